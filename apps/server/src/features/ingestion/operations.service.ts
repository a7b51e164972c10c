/** Operations (SPEC operation log): an upload, import or export and what happened to each of its items. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DuplicateRef, Operation, OperationItem } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { operationItems, operations } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { duplicateRefs } from '../candidates/duplicates.service';
import { notify } from '../notifications/notifications.service';

export type OperationItemDto = OperationItem;
export type OperationDto = Operation;

type OperationRow = typeof operations.$inferSelect;

export function toOperationDto(op: OperationRow, items?: (typeof operationItems.$inferSelect)[], duplicates?: Map<string, DuplicateRef[]>): OperationDto {
  const done = op.succeeded + op.failed;
  return {
    id: op.id,
    kind: op.kind,
    status: op.status,
    target: op.target,
    job_id: op.jobId,
    progress: op.total === 0 ? 100 : Math.round((done / op.total) * 100),
    total: op.total,
    succeeded: op.succeeded,
    failed: op.failed,
    created_at: op.createdAt.toISOString(),
    finished_at: op.finishedAt?.toISOString() ?? null,
    download_url: op.kind === 'export' && op.resultFileKey ? `/api/v1/recruiter/exports/${op.id}/download` : null,
    items: items?.map((i) => ({
      id: i.id,
      file_name: i.fileName,
      status: i.status,
      result: i.result,
      error: i.error,
      candidate_id: i.candidateId,
      retryable: i.status === 'failed' && i.storageKey != null,
      ...(duplicates ? { possible_duplicates: (i.candidateId && duplicates.get(i.candidateId)) || [] } : {}),
    })),
  };
}

export async function getOperation(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<OperationDto> {
  const [op] = await db.select().from(operations).where(and(eq(operations.orgId, orgId), eq(operations.id, id))).limit(1);
  if (!op) throw notFound('Operation');
  const items = await db
    .select()
    .from(operationItems)
    .where(and(eq(operationItems.orgId, orgId), eq(operationItems.operationId, id)))
    .orderBy(asc(operationItems.position));
  const candidateIds = items.flatMap((i) => (i.candidateId ? [i.candidateId] : []));
  const duplicates = await duplicateRefs(db, { orgId, candidateIds });
  return toOperationDto(op, items, duplicates);
}

export async function listOperations(db: Db, { orgId, limit, offset }: { orgId: string; limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(operations)
    .where(eq(operations.orgId, orgId))
    .orderBy(desc(operations.createdAt))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(operations).where(eq(operations.orgId, orgId));
  return { rows: rows.map((op) => toOperationDto(op)), total: Number(total?.n ?? 0) };
}

/**
 * Counts one finished item into its operation, atomically; the last one completes the operation
 * (failed when nothing succeeded).
 */
export function countItem(tx: Db, { orgId, operationId, ok }: { orgId: string; operationId: string; ok: boolean }) {
  return countItems(tx, { orgId, operationId, succeeded: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** Counts several finished items of one operation in one statement (a parsed batch). */
export async function countItems(tx: Db, { orgId, operationId, succeeded, failed }: { orgId: string; operationId: string; succeeded: number; failed: number }) {
  const done = succeeded + failed;
  if (done === 0) return;
  const result = await tx.execute(sql`
    UPDATE operations SET
      succeeded = succeeded + ${succeeded},
      failed = failed + ${failed},
      status = CASE
        WHEN succeeded + failed + ${done} >= total THEN (CASE WHEN succeeded + ${succeeded} = 0 THEN 'failed' ELSE 'completed' END)
        ELSE 'running' END,
      finished_at = CASE WHEN succeeded + failed + ${done} >= total THEN now() ELSE finished_at END,
      updated_at = now()
    WHERE org_id = ${orgId} AND id = ${operationId}
    RETURNING id, kind, status, created_by, succeeded, failed`);
  const [op] = (result as unknown as { rows: FinishedOperation[] }).rows;
  if (op) await notifyOperationFinished(tx, { orgId, op });
}

type FinishedOperation = { id: string; kind: OperationRow['kind']; status: OperationRow['status']; created_by: string | null; succeeded: number; failed: number };
const OPERATION_LABEL: Record<OperationRow['kind'], string> = { resume_upload: 'Resume upload', import: 'Import', export: 'Export' };

/** Tells the operation's creator it finished, once per operation (a retried item finishing it again adds nothing). */
export async function notifyOperationFinished(tx: Db, { orgId, op }: { orgId: string; op: FinishedOperation }) {
  if (!op.created_by || (op.status !== 'completed' && op.status !== 'failed')) return;
  const label = OPERATION_LABEL[op.kind];
  await notify(tx, {
    orgId,
    userIds: [op.created_by],
    kind: 'operation_finished',
    title: op.status === 'failed' ? `${label} failed` : `${label} finished`,
    body: op.kind === 'export' ? (op.status === 'failed' ? 'The file could not be written' : `${op.succeeded} candidates exported`) : `${op.succeeded} succeeded, ${op.failed} failed`,
    link: `/settings/operation-log/${op.id}`,
    dedupeKey: op.id,
  });
}
