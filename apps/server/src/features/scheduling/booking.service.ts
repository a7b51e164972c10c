/**
 * The candidate's side of self-scheduling, reached by the link's token alone: see the free slots,
 * book one, and reschedule or cancel within the rules. The interview is made, moved and cancelled by
 * the interview service itself, so invites, calendar events and video links follow as for any other.
 *
 * A booking is race-safe in the database: the request row is locked (a double-click or two tabs
 * book once), every interviewer is held by an advisory lock in a fixed order (two links sharing an
 * interviewer book one after the other), and the clash check runs inside that transaction.
 */
import { formatRangeInZone } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { findLink, logView, type Viewer } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { cancelInterview, editInterview, findClashes, getInterview, scheduleInterview, type Actor } from '../interviews/interviews.service';
import { notify } from '../notifications/notifications.service';
import { findRequest, holdInterviewers, peopleOf, requestOfLink, updateRequest, type RequestDetail, type SchedulingRequestRow } from './scheduling.repo';
import { SCHEDULING_PURPOSE } from './scheduling.service';
import { offeredSlots, type Slot } from './slots';

export const SLOT_TAKEN = 'That time has just been taken. Please pick another one.';
const HOUR = 3_600_000;

/** The request behind a token; not_found for an unknown token, gone for an expired or withdrawn link. */
export async function openRequest(db: Db, token: string, viewer?: Viewer): Promise<RequestDetail> {
  const found = await findLink(db, SCHEDULING_PURPOSE, token);
  if (!found) throw new AppError('not_found', 'Scheduling link not found');
  if (found.state === 'revoked') throw new AppError('gone', 'This scheduling link was withdrawn. Please contact the recruiter for a new one.');
  if (found.state !== 'valid') throw new AppError('gone', 'This scheduling link has expired. Please contact the recruiter for a new one.');
  const detail = await requestOfLink(db, { orgId: found.link.orgId, linkId: found.link.id });
  if (!detail) throw new AppError('not_found', 'Scheduling link not found');
  if (viewer) await logView(db, found.link.id, viewer);
  return detail;
}

export type Change = 'reschedule' | 'cancel';

/** When the booked interview starts, if it still stands (the team may have cancelled it). */
export const bookedStart = (d: RequestDetail): Date | null => (d.interviewStatus === 'scheduled' ? d.interviewStartsAt : null);

/** Whether the candidate may still move or cancel the booked interview, and if not, why. */
export function changeAllowed(r: SchedulingRequestRow, startsAt: Date | null, kind: Change, now = new Date()): { allowed: boolean; reason: string } {
  if (r.status !== 'booked' || !startsAt) return { allowed: false, reason: 'There is no booked interview to change.' };
  const notice = kind === 'reschedule' ? r.rescheduleNoticeHours : r.cancelNoticeHours;
  if (kind === 'reschedule' && r.reschedules >= r.maxReschedules) {
    return { allowed: false, reason: r.maxReschedules === 0 ? 'This interview cannot be rescheduled online.' : 'This interview has been rescheduled as often as allowed online.' };
  }
  if (startsAt.getTime() - notice * HOUR < now.getTime()) {
    return { allowed: false, reason: `It is too late to ${kind} online: that is possible up to ${notice} hours before the interview.` };
  }
  return { allowed: true, reason: '' };
}

const slotQuery = (r: SchedulingRequestRow, excludeId?: string) => ({
  orgId: r.orgId,
  interviewerIds: r.interviewerIds,
  from: r.windowStartsAt,
  to: r.windowEndsAt,
  minutes: r.durationMinutes,
  timeZone: r.timezone,
  excludeId,
});

/** The free slots the page offers now (for a reschedule, the current interview's own time is free). */
export function slotsFor(ctx: AppContext, d: RequestDetail, now = new Date()): Promise<Slot[]> {
  return offeredSlots(ctx, slotQuery(d.request, d.request.status === 'booked' ? (d.request.interviewId ?? undefined) : undefined), now);
}

