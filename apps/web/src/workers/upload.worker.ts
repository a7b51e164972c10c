/// <reference lib="webworker" />
/** SPEC §7 file-upload worker for jobs: sent the base URL, the documents, the token and the jobId. */
import { runUpload, type UploadRequest, type UploadWorkerMessage } from '@/features/uploads/upload-worker-core';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<UploadRequest>) => {
  runUpload('job', event.data, (message: UploadWorkerMessage) => scope.postMessage(message));
};
