/**
 * The import job: at-least-once from pg-boss, exactly-once per row in effect. Each row runs in its
 * own transaction that locks its item first, so a finished row is never processed twice (after a
 * crash, a retry or a second worker) and the candidate, the item and the counters commit together.
 */
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { operationItems } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { countItem } from '../ingestion/operations.service';
import { findOperation, lockItem, pendingItems } from './data-transfer.repo';
import { importRow } from './import-candidate';
import { columnsByField, rowToCandidate } from './import-row';
import { IMPORT_QUEUE, loadImportFile, type ImportJobData, type ImportParams } from './imports.service';
import { readSheet } from './read-sheet';

const SOURCE = 'Import';

export async function runImportJob(ctx: AppContext, data: ImportJobData): Promise<void> {
  const { db, storage } = ctx;
  const op = await findOperation(db, { orgId: data.org_id, id: data.operation_id, kind: 'import' });
  if (!op) return;
  const items = await pendingItems(db, { orgId: op.orgId, operationId: op.id, from: data.from, to: data.to });
  if (items.length === 0) return;
  const params = op.params as ImportParams;
  const { bytes, fileName } = await loadImportFile(storage, { orgId: op.orgId, fileKey: params.file_key });
  const sheet = await readSheet(fileName, bytes);
  const columns = columnsByField(sheet.headers, params.mapping);

  for (const pending of items) {
    await db.transaction(async (tx) => {
      const item = await lockItem(tx, { orgId: op.orgId, id: pending.id });
      if (!item || item.status === 'succeeded' || item.status === 'failed') return;
      const row = sheet.rows[item.position];
      const parsed = row ? rowToCandidate(row.cells, columns, { source: SOURCE }) : { ok: false as const, error: 'The row is missing from the stored file' };
      const outcome = parsed.ok
        ? await importRow(tx, { orgId: op.orgId, actorId: op.createdBy, candidate: parsed.candidate, dedupe: params.dedupe, tagId: params.tag_id, events: ctx })
        : { ok: false as const, error: parsed.error };
      await finishItem(tx, item, outcome);
      await countItem(tx, { orgId: op.orgId, operationId: op.id, ok: outcome.ok });
    });
  }
  ctx.log.debug({ operationId: op.id, rows: items.length }, 'imported rows');
}

type Outcome = { ok: true; result: 'created' | 'updated' | 'skipped'; candidateId: string } | { ok: false; error: string };

async function finishItem(tx: Db, item: typeof operationItems.$inferSelect, outcome: Outcome) {
  await tx
    .update(operationItems)
    .set(
      outcome.ok
        ? { status: 'succeeded', result: outcome.result, candidateId: outcome.candidateId, error: null, attempts: item.attempts + 1, updatedAt: new Date() }
        : { status: 'failed', error: outcome.error.slice(0, 300), attempts: item.attempts + 1, updatedAt: new Date() },
    )
    .where(eq(operationItems.id, item.id));
}

export async function startImportWorkers(ctx: AppContext, opts: { workers?: number } = {}) {
  await ctx.queue.createQueue(IMPORT_QUEUE, { name: IMPORT_QUEUE, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 900 });
  for (let i = 0; i < (opts.workers ?? 1); i++) {
    await ctx.queue.boss.work<ImportJobData>(IMPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs as PgBoss.Job<ImportJobData>[]) await runImportJob(ctx, job.data);
    });
  }
}
