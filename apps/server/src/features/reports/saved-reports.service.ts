/**
 * Saved reports: a member saves a report with its filters and it is mailed every week to the chosen
 * members. The figures are the saver's view (a recruiter's own work), over the days before the send.
 * Each save queues its next send on the job queue; each send queues the one after (see saved-reports.job.ts).
 */
import { can, GROUPS_OF, REPORT_NAMES, type ReportName, type Role, type SavedReport, type SavedReportFilters, type savedReportInputSchema, type savedReportPatchSchema } from '@hirebase/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { ensureOutboxQueue, queueMailInTx } from '../../lib/mailer';
import { savedReportMail } from './saved-report-mail';
import { activeMembers, deleteSavedReport, findSavedReport, insertSavedReport, listSavedReports, updateSavedReport, type SavedReportRow } from './saved-reports.repo';
import { runReport } from './reports.service';

type Viewer = { orgId: string; userId: string; role: Role };
type Ctx = Pick<AppContext, 'db' | 'queue' | 'mailer' | 'env'>;

export const SAVED_REPORT_QUEUE = 'saved-report-weekly';
export type SavedReportJob = { org_id: string; saved_report_id: string; due: string };
export const SAVED_REPORT_JOB_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true } as const;
/** Saved reports go out at this hour (UTC) of their weekday. */
export const SEND_HOUR_UTC = 7;
const DAY = 86_400_000;

export async function ensureSavedReportQueue(ctx: Pick<AppContext, 'queue'>) {
  await ctx.queue.createQueue(SAVED_REPORT_QUEUE, { name: SAVED_REPORT_QUEUE, ...SAVED_REPORT_JOB_OPTIONS, expireInSeconds: 300 });
}

/** The first send time on `weekday` at SEND_HOUR_UTC strictly after `after`. */
export function nextSendAt(weekday: number, after: Date): Date {
  const day = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), SEND_HOUR_UTC));
  let add = (weekday - day.getUTCDay() + 7) % 7;
  if (add === 0 && day <= after) add = 7;
  return new Date(day.getTime() + add * DAY);
}

/** Queues the send due at `at`, inside the caller's transaction (the queue must exist). */
export async function queueSend(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; id: string; at: Date }) {
  await ctx.queue.insertInTx(tx, [
    { name: SAVED_REPORT_QUEUE, data: { org_id: p.orgId, saved_report_id: p.id, due: p.at.toISOString() } satisfies SavedReportJob, startAfter: p.at, ...SAVED_REPORT_JOB_OPTIONS },
  ]);
}

const mayManage = (viewer: Viewer, row: SavedReportRow) => can(viewer.role, 'reports:team') || row.createdBy === viewer.userId;

