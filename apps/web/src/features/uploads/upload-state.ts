/**
 * The upload state machine of SPEC §4 as a pure reducer: every transition returns the next
 * state and the effects to run (toasts, worker start/stop, cache refresh, completion watch),
 * so the rules are tested without a browser, a worker or a network.
 */
import { MESSAGES } from '@hirebase/shared';
import type { Operation } from '@/features/operations/types';
import { addFiles, type SelectedFile } from './file-selection';
import type { UploadDocument, UploadWorkerMessage } from './upload-worker-core';

export type UploadVariant = 'job' | 'resdb';

export type UploadState = {
  isOpen: boolean;
  isMinimized: boolean;
  isLoading: boolean;
  jobId: string | null;
  jobName: string | null;
  files: SelectedFile[];
  progress: number;
  documents: UploadDocument[];
  queueResponse: Operation | null;
  isQueued: boolean;
  queuedMessage: string | null;
  error: string | null;
};

export type UploadAction =
  | { type: 'open'; jobId?: string | null | undefined; jobName?: string | null | undefined }
  | { type: 'addFiles'; files: File[] }
  | { type: 'removeFile'; id: string }
  | { type: 'start'; token: string | null }
  | { type: 'message'; message: UploadWorkerMessage }
  | { type: 'workerFailure'; error?: string | undefined }
  | { type: 'toggleMinimize' }
  | { type: 'uploadMore' }
  | { type: 'close' };

export type UploadEffect =
  | { type: 'toast'; level: 'success' | 'error'; message: string }
  | { type: 'spawn'; documents: UploadDocument[]; token: string; jobId: string | null }
  | { type: 'terminate' }
  | { type: 'refreshJob'; jobId: string }
  | { type: 'watch'; operation: Operation };

export const initialUploadState: UploadState = {
  isOpen: false,
  isMinimized: false,
  isLoading: false,
  jobId: null,
  jobName: null,
  files: [],
  progress: 0,
  documents: [],
  queueResponse: null,
  isQueued: false,
  queuedMessage: null,
  error: null,
};

/** What an upload produced, cleared when a new one starts (files and panel context stay). */
const noResult = {
  isLoading: false,
  progress: 0,
  documents: [],
  queueResponse: null,
  isQueued: false,
  queuedMessage: null,
  error: null,
} satisfies Partial<UploadState>;

type Step = { state: UploadState; effects: UploadEffect[] };
const same = (state: UploadState, effects: UploadEffect[] = []): Step => ({ state, effects });

function open(variant: UploadVariant, state: UploadState, jobId?: string | null, jobName?: string | null): Step {
  if (variant === 'job' && !jobId) return same(state); // SPEC §4: the job panel opens only with a jobId
  // A running upload keeps its panel: opening again only brings it back.
  if (state.isLoading) return same({ ...state, isOpen: true, isMinimized: false });
  const sameContext = variant === 'resdb' || state.jobId === jobId;
  const base = sameContext && state.isOpen ? state : { ...initialUploadState, jobId: jobId ?? null, jobName: jobName ?? null };
  return same({ ...base, jobName: jobName ?? base.jobName, isOpen: true, isMinimized: false });
}

function onMessage(state: UploadState, message: UploadWorkerMessage): Step {
  if (!state.isLoading) return same(state); // a late message of a cancelled upload
  if (message.error) {
    return same({ ...state, error: message.error, isLoading: false }, [
      { type: 'toast', level: 'error', message: message.error },
      { type: 'terminate' },
    ]);
  }
  if (!message.isCompleted) return same({ ...state, progress: message.progress });
  const next: UploadState = {
    ...state,
    isLoading: false,
    progress: 100,
    files: [],
    documents: message.documents,
    queueResponse: message.queueResponse,
    isQueued: message.isQueued,
    queuedMessage: message.isQueued ? message.queuedMessage : null,
  };
  const effects: UploadEffect[] = [{ type: 'terminate' }];
  if (state.isMinimized) {
    effects.push({ type: 'toast', level: 'success', message: message.isQueued ? MESSAGES.uploadQueuedMinimized : MESSAGES.uploadDoneMinimized });
  }
  if (message.documents.length > 0 && state.jobId) effects.push({ type: 'refreshJob', jobId: state.jobId });
  if (message.isQueued && message.queueResponse) effects.push({ type: 'watch', operation: message.queueResponse });
  return same(next, effects);
}

export function uploadReducer(variant: UploadVariant, state: UploadState, action: UploadAction): Step {
  switch (action.type) {
    case 'open':
      return open(variant, state, action.jobId, action.jobName);
    case 'addFiles': {
      if (state.isLoading) return same(state);
      const { files, error } = addFiles(state.files, action.files);
      return same({ ...state, files }, error ? [{ type: 'toast', level: 'error', message: error }] : []);
    }
    case 'removeFile':
      return state.isLoading ? same(state) : same({ ...state, files: state.files.filter((f) => f.id !== action.id) });
    case 'start': {
      if (state.isLoading) return same(state);
      if (state.files.length === 0) return same(state, [{ type: 'toast', level: 'error', message: MESSAGES.noFilesSelected }]);
      if (!action.token) return same(state, [{ type: 'toast', level: 'error', message: MESSAGES.authRequired }]);
      const documents = state.files.map(({ id, file }) => ({ id, file }));
      return same({ ...state, ...noResult, isLoading: true }, [{ type: 'spawn', documents, token: action.token, jobId: variant === 'job' ? state.jobId : null }]);
    }
    case 'message':
      return onMessage(state, action.message);
    case 'workerFailure': {
      if (!state.isLoading) return same(state);
      // SPEC §4: the error is set, loading stops and the upload state resets (the panel stays).
      const error = action.error || MESSAGES.uploadFailed;
      return same({ ...state, ...noResult, files: [], error }, [
        { type: 'toast', level: 'error', message: error },
        { type: 'terminate' },
      ]);
    }
    case 'toggleMinimize':
      return state.isOpen ? same({ ...state, isMinimized: !state.isMinimized }) : same(state);
    case 'uploadMore':
      return state.isLoading ? same(state) : same({ ...state, ...noResult });
    case 'close':
      // SPEC §4: closing resets everything (an upload still sending is cancelled).
      return same({ ...initialUploadState }, state.isLoading ? [{ type: 'terminate' }] : []);
  }
}
