/** The operation contract of GET /recruiter/operations(/:id): an upload, import or export and its items. */
import type { DuplicateRef } from './duplicates';

export type OperationStatus = 'queued' | 'running' | 'completed' | 'failed';
export type OperationItemStatus = 'queued' | 'running' | 'succeeded' | 'failed';
/** Resume uploads: created, merged, duplicate, no_text; candidate imports: created, updated, skipped. */
export type OperationItemResult = 'created' | 'merged' | 'duplicate' | 'no_text' | 'updated' | 'skipped';

export type OperationItem = {
  id: string;
  file_name: string;
  status: OperationItemStatus;
  result: OperationItemResult | null;
  error: string | null;
  candidate_id: string | null;
  /** Whether POST …/items/:itemId/retry can run it again (a failed item whose file was stored). */
  retryable: boolean;
  /** Open possible duplicates of the item's candidate (uploads and imports), for a recruiter to decide. */
  possible_duplicates?: DuplicateRef[];
};

export type Operation = {
  id: string;
  kind: 'resume_upload' | 'import' | 'export';
  status: OperationStatus;
  target: 'job' | 'resdb' | null;
  job_id: string | null;
  progress: number;
  total: number;
  succeeded: number;
  failed: number;
  created_at: string;
  finished_at: string | null;
  /** A finished export's file (GET with the bearer token); null otherwise. */
  download_url?: string | null;
  items?: OperationItem[];
};

/** Largest accepted resume file (bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
