/**
 * The code shared by the SPEC §7 upload workers (workers/upload.worker.ts for jobs and
 * workers/resdb-upload.worker.ts for the resume database). Pure message builders plus one
 * XMLHttpRequest upload, because fetch cannot report upload progress.
 */
import { MESSAGES } from '@hirebase/shared';
import type { Operation } from '@/features/operations/types';

export type UploadTarget = 'job' | 'resdb';
export type UploadDocument = { id: string; file: File };

/** What the page sends: SPEC §7 (jobId only for job uploads). */
export type UploadRequest = { baseUrl: string; documents: UploadDocument[]; token: string; jobId?: string | undefined };

/** What the worker posts back: the SPEC §3 upload result. */
export type UploadWorkerMessage = {
  progress: number;
  isCompleted: boolean;
  error: string | null;
  documents: UploadDocument[];
  queueResponse: Operation | null;
  isQueued: boolean;
  queuedMessage: string | null;
};

const blank: UploadWorkerMessage = {
  progress: 0,
  isCompleted: false,
  error: null,
  documents: [],
  queueResponse: null,
  isQueued: false,
  queuedMessage: null,
};

/** Bytes sent so far; 100 is kept for the server's answer, so the bar never says done too early. */
export function progressMessage(loaded: number, total: number): UploadWorkerMessage {
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  return { ...blank, progress: Math.max(0, Math.min(99, percent)) };
}

export function queuedSentence(count: number): string {
  return count === 1
    ? "We are processing 1 resume. You'll be notified when it's ready."
    : `We are processing ${count} resumes. You'll be notified when they're ready.`;
}

export function completedMessage(documents: UploadDocument[], operation: Operation): UploadWorkerMessage {
  const isQueued = operation.status === 'queued' || operation.status === 'running';
  // Files refused at upload are already failed items; only the others are being processed.
  const processing = Math.max(0, operation.total - operation.succeeded - operation.failed);
  return {
    ...blank,
    progress: 100,
    isCompleted: true,
    documents,
    queueResponse: operation,
    isQueued,
    queuedMessage: isQueued ? queuedSentence(processing) : null,
  };
}

/** The server's `{error:{message}}`, or SPEC §8 "Upload failed". */
export function errorMessage(body: unknown): UploadWorkerMessage {
  let message: string = MESSAGES.uploadFailed;
  if (body && typeof body === 'object' && 'error' in body) {
    const inner = (body as { error: unknown }).error;
    if (inner && typeof inner === 'object' && 'message' in inner && typeof inner.message === 'string' && inner.message) message = inner.message;
  }
  return { ...blank, error: message };
}

/** Text fields first, then the files: the server reads the target before it streams any file. */
export function buildUploadForm({ target, documents, jobId }: { target: UploadTarget; documents: UploadDocument[]; jobId?: string | undefined }): FormData {
  const form = new FormData();
  form.append('target', target);
  if (target === 'job' && jobId) form.append('job_id', jobId);
  for (const { file } of documents) form.append('files', file, file.name);
  return form;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Answer of POST /uploads turned into the final message. */
export function responseMessage(status: number, text: string, documents: UploadDocument[]): UploadWorkerMessage {
  const body = parse(text);
  if (status >= 200 && status < 300) {
    const operation = (body as { data?: { operation?: Operation } } | null)?.data?.operation;
    return operation ? completedMessage(documents, operation) : errorMessage(null);
  }
  return errorMessage(body);
}

/** Runs one upload and posts every message; used by both workers. */
export function runUpload(
  target: UploadTarget,
  request: UploadRequest,
  post: (message: UploadWorkerMessage) => void,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): void {
  const { baseUrl, documents, token, jobId } = request;
  const xhr = createXhr();
  xhr.open('POST', `${baseUrl.replace(/\/$/, '')}/recruiter/uploads`);
  xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) post(progressMessage(event.loaded, event.total));
  };
  xhr.onload = () => post(responseMessage(xhr.status, xhr.responseText, documents));
  xhr.onerror = () => post(errorMessage(null));
  xhr.onabort = () => post(errorMessage(null));
  xhr.send(buildUploadForm({ target, documents, jobId }));
}
