import { plural } from '@/lib/plural';
import type { Operation, OperationItem, OperationStatus } from './types';

export const statusLabels: Record<OperationStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

export const kindLabels: Record<Operation['kind'], string> = {
  resume_upload: 'Resume upload',
  import: 'Import',
  export: 'Export',
};

export function targetLabel(target: Operation['target']): string {
  if (target === 'job') return 'Job';
  if (target === 'resdb') return 'Resume database';
  return '—';
}

const resultLabels = { created: 'Created', merged: 'Merged', duplicate: 'Duplicate', no_text: 'No text found', updated: 'Updated', skipped: 'Skipped (duplicate)' } as const;

/** What happened to one file, in words: its result once parsed, else its status. */
export function itemOutcome(item: Pick<OperationItem, 'status' | 'result'>): string {
  if (item.result) return resultLabels[item.result];
  if (item.status === 'failed') return 'Failed';
  if (item.status === 'running') return 'Processing';
  if (item.status === 'succeeded') return 'Done';
  return 'Queued';
}

export type FinishedNotice = { type: 'success' | 'error'; message: string; description: string };

/** The notification for a queued drop that finished (SPEC §4 "You'll be notified once it's done"). */
export function finishedNotice(operation: Pick<Operation, 'succeeded' | 'failed' | 'total'>): FinishedNotice {
  const { succeeded, failed } = operation;
  const description = 'Details are in Settings → Operation log.';
  if (failed === 0) {
    return { type: 'success', message: succeeded === 1 ? 'Your resume is ready' : `Your ${succeeded} resumes are ready`, description };
  }
  if (succeeded === 0) {
    return { type: 'error', message: failed === 1 ? 'Your resume could not be processed' : `None of your ${failed} resumes could be processed`, description };
  }
  return { type: 'error', message: `${plural(succeeded, 'resume')} ready, ${failed} failed`, description };
}
