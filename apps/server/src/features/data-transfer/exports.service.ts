/** Candidate export: an operation queued with its fields and filters, and the download of its file. */
import type { z } from 'zod';
import type { CustomFieldType, ExportField, ExportFilters, exportInputSchema, Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { operations } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Queue } from '../../lib/queue';
import type { Storage } from '../../providers/storage';
import { customSearch, exportColumns } from '../custom-fields/custom-fields.service';
import type { CustomFilter } from '../custom-fields/filter-sql';
import { getOperation, type OperationDto } from '../ingestion/operations.service';
import { findOperation } from './data-transfer.repo';

export const EXPORT_QUEUE = 'candidate-export';
export type ExportJobData = { org_id: string; operation_id: string };
export type ExportColumn = { id: string; key: string; type: CustomFieldType; label: string };
/** `custom` and `columns` are the custom-field filters and columns, resolved to field ids when the export starts. */
export type ExportParams = { format: 'csv' | 'xlsx'; fields: ExportField[]; filters: ExportFilters & { custom?: CustomFilter[] }; columns?: ExportColumn[] };

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function startExport(
  db: Db,
  queue: Queue,
  { orgId, userId, role, input }: { orgId: string; userId: string; role: Role; input: z.output<typeof exportInputSchema> },
): Promise<OperationDto> {
  const query = Object.fromEntries(Object.entries(input.filters.custom_fields ?? {}).map(([k, v]) => [`cf.${k}`, v]));
  // The exporter's role decides which fields exist for them, in the filters as in the columns.
  const [{ filters: custom }, columns] = await Promise.all([
    customSearch(db, { orgId, query, role }),
    exportColumns(db, { orgId, role, keys: [...new Set(input.custom_fields)] }),
  ]);
  const params: ExportParams = { format: input.format, fields: [...new Set(input.fields)], filters: { ...input.filters, custom }, columns };
  const operationId = newId();
  await db.transaction(async (tx) => {
    // total 1 until the job counts the matching candidates, so a queued export shows 0%.
    await tx.insert(operations).values({ id: operationId, orgId, kind: 'export', status: 'queued', total: 1, createdBy: userId, params });
    await queue.sendInTx(tx, EXPORT_QUEUE, { org_id: orgId, operation_id: operationId } satisfies ExportJobData, { retryLimit: 2, retryDelay: 5, expireInSeconds: 1800 });
    await logActivity(tx, {
      orgId,
      actorId: userId,
      action: 'export',
      entityType: 'operation',
      entityId: operationId,
      changes: { format: { before: null, after: params.format }, fields: { before: null, after: params.fields } },
    });
  });
  return getOperation(db, { orgId, id: operationId });
}

/** The finished file of an export of this organization, as a download response. */
export async function exportDownload(db: Db, storage: Storage, { orgId, id }: { orgId: string; id: string }): Promise<Response> {
  const op = await findOperation(db, { orgId, id, kind: 'export' });
  if (!op) throw notFound('Export');
  if (op.status !== 'completed' || !op.resultFileKey || !op.resultFileName) throw new AppError('conflict', 'The export is not finished yet');
  const format = (op.params as ExportParams).format;
  const name = op.resultFileName.replace(/[^a-zA-Z0-9._-]/g, '_');
  return new Response(storage.stream(op.resultFileKey), {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
