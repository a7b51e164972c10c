/**
 * Candidate import: a preview of the stored sheet, then one operation with an item per row and its
 * jobs, written in one transaction (the rows are processed by import.job.ts).
 */
import type { z } from 'zod';
import { IMPORT_SAMPLE_ROWS, type importInputSchema, type ImportPreview, type ImportTarget } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { operationItems, operations } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Queue } from '../../lib/queue';
import { storageKey, type Storage } from '../../providers/storage';
import { assertImportFields, customFieldsList } from '../custom-fields/custom-fields.service';
import { getOperation, type OperationDto } from '../ingestion/operations.service';
import { tagIds } from './import-candidate';
import { readSheet, sheetFormat } from './read-sheet';
import { safeFileName, type ReceivedSheet } from './receive-sheet';
import { suggestMapping } from './suggest-mapping';

export const IMPORT_QUEUE = 'candidate-import';
/** Rows per job: one job reads the file once for this many rows. */
export const IMPORT_CHUNK = 1000;
export type ImportJobData = { org_id: string; operation_id: string; from: number; to: number };
export type ImportParams = {
  file_key: string;
  file_name: string;
  mapping: Record<string, ImportTarget>;
  dedupe: 'skip' | 'update';
  tag_id: string | null;
};

const fileKeyOf = (orgId: string) => new RegExp(`^imports/${orgId.replace(/[^a-zA-Z0-9-]/g, '')}/[a-zA-Z0-9-]+$`);
/** The original name travels in the key's sibling so the import can show it. */
const nameKey = (fileKey: string) => `${fileKey}-name`;

export async function previewImport(db: Db, storage: Storage, { orgId, file }: { orgId: string; file: ReceivedSheet }): Promise<ImportPreview> {
  const fileName = safeFileName(file.fileName, 'import');
  const sheet = await readSheet(fileName, file.bytes);
  if (sheet.rows.length === 0) throw new AppError('validation_failed', 'The file has a header row but no rows to import.');
  const key = storageKey(orgId, 'imports');
  await storage.put(key, file.bytes);
  await storage.put(nameKey(key), new TextEncoder().encode(fileName));
  return {
    file_key: key,
    file_name: fileName,
    format: sheet.format,
    headers: sheet.headers,
    sample_rows: sheet.rows.slice(0, IMPORT_SAMPLE_ROWS).map((r) => sheet.headers.map((_, i) => r.cells[i] ?? '')),
    total_rows: sheet.rows.length,
    suggested_mapping: suggestMapping(sheet.headers, await customFieldsList(db, { orgId, entity: 'candidate' })),
  };
}

/** The stored sheet of an import of this organization (another organization's key is not found). */
export async function loadImportFile(storage: Storage, { orgId, fileKey }: { orgId: string; fileKey: string }) {
  if (!fileKeyOf(orgId).test(fileKey)) throw notFound('Import file');
  try {
    const [bytes, name] = await Promise.all([storage.get(fileKey), storage.get(nameKey(fileKey))]);
    const fileName = new TextDecoder().decode(name);
    sheetFormat(fileName, bytes);
    return { bytes, fileName };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notFound('Import file');
  }
}

export async function startImport(
  db: Db,
  { queue, storage }: { queue: Queue; storage: Storage },
  { orgId, userId, input }: { orgId: string; userId: string; input: z.output<typeof importInputSchema> },
): Promise<OperationDto> {
  const { bytes, fileName } = await loadImportFile(storage, { orgId, fileKey: input.file_key });
  const sheet = await readSheet(fileName, bytes);
  const mapping: Record<string, ImportTarget> = {};
  for (const [header, field] of Object.entries(input.mapping)) {
    if (!field) continue;
    if (!sheet.headers.includes(header)) throw new AppError('validation_failed', `The file has no column “${header.slice(0, 80)}”`, [{ path: 'mapping', message: 'Unknown column' }]);
    mapping[header] = field;
  }
  const fields = Object.values(mapping);
  if (!fields.includes('first_name') && !fields.includes('full_name')) {
    throw new AppError('validation_failed', 'Map a column to First name or Full name', [{ path: 'mapping', message: 'A name column is required' }]);
  }
  const repeated = fields.find((f, i) => f !== 'skills' && f !== 'tags' && fields.indexOf(f) !== i);
  await assertImportFields(db, { orgId, keys: fields.filter((f) => f.startsWith('cf.')).map((f) => f.slice(3)) });
  if (repeated) throw new AppError('validation_failed', `Only one column can be imported as ${repeated.replace(/_/g, ' ')}`, [{ path: 'mapping', message: 'Repeated field' }]);
  if (sheet.rows.length === 0) throw new AppError('validation_failed', 'The file has no rows to import.');

  const tagId = input.tag ? ((await tagIds(db, { orgId, actorId: userId }, [input.tag], null))[0] ?? null) : null;
  const params: ImportParams = { file_key: input.file_key, file_name: fileName, mapping, dedupe: input.dedupe, tag_id: tagId };
  const operationId = newId();
  await db.transaction(async (tx) => {
    await tx.insert(operations).values({ id: operationId, orgId, kind: 'import', status: 'queued', total: sheet.rows.length, createdBy: userId, params });
    const items = sheet.rows.map((row, position) => ({ id: newId(), orgId, operationId, position, fileName: `Row ${row.line}`, status: 'queued' as const }));
    for (let i = 0; i < items.length; i += 500) await tx.insert(operationItems).values(items.slice(i, i + 500));
    const jobs = [];
    for (let from = 0; from < items.length; from += IMPORT_CHUNK) {
      const data: ImportJobData = { org_id: orgId, operation_id: operationId, from, to: from + IMPORT_CHUNK };
      jobs.push({ name: IMPORT_QUEUE, data, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 900 });
    }
    await queue.insertInTx(tx, jobs);
    await logActivity(tx, {
      orgId,
      actorId: userId,
      action: 'import',
      entityType: 'operation',
      entityId: operationId,
      changes: { file_name: { before: null, after: fileName }, rows: { before: null, after: sheet.rows.length } },
    });
  });
  return getOperation(db, { orgId, id: operationId });
}
