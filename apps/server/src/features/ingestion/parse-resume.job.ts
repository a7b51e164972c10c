/**
 * The parsing job: at-least-once from pg-boss, exactly-once in effect. An item that already
 * finished is skipped; a resume is unique per (organization, sha256); the item, its candidate and
 * the operation's counters change in one transaction. CPU work runs in worker threads.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { operationItems, operations } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Queue } from '../../lib/queue';
import { countItem } from './operations.service';
import { createParsePool, type ParsePool, type ParseOutput } from './parse-pool';
import { saveResumeCandidate } from './resume-candidate';
import { PARSE_JOB_OPTIONS, PARSE_QUEUE, type ParseJobData } from './uploads.service';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export async function startParseWorkers(ctx: AppContext, opts: { workers?: number; batchSize?: number } = {}) {
  const pool = createParsePool();
  await ctx.queue.createQueue(PARSE_QUEUE, { name: PARSE_QUEUE, ...PARSE_JOB_OPTIONS });
  const workers = opts.workers ?? 2;
  const batchSize = opts.batchSize ?? 8;
  for (let i = 0; i < workers; i++) {
    let workerId = '';
    workerId = await ctx.queue.boss.work<ParseJobData>(
      PARSE_QUEUE,
      { batchSize, includeMetadata: true, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        const batch = jobs as PgBoss.JobWithMetadata<ParseJobData>[];
        await ctx.queue.holdWhile(PARSE_QUEUE, batch.map((job) => job.id), PARSE_JOB_OPTIONS.expireInSeconds, () => handleBatch(ctx, pool, batch));
        // A full batch means more are waiting: fetch again at once instead of sleeping out the polling interval.
        if (jobs.length === batchSize && workerId) ctx.queue.boss.notifyWorker(workerId);
      },
    );
  }
  return { stop: () => pool.destroy() };
}

type Loaded = { job: PgBoss.JobWithMetadata<ParseJobData>; item: typeof operationItems.$inferSelect; op: typeof operations.$inferSelect };

async function handleBatch(ctx: AppContext, pool: ParsePool, jobs: PgBoss.JobWithMetadata<ParseJobData>[]) {
  const { db, storage, queue, log } = ctx;
  const rows = await db
    .select({ item: operationItems, op: operations })
    .from(operationItems)
    .innerJoin(operations, eq(operations.id, operationItems.operationId))
    .where(inArray(operationItems.id, jobs.map((job) => job.data.item_id)));
  const byId = new Map(rows.map((row) => [row.item.id, row]));
  const loaded: Loaded[] = [];
  for (const job of jobs) {
    const row = byId.get(job.data.item_id);
    // Finished (or vanished) items are done: a retry after a crash must not count them twice.
    if (row && row.item.orgId === job.data.org_id && (row.item.status === 'queued' || row.item.status === 'running')) loaded.push({ job, ...row });
  }
  if (loaded.length === 0) return;
  // Only items still waiting: another worker may have finished one since it was read, and setting
  // it back to running would let this batch count it a second time.
  await db
    .update(operationItems)
    .set({ status: 'running', updatedAt: new Date() })
    .where(and(inArray(operationItems.id, loaded.map((l) => l.item.id)), inArray(operationItems.status, ['queued', 'running'])));

  const outputs = await Promise.all(
    loaded.map(async ({ item }): Promise<ParseOutput> => {
      try {
        const bytes = await storage.get(item.storageKey!);
        return await pool.run(bytes);
      } catch (err) {
        return { ok: false, permanent: false, error: err instanceof Error ? err.message : String(err) };
      }
    }),
  );

  // One short transaction per file: the embedded database runs one statement at a time, so a
  // batch-long transaction would keep API requests waiting behind every file of the batch.
  for (const [i, { job, item, op }] of loaded.entries()) {
    const out = outputs[i]!;
    await db.transaction(async (tx) => {
      // Another worker may have finished this item since the batch was loaded (a lease that
      // lapsed, a retry racing a slow first attempt): the row lock decides which one counts it.
      const [current] = await tx.select({ status: operationItems.status }).from(operationItems).where(eq(operationItems.id, item.id)).for('update');
      if (current?.status !== 'queued' && current?.status !== 'running') return;
      if (!out.ok && !out.permanent && job.retryCount < job.retryLimit) {
        await tx.update(operationItems).set({ status: 'queued', error: out.error, attempts: item.attempts + 1, updatedAt: new Date() }).where(eq(operationItems.id, item.id));
        await queue.boss.fail(PARSE_QUEUE, job.id, { message: out.error });
        return;
      }
      if (!out.ok) {
        await tx.update(operationItems).set({ status: 'failed', error: out.error, attempts: item.attempts + 1, updatedAt: new Date() }).where(eq(operationItems.id, item.id));
        await countItem(tx, { orgId: item.orgId, operationId: op.id, ok: false });
        return;
      }
      const outcome = await saveResumeCandidate(tx, {
        orgId: item.orgId,
        actorId: op.createdBy,
        file: { fileName: item.fileName, contentType: CONTENT_TYPES[out.kind], size: out.size, sha256: item.sha256!, storageKey: item.storageKey! },
        text: out.text,
        fields: out.fields,
        jobId: op.target === 'job' ? op.jobId : null,
        queue,
      });
      await tx
        .update(operationItems)
        .set({
          status: 'succeeded',
          result: outcome.result,
          error: outcome.result === 'no_text' ? 'No text found — the file is stored for review' : null,
          candidateId: outcome.candidateId,
          attempts: item.attempts + 1,
          updatedAt: new Date(),
        })
        .where(eq(operationItems.id, item.id));
      await countItem(tx, { orgId: item.orgId, operationId: op.id, ok: true });
    });
  }
  log.debug({ items: loaded.length }, 'parsed resumes');
}

/** Puts a failed item whose file was stored back on the queue. */
export async function retryItem(db: Db, queue: Queue, { orgId, operationId, itemId }: { orgId: string; operationId: string; itemId: string }) {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(operationItems)
      .where(and(eq(operationItems.orgId, orgId), eq(operationItems.operationId, operationId), eq(operationItems.id, itemId)));
    if (!item) throw notFound('Item');
    if (item.status !== 'failed') throw new AppError('conflict', 'Only failed items can be retried');
    if (!item.storageKey) throw new AppError('conflict', 'This file was refused at upload; upload a corrected file instead');
    await tx.update(operationItems).set({ status: 'queued', error: null, updatedAt: new Date() }).where(eq(operationItems.id, item.id));
    await tx.execute(
      // The item leaves the failed count and the operation runs again until it finishes.
      sql`UPDATE operations SET failed = failed - 1, status = 'running', finished_at = NULL, updated_at = now() WHERE org_id = ${orgId} AND id = ${operationId}`,
    );
    await queue.insertInTx(tx, [{ name: PARSE_QUEUE, data: { org_id: orgId, item_id: item.id } satisfies ParseJobData, ...PARSE_JOB_OPTIONS }]);
  });
}
