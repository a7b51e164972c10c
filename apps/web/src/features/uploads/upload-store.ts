import type { Operation } from '@/features/operations/types';
import { uploadReducer, initialUploadState, type UploadAction, type UploadEffect, type UploadState, type UploadVariant } from './upload-state';
import type { UploadRequest, UploadWorkerMessage } from './upload-worker-core';

export type UploadDeps = {
  createWorker: (variant: UploadVariant) => Worker;
  baseUrl: () => string;
  toast: (level: 'success' | 'error', message: string) => void;
  refreshJob: (jobId: string) => void;
  watch: (operation: Operation) => void;
};

export type UploadStore = {
  variant: UploadVariant;
  getState: () => UploadState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: UploadAction) => void;
};

/**
 * One upload slot (job or resume database): the SPEC §4 reducer plus its effects. It lives in the
 * app-wide provider so an upload survives navigation between pages.
 */
export function createUploadStore(variant: UploadVariant, deps: UploadDeps): UploadStore {
  let state = initialUploadState;
  let worker: Worker | null = null;
  const listeners = new Set<() => void>();

  const terminate = () => {
    worker?.terminate();
    worker = null;
  };

  const spawn = (effect: Extract<UploadEffect, { type: 'spawn' }>) => {
    terminate();
    let current: Worker;
    try {
      current = deps.createWorker(variant);
    } catch (error) {
      dispatch({ type: 'workerFailure', error: error instanceof Error ? error.message : undefined });
      return;
    }
    worker = current;
    current.onmessage = (event: MessageEvent<UploadWorkerMessage>) => {
      if (worker === current) dispatch({ type: 'message', message: event.data });
    };
    current.onerror = (event) => {
      event.preventDefault();
      if (worker === current) dispatch({ type: 'workerFailure', error: event.message || undefined });
    };
    const request: UploadRequest = { baseUrl: deps.baseUrl(), documents: effect.documents, token: effect.token };
    if (effect.jobId) request.jobId = effect.jobId;
    current.postMessage(request);
  };

  function run(effect: UploadEffect) {
    if (effect.type === 'toast') deps.toast(effect.level, effect.message);
    else if (effect.type === 'spawn') spawn(effect);
    else if (effect.type === 'terminate') terminate();
    else if (effect.type === 'refreshJob') deps.refreshJob(effect.jobId);
    else deps.watch(effect.operation);
  }

  function dispatch(action: UploadAction) {
    const step = uploadReducer(variant, state, action);
    if (step.state !== state) {
      state = step.state;
      for (const listener of listeners) listener();
    }
    for (const effect of step.effects) run(effect);
  }

  return {
    variant,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
  };
}
