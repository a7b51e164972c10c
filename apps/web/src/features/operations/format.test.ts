import { describe, expect, it } from 'vitest';
import { finishedNotice, itemOutcome } from './format';

describe('finishedNotice', () => {
  it('says how many resumes are ready', () => {
    expect(finishedNotice({ succeeded: 12, failed: 0, total: 12 })).toMatchObject({ type: 'success', message: 'Your 12 resumes are ready' });
    expect(finishedNotice({ succeeded: 1, failed: 0, total: 1 }).message).toBe('Your resume is ready');
  });
  it('reports failures', () => {
    expect(finishedNotice({ succeeded: 4, failed: 1, total: 5 })).toMatchObject({ type: 'error', message: '4 resumes ready, 1 failed' });
    expect(finishedNotice({ succeeded: 0, failed: 3, total: 3 }).message).toBe('None of your 3 resumes could be processed');
  });
});

describe('itemOutcome', () => {
  it('prefers the result, then the status', () => {
    expect(itemOutcome({ status: 'succeeded', result: 'no_text' })).toBe('No text found');
    expect(itemOutcome({ status: 'failed', result: null })).toBe('Failed');
    expect(itemOutcome({ status: 'queued', result: null })).toBe('Queued');
  });
});
