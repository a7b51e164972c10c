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
import { countItems } from './operations.service';
import { createParsePool, type ParsePool, type ParseOutput } from './parse-pool';
import { saveResumeCandidates, type ResumeOutcome } from './resume-candidate';
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
  // In the order the files were dropped, so that which of two copies is "the duplicate" is the later one.
  loaded.sort((a, b) => a.item.operationId.localeCompare(b.item.operationId) || a.item.position - b.item.position);
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

  // One transaction per batch, written with a few statements whatever its size: on the embedded
  // database every statement is a round trip through the one session the API also waits on.
  await db.transaction(async (tx) => {
    const settled: ItemUpdate[] = [];
    const counts = new Map<string, { orgId: string; operationId: string; succeeded: number; failed: number }>();
    const count = (l: Loaded, ok: boolean) => {
      const entry = counts.get(l.op.id) ?? { orgId: l.item.orgId, operationId: l.op.id, succeeded: 0, failed: 0 };
      entry[ok ? 'succeeded' : 'failed']++;
      counts.set(l.op.id, entry);
    };
    // Another worker may have finished an item since the batch was loaded (a lease that lapsed, a
    // retry racing a slow first attempt): the row locks decide which one counts it.
    const open = new Set(
      (
        await tx
          .select({ id: operationItems.id })
          .from(operationItems)
          .where(and(inArray(operationItems.id, loaded.map((l) => l.item.id)), inArray(operationItems.status, ['queued', 'running'])))
          .for('update')
      ).map((row) => row.id),
    );
    const saving: { l: Loaded; out: Extract<ParseOutput, { ok: true }> }[] = [];
    for (const [i, l] of loaded.entries()) {
      const out = outputs[i]!;
      if (!open.has(l.item.id)) continue;
      if (out.ok) {
        saving.push({ l, out });
      } else if (!out.permanent && l.job.retryCount < l.job.retryLimit) {
        settled.push({ id: l.item.id, status: 'queued', result: null, error: out.error, candidateId: null });
        await queue.boss.fail(PARSE_QUEUE, l.job.id, { message: out.error });
      } else {
        settled.push({ id: l.item.id, status: 'failed', result: null, error: out.error, candidateId: null });
        count(l, false);
      }
    }
    const outcomes = await saveResumeCandidates(
      tx,
      queue,
      saving.map(({ l, out }) => ({
        orgId: l.item.orgId,
        actorId: l.op.createdBy,
        file: { fileName: l.item.fileName, contentType: CONTENT_TYPES[out.kind], size: out.size, sha256: l.item.sha256!, storageKey: l.item.storageKey! },
        text: out.text,
        fields: out.fields,
        jobId: l.op.target === 'job' ? l.op.jobId : null,
      })),
    );
    saving.forEach(({ l }, k) => {
      const outcome = outcomes[k]!;
      settled.push({
        id: l.item.id,
        status: 'succeeded',
        result: outcome.result,
        error: outcome.result === 'no_text' ? 'No text found — the file is stored for review' : null,
        candidateId: outcome.candidateId,
      });
      count(l, true);
    });
    await settleItems(tx, settled);
    for (const entry of counts.values()) await countItems(tx, entry);
  });
  log.debug({ items: loaded.length }, 'parsed resumes');
}

type ItemUpdate = { id: string; status: 'queued' | 'failed' | 'succeeded'; result: ResumeOutcome['result'] | null; error: string | null; candidateId: string | null };

/** Every item of a batch in one UPDATE: its status, result or error, candidate, and one more attempt. */
async function settleItems(tx: Db, updates: ItemUpdate[]) {
  if (updates.length === 0) return;
  const rows = sql.join(
    updates.map((u) => sql`(${u.id}::text, ${u.status}::text, ${u.result}::text, ${u.error}::text, ${u.candidateId}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE operation_items AS i
    SET status = v.status, result = v.result, error = v.error, candidate_id = v.candidate_id, attempts = i.attempts + 1, updated_at = now()
    FROM (VALUES ${rows}) AS v(id, status, result, error, candidate_id)
    WHERE i.id = v.id`);
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
