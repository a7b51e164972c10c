/**
 * An uploaded CSV or XLSX as headers and rows (parse-sheet.ts), read in a worker thread: exceljs
 * and the CSV parser work on untrusted bytes, and that work stays off the HTTP loop. A refusal
 * comes back as data and is thrown here as the AppError it was.
 */
import type { ErrorCode } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { offThreadTask, runOffThread } from '../../lib/off-thread';
import type { Sheet } from './parse-sheet';

export { cellText, decodeText, MAX_CELL_CHARS, sheetFormat, type Sheet } from './parse-sheet';

type SheetResult = { ok: true; sheet: Sheet } | { ok: false; code: ErrorCode; message: string };

const readTask = offThreadTask<{ fileName: string; bytes: Uint8Array }, SheetResult>(
  new URL('../ingestion/parse-worker.ts', import.meta.url),
  () => import('../ingestion/parse-worker'),
  'readSheetTask',
);

export async function readSheet(fileName: string, bytes: Uint8Array): Promise<Sheet> {
  const result = await runOffThread(readTask, { fileName, bytes });
  if (!result.ok) throw new AppError(result.code, result.message);
  return result.sheet;
}
