// @vitest-environment jsdom
import { MESSAGES } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import type { Operation } from '@/features/operations/types';
import { initialUploadState, uploadReducer, type UploadAction, type UploadState, type UploadVariant } from './upload-state';
import { completedMessage, errorMessage, progressMessage } from './upload-worker-core';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const operation = (status: Operation['status'], overrides: Partial<Operation> = {}): Operation => ({
  id: 'op1',
  kind: 'resume_upload',
  status,
  target: 'job',
  job_id: 'job1',
  progress: 0,
  total: 2,
  succeeded: 0,
  failed: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  items: [],
  ...overrides,
});

function run(variant: UploadVariant, actions: UploadAction[], from: UploadState = initialUploadState) {
  let state = from;
  const effects = [];
  for (const action of actions) {
    const step = uploadReducer(variant, state, action);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const openJob: UploadAction = { type: 'open', jobId: 'job1', jobName: 'Backend engineer' };
const selectTwo: UploadAction = { type: 'addFiles', files: [pdf('a.pdf'), pdf('b.pdf')] };
const loading = () => run('job', [openJob, selectTwo, { type: 'start', token: 't0k' }]);

describe('opening', () => {
  it('opens the job panel only with a jobId', () => {
    expect(run('job', [{ type: 'open' }]).state.isOpen).toBe(false);
    expect(run('job', [openJob]).state).toMatchObject({ isOpen: true, jobId: 'job1', jobName: 'Backend engineer' });
  });
  it('opens the resume-database panel without one', () => {
    expect(run('resdb', [{ type: 'open' }]).state.isOpen).toBe(true);
  });
  it('brings back a running upload instead of replacing it', () => {
    const { state } = run('job', [{ type: 'toggleMinimize' }, { type: 'open', jobId: 'job2', jobName: 'Other' }], loading().state);
    expect(state).toMatchObject({ jobId: 'job1', isLoading: true, isMinimized: false });
  });
});

describe('start', () => {
  it('needs files: "Please select files to upload"', () => {
    const { state, effects } = run('job', [openJob, { type: 'start', token: 't0k' }]);
    expect(state.isLoading).toBe(false);
    expect(effects).toEqual([{ type: 'toast', level: 'error', message: MESSAGES.noFilesSelected }]);
  });
  it('needs the auth token: "Authentication required"', () => {
    const { state, effects } = run('job', [openJob, selectTwo, { type: 'start', token: null }]);
    expect(state.isLoading).toBe(false);
    expect(effects).toEqual([{ type: 'toast', level: 'error', message: 'Authentication required' }]);
  });
  it('enters loading and spawns the worker with the documents, the token and the jobId', () => {
    const { state, effects } = loading();
    expect(state).toMatchObject({ isLoading: true, progress: 0, error: null });
    const spawn = effects.find((e) => e.type === 'spawn');
    expect(spawn).toMatchObject({ type: 'spawn', token: 't0k', jobId: 'job1' });
    expect(spawn && 'documents' in spawn && spawn.documents.map((d) => d.id)).toEqual(state.files.map((f) => f.id));
  });
  it('sends no jobId from the resume-database panel', () => {
    const { effects } = run('resdb', [{ type: 'open' }, selectTwo, { type: 'start', token: 't0k' }]);
    expect(effects.find((e) => e.type === 'spawn')).toMatchObject({ jobId: null });
  });
});

describe('worker messages', () => {
  it('stores progress', () => {
    const { state } = run('job', [{ type: 'message', message: progressMessage(40, 100) }], loading().state);
    expect(state.progress).toBe(40);
  });

  it('on a queued completion stores progress 100, documents, the queue response and the queued message', () => {
    const start = loading().state;
    const docs = start.files.map(({ id, file }) => ({ id, file }));
    const { state, effects } = run('job', [{ type: 'message', message: completedMessage(docs, operation('queued')) }], start);
    expect(state).toMatchObject({ isLoading: false, progress: 100, isQueued: true, queuedMessage: "We are processing 2 resumes. You'll be notified when they're ready." });
    expect(state.documents).toHaveLength(2);
    expect(state.queueResponse?.id).toBe('op1');
    expect(effects).toContainEqual({ type: 'refreshJob', jobId: 'job1' });
    expect(effects).toContainEqual({ type: 'watch', operation: expect.objectContaining({ id: 'op1' }) });
    expect(effects.some((e) => e.type === 'toast')).toBe(false); // not minimized: the panel shows it
  });

  it('while minimized toasts "You\'ll be notified once it\'s done" when queued', () => {
    const start = run('job', [{ type: 'toggleMinimize' }], loading().state).state;
    const { effects } = run('job', [{ type: 'message', message: completedMessage([], operation('queued')) }], start);
    expect(effects).toContainEqual({ type: 'toast', level: 'success', message: MESSAGES.uploadQueuedMinimized });
  });

  it('while minimized toasts "Your documents have been successfully uploaded" when not queued', () => {
    const start = run('job', [{ type: 'toggleMinimize' }], loading().state).state;
    const done = operation('completed', { succeeded: 2 });
    const { state, effects } = run('job', [{ type: 'message', message: completedMessage([], done) }], start);
    expect(state.isQueued).toBe(false);
    expect(state.queuedMessage).toBeNull();
    expect(effects).toContainEqual({ type: 'toast', level: 'success', message: MESSAGES.uploadDoneMinimized });
    expect(effects.some((e) => e.type === 'refreshJob' || e.type === 'watch')).toBe(false); // no documents, nothing queued
  });

  it('on an error result stores the error, stops loading and toasts it', () => {
    const { state, effects } = run('job', [{ type: 'message', message: errorMessage({ error: { message: 'Files should be less than or equal to 500' } }) }], loading().state);
    expect(state).toMatchObject({ isLoading: false, error: 'Files should be less than or equal to 500' });
    expect(state.files).toHaveLength(2); // the selection stays to try again
    expect(effects).toContainEqual({ type: 'toast', level: 'error', message: 'Files should be less than or equal to 500' });
  });

  it('on a worker failure sets the error, stops loading and resets the upload', () => {
    const withProgress = run('job', [{ type: 'message', message: progressMessage(30, 100) }], loading().state).state;
    const { state, effects } = run('job', [{ type: 'workerFailure' }], withProgress);
    expect(state).toMatchObject({ isLoading: false, error: MESSAGES.uploadFailed, progress: 0, files: [], documents: [], queueResponse: null, isOpen: true });
    expect(effects).toContainEqual({ type: 'terminate' });
  });

  it('ignores messages after the upload was cancelled', () => {
    const closed = run('job', [{ type: 'close' }], loading().state).state;
    expect(run('job', [{ type: 'message', message: progressMessage(50, 100) }], closed).state).toBe(closed);
  });
});

describe('minimize and close', () => {
  it('minimize toggles', () => {
    const once = run('job', [openJob, { type: 'toggleMinimize' }]).state;
    expect(once.isMinimized).toBe(true);
    expect(run('job', [{ type: 'toggleMinimize' }], once).state.isMinimized).toBe(false);
  });
  it('closing resets everything and stops a running worker', () => {
    const { state, effects } = run('job', [{ type: 'close' }], loading().state);
    expect(state).toEqual(initialUploadState);
    expect(effects).toEqual([{ type: 'terminate' }]);
  });
});
