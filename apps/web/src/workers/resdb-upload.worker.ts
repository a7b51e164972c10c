/// <reference lib="webworker" />
/** SPEC §7 resume-database upload worker: sent the base URL, the documents and the token. */
import { runUpload, type UploadRequest, type UploadWorkerMessage } from '@/features/uploads/upload-worker-core';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<UploadRequest>) => {
  runUpload('resdb', { ...event.data, jobId: undefined }, (message: UploadWorkerMessage) => scope.postMessage(message));
};