/** The organizer the interview is made in the name of: who sent the link, else the first interviewer. */
async function organizerOf(db: Db, d: RequestDetail): Promise<Actor> {
  const r = d.request;
  if (r.createdBy && d.creatorName && d.creatorEmail) return { orgId: r.orgId, actorId: r.createdBy, actorName: d.creatorName, actorEmail: d.creatorEmail };
  const [first] = await peopleOf(db, r.interviewerIds.slice(0, 1));
  if (!first) throw new AppError('conflict', 'This interview can no longer be booked online. Please contact the recruiter.');
  return { orgId: r.orgId, actorId: first.id, actorName: first.name, actorEmail: first.email };
}

function parseSlot(value: unknown, minutes: number): Slot {
  const start = new Date(typeof value === 'string' ? value : '');
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(start.getTime())) throw new AppError('validation_failed', 'Please pick a time.');
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

async function recruiterNotice(tx: Db, d: RequestDetail, title: string, at: Slot) {
  const r = d.request;
  if (!r.createdBy) return;
  const who = `${d.firstName} ${d.lastName}`.trim();
  await notify(tx, {
    orgId: r.orgId,
    userIds: [r.createdBy],
    kind: 'interview_self_scheduled',
    title: `${who} ${title}`,
    body: `${r.title} — ${d.jobTitle}: ${formatRangeInZone(at.start, at.end, r.timezone)}`,
    link: '/interviews',
  });
}

/** Throws the slot-taken conflict unless the slot is one the page offers right now. */
async function assertOffered(ctx: AppContext, d: RequestDetail, slot: Slot, now: Date) {
  const offered = await slotsFor(ctx, d, now);
  if (!offered.some((s) => s.start.getTime() === slot.start.getTime())) throw new AppError('conflict', SLOT_TAKEN);
}

/** Books the slot: the interview is created at once. The same slot posted twice books once. */
export async function book(ctx: AppContext, token: string, slotValue: unknown, now = new Date()): Promise<{ interviewId: string }> {
  const d = await openRequest(ctx.db, token);
  const slot = parseSlot(slotValue, d.request.durationMinutes);
  if (d.request.status === 'booked' && d.interviewStartsAt?.getTime() === slot.start.getTime()) return { interviewId: d.request.interviewId! };
  if (d.request.status !== 'sent') throw new AppError('conflict', d.request.status === 'booked' ? 'This interview is already booked.' : 'This interview was cancelled.');
  await assertOffered(ctx, d, slot, now);
  const organizer = await organizerOf(ctx.db, d);
  return ctx.db.transaction(async (tx) => {
    const r = await findRequest(tx, { orgId: d.request.orgId, id: d.request.id, lock: true });
    if (!r || r.status === 'revoked') throw new AppError('gone', 'This scheduling link was withdrawn. Please contact the recruiter for a new one.');
    // The same time posted twice at once (a double-click): the second finds the first's booking.
    if (r.status === 'booked' && r.interviewId && (await getInterview(tx, { orgId: r.orgId, id: r.interviewId })).starts_at === slot.start.toISOString()) {
      return { interviewId: r.interviewId };
    }
    if (r.status !== 'sent') throw new AppError('conflict', r.status === 'booked' ? 'This interview is already booked.' : 'This interview was cancelled.');
    await holdInterviewers(tx, r.interviewerIds);
    if ((await findClashes(tx, { orgId: r.orgId, start: slot.start, end: slot.end, userIds: r.interviewerIds })).length) throw new AppError('conflict', SLOT_TAKEN);
    const saved = await scheduleInterview({ ...ctx, db: tx }, organizer, {
      application_id: r.applicationId,
      title: r.title,
      type: r.type,
      starts_at: slot.start.toISOString(),
      ends_at: slot.end.toISOString(),
      timezone: r.timezone,
      interviewer_ids: r.interviewerIds,
      location: r.location,
      video_url: r.videoUrl,
      notes: null,
    });
    await updateRequest(tx, { orgId: r.orgId, id: r.id, set: { status: 'booked', interviewId: saved.id, bookedAt: new Date() } });
    await logActivity(tx, { orgId: r.orgId, actorId: null, action: 'schedule', entityType: 'application', entityId: r.applicationId, changes: { self_scheduled: { before: null, after: slot.start.toISOString() } } });
    await recruiterNotice(tx, d, 'booked an interview', slot);
    return { interviewId: saved.id };
  });
}

