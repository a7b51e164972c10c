/**
 * The weekly send of saved reports. Each job carries the send time it was queued for: it mails only if
 * the report still exists and still expects that time (a deleted report, or a duplicate of a job already
 * done, does nothing), then records the send and queues the next week's, in one transaction.
 */
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../lib/context';
import { ensureOutboxQueue } from '../../lib/mailer';
import { findSavedReport, markSent } from './saved-reports.repo';
import { ensureSavedReportQueue, mailSavedReport, nextSendAt, queueSend, SAVED_REPORT_QUEUE, type SavedReportJob } from './saved-reports.service';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'mailer' | 'env'>;

export async function runSavedReportSend(ctx: Ctx, data: SavedReportJob, now = new Date()) {
  if (ctx.mailer.smtp) await ensureOutboxQueue(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await findSavedReport(tx, { orgId: data.org_id, id: data.saved_report_id, lock: true });
    if (!row || row.nextRunAt.toISOString() !== data.due) return;
    if (row.nextRunAt.getTime() > now.getTime()) {
      // Woken early (clock skew between machines): sleep again until the send's time.
      await queueSend(tx, ctx, { orgId: row.orgId, id: row.id, at: row.nextRunAt });
      return;
    }
    await mailSavedReport(tx, ctx, row, now);
    const next = nextSendAt(row.weekday, now);
    await markSent(tx, { orgId: row.orgId, id: row.id, at: now, next });
    await queueSend(tx, ctx, { orgId: row.orgId, id: row.id, at: next });
  });
}

export async function startSavedReportWorker(ctx: AppContext) {
  await ensureSavedReportQueue(ctx);
  await ctx.queue.boss.work<SavedReportJob>(SAVED_REPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async (jobs: PgBoss.Job<SavedReportJob>[]) => {
    for (const job of jobs) await runSavedReportSend(ctx, job.data);
  });
}