async function shape(db: Db, rows: SavedReportRow[]): Promise<SavedReport[]> {
  const ids = [...new Set(rows.flatMap((r) => [...r.recipientIds, ...(r.createdBy ? [r.createdBy] : [])]))];
  const people = new Map((await activeMembers(db, { orgId: rows[0]?.orgId ?? '', userIds: ids })).map((m) => [m.id, m]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    report: r.report,
    filters: r.filters,
    recipients: r.recipientIds.flatMap((id) => {
      const m = people.get(id);
      return m ? [{ id: m.id, name: m.name, email: m.email }] : [];
    }),
    weekday: r.weekday,
    next_run_at: r.nextRunAt.toISOString(),
    last_sent_at: r.lastSentAt?.toISOString() ?? null,
    created_by: r.createdBy && people.has(r.createdBy) ? { id: r.createdBy, name: people.get(r.createdBy)!.name } : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The recipients without repeats; each must be an active member (422 on `recipient_ids`). */
async function checkedRecipients(db: Db, viewer: Viewer, ids: string[]) {
  const recipientIds = [...new Set(ids)];
  const members = await activeMembers(db, { orgId: viewer.orgId, userIds: recipientIds });
  const unknown = recipientIds.filter((id) => !members.some((m) => m.id === id));
  if (unknown.length) {
    throw new AppError('validation_failed', 'Recipients must be active members', [{ path: 'recipient_ids', message: `Not an active member: ${unknown.join(', ')}` }]);
  }
  return recipientIds;
}

/** A member without `reports:team` saves only their own work. */
function ownFilters(viewer: Viewer, input: SavedReportFilters): SavedReportFilters {
  const filters: SavedReportFilters = { ...input };
  if (!can(viewer.role, 'reports:team')) filters.recruiter_id = viewer.userId;
  return filters;
}

/** Saves the report and queues its first send. A recruiter's report is held to their own work. */
export async function saveReport(ctx: Ctx, viewer: Viewer, input: z.output<typeof savedReportInputSchema>): Promise<SavedReport> {
  const recipientIds = await checkedRecipients(ctx.db, viewer, input.recipient_ids);
  const filters = ownFilters(viewer, input.filters);
  const next = nextSendAt(input.weekday, new Date());
  await ensureSavedReportQueue(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await insertSavedReport(tx, { id: newId(), orgId: viewer.orgId, name: input.name, report: input.report, filters, recipientIds, weekday: input.weekday, nextRunAt: next, createdBy: viewer.userId });
    await queueSend(tx, ctx, { orgId: viewer.orgId, id: saved.id, at: next });
    return saved;
  });
  return (await shape(ctx.db, [row]))[0]!;
}

/** A manager's or admin's list holds the organization's saved reports; anyone else's, their own. */
export async function savedReportList(db: Db, viewer: Viewer): Promise<SavedReport[]> {
  return shape(db, await listSavedReports(db, { orgId: viewer.orgId, createdBy: can(viewer.role, 'reports:team') ? undefined : viewer.userId }));
}

async function manageable(db: Db, viewer: Viewer, id: string) {
  const row = await findSavedReport(db, { orgId: viewer.orgId, id });
  if (!row || !mayManage(viewer, row)) throw notFound('Saved report');
  return row;
}

/**
 * Changes a saved report. A new weekday moves the next send and queues it, as saving does; the job
 * already queued for the old time finds the row no longer expects it and sends nothing.
 */
export async function editSavedReport(ctx: Ctx, viewer: Viewer, id: string, patch: z.output<typeof savedReportPatchSchema>): Promise<SavedReport> {
  const row = await manageable(ctx.db, viewer, id);
  const set: Parameters<typeof updateSavedReport>[1]['set'] = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.recipient_ids) set.recipientIds = await checkedRecipients(ctx.db, viewer, patch.recipient_ids);
  if (patch.filters) {
    if (patch.filters.group_by && !(GROUPS_OF[row.report] ?? []).includes(patch.filters.group_by)) {
      throw new AppError('validation_failed', 'This report cannot be grouped that way', [{ path: 'filters.group_by', message: 'This report cannot be grouped that way' }]);
    }
    set.filters = ownFilters(viewer, patch.filters);
  }
  const moved = patch.weekday !== undefined && patch.weekday !== row.weekday;
  if (moved) {
    set.weekday = patch.weekday;
    set.nextRunAt = nextSendAt(patch.weekday!, new Date());
    await ensureSavedReportQueue(ctx);
  }
  if (!Object.keys(set).length) return (await shape(ctx.db, [row]))[0]!;
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateSavedReport(tx, { orgId: viewer.orgId, id, set });
    if (moved) await queueSend(tx, ctx, { orgId: viewer.orgId, id, at: updated.nextRunAt });
    return updated;
  });
  return (await shape(ctx.db, [saved]))[0]!;
}

/** Deleting stops the mails: a queued send finds no report and does nothing. */
export async function removeSavedReport(db: Db, viewer: Viewer, id: string) {
  await manageable(db, viewer, id);
  await deleteSavedReport(db, { orgId: viewer.orgId, id });
}

/** Mails the report now to its recipients, apart from the weekly schedule. Answers how many mails were queued. */
export async function sendSavedReportNow(ctx: Ctx, viewer: Viewer, id: string) {
  const row = await manageable(ctx.db, viewer, id);
  if (ctx.mailer.smtp) await ensureOutboxQueue(ctx);
  return ctx.db.transaction((tx) => mailSavedReport(tx, ctx, row, new Date()));
}

/** The report's link on the report page, with the same filters and period. */
function reportUrl(publicUrl: string, report: ReportName, query: Record<string, string | undefined>) {
  const q = new URLSearchParams({ report });
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, v);
  return `${publicUrl}/reports?${q}`;
}

/**
 * Queues the report's mail to each recipient still an active member, with the figures its saver would
 * see for the `days` whole UTC days before `at`. A saver no longer a member sends nothing. Answers how many.
 */
export async function mailSavedReport(tx: Db, ctx: Pick<AppContext, 'queue' | 'mailer' | 'env'>, row: SavedReportRow, at: Date): Promise<number> {
  if (!row.createdBy || !REPORT_NAMES.includes(row.report)) return 0;
  const [owner] = await activeMembers(tx, { orgId: row.orgId, userIds: [row.createdBy] });
  if (!owner) return 0;
  const recipients = await activeMembers(tx, { orgId: row.orgId, userIds: row.recipientIds });
  if (!recipients.length) return 0;
  const { days, ...filters } = row.filters;
  const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - DAY);
  const period = { from: new Date(to.getTime() - (days - 1) * DAY).toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
  const data = await runReport(tx, { orgId: row.orgId, userId: owner.id, role: owner.role }, row.report, { ...filters, ...period });
  const url = reportUrl(ctx.env.publicUrl, row.report, { ...filters, ...period, recruiter_id: can(owner.role, 'reports:team') ? filters.recruiter_id : undefined });
  const mail = savedReportMail({ name: row.name, report: row.report, data, url });
  for (const r of recipients) await queueMailInTx(tx, ctx, { to: r.email, subject: mail.subject, text: mail.text, html: mail.html, kind: 'saved_report', orgId: row.orgId });
  return recipients.length;
}
