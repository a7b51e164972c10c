/**
 * The recruiter's side of self-scheduling: send a link (a capability link of its own purpose, mailed
 * to the candidate through the ordinary candidate email path), read its state, revoke it.
 */
import { SCHEDULING_LINK_FIELD, type SchedulingLink, type SchedulingLinkCreated, type SchedulingLinkInput, type SchedulingLinkStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { issueLink, revokeLink } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { queueEmails } from '../email/email.service';
import { ensureEmailQueue } from '../email/send-email.queue';
import { assertMembers } from '../users/users.service';
import { findApplicationFor, findRequest, insertRequest, peopleOf, requestDetail, requestsOfApplication, updateRequest, type RequestDetail } from './scheduling.repo';
import { windowInstants } from './slots';

export const SCHEDULING_PURPOSE = 'interview_scheduling';

export type Sender = { orgId: string; userId: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function statusOf(d: RequestDetail, now = new Date()): SchedulingLinkStatus {
  const s = d.request.status;
  if (s === 'sent' && d.expiresAt && d.expiresAt <= now) return 'expired';
  return s;
}

async function toJson(db: Db, details: RequestDetail[]): Promise<SchedulingLink[]> {
  const names = new Map((await peopleOf(db, [...new Set(details.flatMap((d) => d.request.interviewerIds))])).map((u) => [u.id, u.name]));
  return details.map((d) => {
    const r = d.request;
    return {
      id: r.id,
      application_id: r.applicationId,
      candidate: { id: r.candidateId, name: `${d.firstName} ${d.lastName}`.trim(), email: d.email },
      job: { id: r.jobId, title: d.jobTitle },
      title: r.title,
      type: r.type,
      duration_minutes: r.durationMinutes,
      window_start: r.windowStart,
      window_end: r.windowEnd,
      timezone: r.timezone,
      interviewers: r.interviewerIds.map((id) => ({ id, name: names.get(id) ?? 'Former member' })),
      location: r.location,
      video_url: r.videoUrl,
      reschedule_notice_hours: r.rescheduleNoticeHours,
      cancel_notice_hours: r.cancelNoticeHours,
      max_reschedules: r.maxReschedules,
      reschedules: r.reschedules,
      status: statusOf(d),
      interview: r.interviewId && d.interviewStartsAt && d.interviewEndsAt ? { id: r.interviewId, starts_at: d.interviewStartsAt.toISOString(), ends_at: d.interviewEndsAt.toISOString(), status: d.interviewStatus! } : null,
      booked_at: iso(r.bookedAt),
      cancelled_at: iso(r.cancelledAt),
      revoked_at: iso(r.revokedAt),
      expires_at: r.windowEndsAt.toISOString(),
      view_count: d.viewCount,
      last_viewed_at: iso(d.lastViewedAt),
      created_by: r.createdBy && d.creatorName ? { id: r.createdBy, name: d.creatorName } : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** The link in the message where it names `{{scheduling.link}}`, else on a line of its own at the end. */
export function withLink(text: string, url: string, appendIfMissing: boolean): string {
  if (text.includes(SCHEDULING_LINK_FIELD)) return text.split(SCHEDULING_LINK_FIELD).join(url);
  return appendIfMissing ? `${text}\n\n${url}` : text;
}

export async function createSchedulingLink(
  ctx: AppContext,
  sender: Sender,
  applicationId: string,
  input: Required<Omit<SchedulingLinkInput, 'location' | 'video_url'>> & { location: string | null; video_url: string | null },
  now = new Date(),
): Promise<SchedulingLinkCreated> {
  await ensureEmailQueue(ctx);
  const { from, to } = windowInstants(input.window_start, input.window_end, input.timezone);
  if (to <= now) throw new AppError('validation_failed', 'The window is already over', [{ path: 'window_end', message: 'Choose a day that is still to come' }]);
  const interviewerIds = [...new Set(input.interviewer_ids)];
  const id = newId();
  const url = await ctx.db.transaction(async (tx) => {
    const app = await findApplicationFor(tx, { orgId: sender.orgId, id: applicationId });
    if (!app) throw notFound('Application');
    if (!app.email) throw new AppError('validation_failed', 'The candidate has no email address');
    await assertMembers(tx, { orgId: sender.orgId, userIds: interviewerIds, field: 'interviewer_ids' });
    const ttlSeconds = Math.ceil((to.getTime() - now.getTime()) / 1000);
    const { link, token } = await issueLink(tx, { orgId: sender.orgId, purpose: SCHEDULING_PURPOSE, subjectId: id, ttlSeconds, createdBy: sender.userId });
    await insertRequest(tx, {
      id,
      orgId: sender.orgId,
      applicationId: app.id,
      candidateId: app.candidateId,
      jobId: app.jobId,
      linkId: link.id,
      title: input.title,
      type: input.type,
      durationMinutes: input.duration_minutes,
      interviewerIds,
      windowStart: input.window_start,
      windowEnd: input.window_end,
      windowStartsAt: from,
      windowEndsAt: to,
      timezone: input.timezone,
      location: input.location,
      videoUrl: input.video_url,
      rescheduleNoticeHours: input.reschedule_notice_hours,
      cancelNoticeHours: input.cancel_notice_hours,
      maxReschedules: input.max_reschedules,
      createdBy: sender.userId,
    });
    const linkUrl = `${ctx.env.publicUrl}/schedule/${token}`;
    const sent = await queueEmails(tx, ctx, {
      orgId: sender.orgId,
      candidateIds: [app.candidateId],
      subject: withLink(input.subject, linkUrl, false),
      body: withLink(input.body, linkUrl, true),
      jobId: app.jobId,
      sentBy: sender.userId,
      origin: 'user',
    });
    if (sent.skipped.length) throw new AppError('validation_failed', `The email cannot be sent: ${sent.skipped[0]!.reason}`);
    await logActivity(tx, {
      orgId: sender.orgId,
      actorId: sender.userId,
      action: 'invite',
      entityType: 'application',
      entityId: app.id,
      changes: { scheduling_link: { before: null, after: `${input.title}, ${input.window_start} to ${input.window_end}` } },
    });
    return linkUrl;
  });
  return { ...(await getSchedulingLink(ctx.db, { orgId: sender.orgId, applicationId, id })), url };
}

export async function getSchedulingLink(db: Db, p: { orgId: string; applicationId: string; id: string }): Promise<SchedulingLink> {
  const d = await requestDetail(db, { orgId: p.orgId, id: p.id });
  if (!d || d.request.applicationId !== p.applicationId) throw notFound('Scheduling link');
  return (await toJson(db, [d]))[0]!;
}

export async function listSchedulingLinks(db: Db, p: { orgId: string; applicationId: string }): Promise<SchedulingLink[]> {
  if (!(await findApplicationFor(db, { orgId: p.orgId, id: p.applicationId }))) throw notFound('Application');
  return toJson(db, await requestsOfApplication(db, p));
}

/** The link stops working at once; an interview already booked through it stays as it is. */
export async function revokeSchedulingLink(ctx: AppContext, sender: Sender, p: { applicationId: string; id: string }): Promise<SchedulingLink> {
  await ctx.db.transaction(async (tx) => {
    const r = await findRequest(tx, { orgId: sender.orgId, id: p.id, lock: true });
    if (!r || r.applicationId !== p.applicationId) throw notFound('Scheduling link');
    if (r.status === 'revoked') return;
    await revokeLink(tx, sender.orgId, r.linkId);
    await updateRequest(tx, { orgId: sender.orgId, id: r.id, set: { status: 'revoked', revokedAt: new Date() } });
    await logActivity(tx, { orgId: sender.orgId, actorId: sender.userId, action: 'revoke', entityType: 'application', entityId: r.applicationId, changes: { scheduling_link: { before: r.status, after: 'revoked' } } });
  });
  return getSchedulingLink(ctx.db, { orgId: sender.orgId, ...p });
}