/** Moves the booked interview to another offered slot, within the rules. */
export async function reschedule(ctx: AppContext, token: string, slotValue: unknown, now = new Date()): Promise<void> {
  const d = await openRequest(ctx.db, token);
  const slot = parseSlot(slotValue, d.request.durationMinutes);
  if (d.interviewStartsAt?.getTime() === slot.start.getTime()) return;
  const rule = changeAllowed(d.request, bookedStart(d), 'reschedule', now);
  if (!rule.allowed) throw new AppError('conflict', rule.reason);
  await assertOffered(ctx, d, slot, now);
  const organizer = await organizerOf(ctx.db, d);
  await ctx.db.transaction(async (tx) => {
    const r = await findRequest(tx, { orgId: d.request.orgId, id: d.request.id, lock: true });
    const again = r ? changeAllowed(r, bookedStart(d), 'reschedule', now) : { allowed: false, reason: 'There is no booked interview to change.' };
    if (!r || !again.allowed || r.interviewId !== d.request.interviewId) throw new AppError('conflict', again.reason || 'This interview was changed meanwhile. Please reload the page.');
    await holdInterviewers(tx, r.interviewerIds);
    const clashes = await findClashes(tx, { orgId: r.orgId, start: slot.start, end: slot.end, userIds: r.interviewerIds, excludeId: r.interviewId! });
    if (clashes.length) throw new AppError('conflict', SLOT_TAKEN);
    await editInterview({ ...ctx, db: tx }, organizer, r.interviewId!, { starts_at: slot.start.toISOString(), ends_at: slot.end.toISOString() });
    await updateRequest(tx, { orgId: r.orgId, id: r.id, set: { reschedules: r.reschedules + 1 } });
    await logActivity(tx, { orgId: r.orgId, actorId: null, action: 'reschedule', entityType: 'application', entityId: r.applicationId, changes: { self_scheduled: { before: d.interviewStartsAt!.toISOString(), after: slot.start.toISOString() } } });
    await recruiterNotice(tx, d, 'rescheduled their interview', slot);
  });
}

/** Cancels the booked interview, within the rules; the link then only says so. */
export async function cancel(ctx: AppContext, token: string, now = new Date()): Promise<void> {
  const d = await openRequest(ctx.db, token);
  if (d.request.status === 'cancelled') return;
  const rule = changeAllowed(d.request, bookedStart(d), 'cancel', now);
  if (!rule.allowed) throw new AppError('conflict', rule.reason);
  const organizer = await organizerOf(ctx.db, d);
  await ctx.db.transaction(async (tx) => {
    const r = await findRequest(tx, { orgId: d.request.orgId, id: d.request.id, lock: true });
    if (!r || r.status === 'cancelled') return;
    const again = changeAllowed(r, bookedStart(d), 'cancel', now);
    if (!again.allowed) throw new AppError('conflict', again.reason);
    await cancelInterview({ ...ctx, db: tx }, organizer, r.interviewId!);
    await updateRequest(tx, { orgId: r.orgId, id: r.id, set: { status: 'cancelled', cancelledAt: new Date() } });
    await logActivity(tx, { orgId: r.orgId, actorId: null, action: 'cancel', entityType: 'application', entityId: r.applicationId, changes: { self_scheduled: { before: d.interviewStartsAt!.toISOString(), after: 'cancelled' } } });
    await recruiterNotice(tx, d, 'cancelled their interview', { start: d.interviewStartsAt!, end: d.interviewEndsAt! });
  });
}
