// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Operation } from '@/features/operations/types';
import { buildUploadForm, completedMessage, errorMessage, progressMessage, queuedSentence, responseMessage, runUpload, type UploadWorkerMessage } from './upload-worker-core';

const docs = [
  { id: 'abc123', file: new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }) },
  { id: 'def456', file: new File(['PK'], 'b.docx') },
];
const op = (status: Operation['status'], overrides: Partial<Operation> = {}): Operation => ({
  id: 'op1',
  kind: 'resume_upload',
  status,
  target: 'job',
  job_id: 'j1',
  progress: 0,
  total: 12,
  succeeded: 0,
  failed: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  ...overrides,
});

describe('worker messages (SPEC §3/§7 names)', () => {
  it('progress stays below 100 until the server answered', () => {
    expect(progressMessage(50, 200)).toEqual({ progress: 25, isCompleted: false, error: null, documents: [], queueResponse: null, isQueued: false, queuedMessage: null });
    expect(progressMessage(200, 200).progress).toBe(99);
    expect(progressMessage(0, 0).progress).toBe(0);
  });

  it('a queued operation: isCompleted, progress 100, the documents, queueResponse, isQueued and the sentence', () => {
    expect(completedMessage(docs, op('queued'))).toEqual({
      progress: 100,
      isCompleted: true,
      error: null,
      documents: docs,
      queueResponse: op('queued'),
      isQueued: true,
      queuedMessage: "We are processing 12 resumes. You'll be notified when they're ready.",
    });
  });

  it('counts only the files still being processed, and running counts as queued', () => {
    expect(completedMessage(docs, op('running', { failed: 2 })).queuedMessage).toBe(queuedSentence(10));
    expect(queuedSentence(1)).toBe("We are processing 1 resume. You'll be notified when it's ready.");
  });

  it('a finished operation is not queued', () => {
    const message = completedMessage(docs, op('failed', { failed: 12 }));
    expect(message).toMatchObject({ isCompleted: true, isQueued: false, queuedMessage: null });
  });

  it('errors carry the server message, else "Upload failed"', () => {
    expect(errorMessage({ error: { message: 'Files should be less than or equal to 500' } }).error).toBe('Files should be less than or equal to 500');
    expect(errorMessage(null).error).toBe('Upload failed');
    expect(errorMessage('<html>').error).toBe('Upload failed');
  });

  it('reads the HTTP answer', () => {
    expect(responseMessage(201, JSON.stringify({ data: { operation: op('queued') } }), docs).isQueued).toBe(true);
    expect(responseMessage(404, JSON.stringify({ error: { code: 'not_found', message: 'Job not found' } }), docs).error).toBe('Job not found');
    expect(responseMessage(502, 'Bad gateway', docs).error).toBe('Upload failed');
  });
});

describe('buildUploadForm', () => {
  it('puts the text fields first, then the files', () => {
    const form = buildUploadForm({ target: 'job', documents: docs, jobId: 'j1' });
    expect([...form.keys()]).toEqual(['target', 'job_id', 'files', 'files']);
    expect(form.get('target')).toBe('job');
    expect((form.getAll('files')[1] as File).name).toBe('b.docx');
  });
  it('sends no job_id for the resume database', () => {
    expect([...buildUploadForm({ target: 'resdb', documents: docs, jobId: 'j1' }).keys()]).toEqual(['target', 'files', 'files']);
  });
});

describe('runUpload', () => {
  it('posts progress and the completion through the XHR events', () => {
    const calls: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const xhr = {
      upload: {} as { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void },
      status: 0,
      responseText: '',
      open(method: string, url: string) {
        calls.method = method;
        calls.url = url;
      },
      setRequestHeader(k: string, v: string) {
        calls.headers[k] = v;
      },
      send(body: unknown) {
        calls.body = body;
      },
    } as unknown as XMLHttpRequest & { upload: { onprogress: (e: unknown) => void } };
    const posted: UploadWorkerMessage[] = [];
    runUpload('job', { baseUrl: 'http://x/api/v1/', documents: docs, token: 'tok', jobId: 'j1' }, (m) => posted.push(m), () => xhr);
    expect(calls).toMatchObject({ method: 'POST', url: 'http://x/api/v1/recruiter/uploads', headers: { Authorization: 'Bearer tok' } });
    expect(calls.body).toBeInstanceOf(FormData);
    xhr.upload.onprogress({ lengthComputable: true, loaded: 1, total: 2 });
    Object.assign(xhr, { status: 201, responseText: JSON.stringify({ data: { operation: op('queued') } }) });
    (xhr.onload as () => void)();
    expect(posted.map((m) => [m.progress, m.isCompleted])).toEqual([
      [50, false],
      [100, true],
    ]);
  });
});
