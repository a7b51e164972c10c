/** Runs in a worker thread (read-sheet.ts, through ingestion/parse-worker.ts): bytes of an uploaded sheet → its rows, or the refusal as data. */
import type { ErrorCode } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { parseSheet, type Sheet } from './parse-sheet';

export async function readSheetTask({ fileName, bytes }: { fileName: string; bytes: Uint8Array }): Promise<{ ok: true; sheet: Sheet } | { ok: false; code: ErrorCode; message: string }> {
  try {
    return { ok: true, sheet: await parseSheet(fileName, bytes) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
