/** Scheduling interviews: create, edit or reschedule, cancel; clashes warn; invites and notifications follow. */
import type { Clash, Interview, InterviewSaved, InterviewType } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { VideoMeeting } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { publishEvent } from '../../lib/events';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { changesBetween } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { assertMembers } from '../users/users.service';
import { queueCalendarWrite } from '../integrations/calendar/events.job';
import { createVideoLink, discardVideoLink } from '../integrations/calendar/video';
import { queueFeedbackDue } from './interviews.jobs';
import {
  contactsOf,
  findApplication,
  findInterview,
  insertInterview,
  interviewerIdsOf,
  listInterviewsJson,
  countInterviews,
  interviewJsonOf,
  overlapping,
  setInterviewers,
  updateInterview,
  type InterviewFilters,
  type ListedInterview,
} from './interviews.repo';
import { queueInvites, type InviteSubject } from './invites';

export type Actor = { orgId: string; actorId: string; actorName: string; actorEmail: string };
export type InterviewFields = {
  title: string;
  type: InterviewType;
  starts_at: string;
  ends_at: string;
  timezone: string;
  interviewer_ids: string[];
  location: string | null;
  video_url: string | null;
  notes: string | null;
};

const nameOf = (r: ListedInterview) => `${r.candidateFirst} ${r.candidateLast}`.trim();
const iso = (d: Date) => d.toISOString();

export async function interviewsPage(db: Db, p: { orgId: string; userId: string; filters: InterviewFilters; desc: boolean; limit: number; offset: number }) {
  const now = new Date();
  const page = await listInterviewsJson(db, { ...p, now });
  return { json: page.json, total: page.total ?? (await countInterviews(db, { ...p, now })) };
}

export async function getInterview(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Interview> {
  const json = await interviewJsonOf(db, { orgId, id });
  if (json === null) throw notFound('Interview');
  return JSON.parse(json) as Interview;
}

export async function findClashes(db: Db, p: { orgId: string; start: Date; end: Date; userIds: string[]; excludeId?: string }): Promise<Clash[]> {
  const rows = await overlapping(db, p);
  return rows.map((r) => ({ interview_id: r.id, title: r.title, starts_at: iso(r.startsAt), ends_at: iso(r.endsAt), interviewer: { id: r.userId, name: r.name } }));
}

function subjectOf(row: ListedInterview): InviteSubject {
  const i = row.interview;
  return { ...i, candidateName: nameOf(row), candidateEmail: row.candidateEmail, jobTitle: row.jobTitle };
}

async function savedAnswer(db: Db, orgId: string, id: string): Promise<InterviewSaved> {
  const interview = await getInterview(db, { orgId, id });
  const clashes = await findClashes(db, { orgId, start: new Date(interview.starts_at), end: new Date(interview.ends_at), userIds: interview.interviewers.map((u) => u.id), excludeId: id });
  return { ...interview, clashes };
}

/**
 * Schedules the interview. A video interview without a pasted link gets the organizer's meeting
 * (Zoom, Meet or Teams; integrations/calendar/video.ts) before it is saved, so every path that
 * schedules through here (the dialog, the API, a candidate's self-scheduling) sends the link in the
 * first invite; a meeting made for an interview that then fails to save is removed again.
 */
export async function scheduleInterview(ctx: AppContext, actor: Actor, input: InterviewFields & { application_id: string }): Promise<InterviewSaved> {
  const id = newId();
  const interviewerIds = [...new Set(input.interviewer_ids)];
  const video =
    input.type === 'video' && !input.video_url
      ? await createVideoLink(ctx, {
          orgId: actor.orgId,
          organizerId: actor.actorId,
          interviewId: id,
          uid: `${id}@hirebase`,
          title: input.title,
          start: new Date(input.starts_at),
          end: new Date(input.ends_at),
          timezone: input.timezone,
          organizer: { name: actor.actorName, email: actor.actorEmail },
          attendees: await contactsOf(ctx.db, interviewerIds),
        })
      : null;
  try {
    await saveScheduled(ctx, actor, { ...input, video_url: video?.url ?? input.video_url }, { id, interviewerIds, videoMeeting: video?.meeting ?? null });
  } catch (err) {
    if (video) await discardVideoLink(ctx, actor.orgId, video.meeting);
    throw err;
  }
  return savedAnswer(ctx.db, actor.orgId, id);
}

async function saveScheduled(ctx: AppContext, actor: Actor, input: InterviewFields & { application_id: string }, p: { id: string; interviewerIds: string[]; videoMeeting: VideoMeeting | null }) {
  const { id, interviewerIds } = p;
  await ctx.db.transaction(async (tx) => {
    const app = await findApplication(tx, { orgId: actor.orgId, id: input.application_id });
    if (!app) throw notFound('Application');
    await assertMembers(tx, { orgId: actor.orgId, userIds: interviewerIds, field: 'interviewer_ids' });
    const startsAt = new Date(input.starts_at);
    const endsAt = new Date(input.ends_at);
    await insertInterview(tx, {
      id,
      orgId: actor.orgId,
      applicationId: app.id,
      candidateId: app.candidateId,
      jobId: app.jobId,
      title: input.title,
      type: input.type,
      startsAt,
      endsAt,
      timezone: input.timezone,
      location: input.location,
      videoUrl: input.video_url,
      videoMeeting: p.videoMeeting,
      notes: input.notes,
      icsUid: `${id}@hirebase`,
      sequence: 0,
      createdBy: actor.actorId,
    });
    await setInterviewers(tx, { orgId: actor.orgId, interviewId: id, userIds: interviewerIds });
    const row = (await findInterview(tx, { orgId: actor.orgId, id }))!;
    const people = await contactsOf(tx, interviewerIds);
    const recipients = { organizer: { name: actor.actorName, email: actor.actorEmail }, interviewers: people };
    await queueInvites(tx, ctx, { orgId: actor.orgId, interview: subjectOf(row), recipients, method: 'REQUEST', to: { candidate: true, interviewers: people } });
    await queueFeedbackDue(tx, ctx, { orgId: actor.orgId, interviewId: id, endsAt });
    await queueCalendarWrite(tx, ctx, { orgId: actor.orgId, interviewId: id });
    await notifyAssigned(tx, actor, row, interviewerIds);
    await publishEvent(ctx, tx, {
      orgId: actor.orgId,
      type: 'interview.scheduled',
      actorId: actor.actorId,
      payload: { interview_id: id, application_id: app.id, candidate_id: app.candidateId, job_id: app.jobId, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString(), interviewer_ids: interviewerIds },
    });
    const { interviewer_ids: _ids, application_id: _app, ...fields } = input;
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'schedule',
      entityType: 'interview',
      entityId: id,
      changes: { ...changesBetween({}, { ...fields, notes: undefined }), interviewer_ids: { before: null, after: interviewerIds } },
    });
  });
}

async function notifyAssigned(tx: Db, actor: Actor, row: ListedInterview, userIds: string[]) {
  await notify(tx, {
    orgId: actor.orgId,
    userIds: userIds.filter((u) => u !== actor.actorId),
    kind: 'interview_assigned',
    title: `You are interviewing ${nameOf(row)}`,
    body: `${row.interview.title} — ${row.jobTitle}`,
    link: '/interviews',
    dedupeKey: `interview_assigned:${row.interview.id}`,
  });
}

/** Fields whose change makes the invite out of date: it is sent again with a higher SEQUENCE. */
const INVITE_FIELDS = ['title', 'type', 'starts_at', 'ends_at', 'timezone', 'location', 'video_url', 'interviewer_ids'] as const;

/**
 * Edits or reschedules the interview. An edit that makes it a video interview without a link (the
 * type or the link changed in this patch) gets the editor's meeting, as scheduling does; moves alone
 * (a calendar's sync among them) never make one.
 */
export async function editInterview(ctx: AppContext, actor: Actor, id: string, patch: Partial<InterviewFields>): Promise<InterviewSaved> {
  const video = 'type' in patch || 'video_url' in patch ? await videoForEdit(ctx, actor, id, patch) : null;
  try {
    await saveEdit(ctx, actor, id, video ? { ...patch, video_url: video.url } : patch, video?.meeting ?? null);
  } catch (err) {
    if (video) await discardVideoLink(ctx, actor.orgId, video.meeting);
    throw err;
  }
  return savedAnswer(ctx.db, actor.orgId, id);
}

async function videoForEdit(ctx: AppContext, actor: Actor, id: string, patch: Partial<InterviewFields>) {
  const found = await findInterview(ctx.db, { orgId: actor.orgId, id });
  if (!found || found.interview.status === 'canceled' || found.interview.videoMeeting) return null;
  const i = found.interview;
  const type = patch.type ?? i.type;
  const url = patch.video_url !== undefined ? patch.video_url : i.videoUrl;
  if (type !== 'video' || url) return null;
  const ids = patch.interviewer_ids ?? (await interviewerIdsOf(ctx.db, { orgId: actor.orgId, interviewIds: [id] })).get(id) ?? [];
  return createVideoLink(ctx, {
    orgId: actor.orgId,
    organizerId: actor.actorId,
    interviewId: id,
    uid: i.icsUid,
    title: patch.title ?? i.title,
    start: new Date(patch.starts_at ?? i.startsAt),
    end: new Date(patch.ends_at ?? i.endsAt),
    timezone: patch.timezone ?? i.timezone,
    organizer: { name: actor.actorName, email: actor.actorEmail },
    attendees: await contactsOf(ctx.db, ids),
  });
}

async function saveEdit(ctx: AppContext, actor: Actor, id: string, patch: Partial<InterviewFields>, videoMeeting: VideoMeeting | null) {
  await ctx.db.transaction(async (tx) => {
    const found = await findInterview(tx, { orgId: actor.orgId, id, lock: true });
    if (!found) throw notFound('Interview');
    const i = found.interview;
    if (i.status === 'canceled') throw new AppError('conflict', 'This interview was canceled');
    const beforeIds = (await interviewerIdsOf(tx, { orgId: actor.orgId, interviewIds: [id] })).get(id) ?? [];
    const before: InterviewFields = { title: i.title, type: i.type, starts_at: iso(i.startsAt), ends_at: iso(i.endsAt), timezone: i.timezone, interviewer_ids: beforeIds, location: i.location, video_url: i.videoUrl, notes: i.notes };
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const after: InterviewFields = { ...before, ...defined };
    after.starts_at = iso(new Date(after.starts_at));
    after.ends_at = iso(new Date(after.ends_at));
    after.interviewer_ids = [...new Set(after.interviewer_ids)];
    if (new Date(after.ends_at) <= new Date(after.starts_at)) {
      throw new AppError('validation_failed', 'The end must be after the start', [{ path: 'ends_at', message: 'The end must be after the start' }]);
    }
    const changes = changesBetween({ ...before, interviewer_ids: [...beforeIds].sort() }, { ...after, interviewer_ids: [...after.interviewer_ids].sort() });
    if (Object.keys(changes).length === 0) return;
    const added = after.interviewer_ids.filter((u) => !beforeIds.includes(u));
    const removed = beforeIds.filter((u) => !after.interviewer_ids.includes(u));
    await assertMembers(tx, { orgId: actor.orgId, userIds: added, field: 'interviewer_ids' });
    const reinvite = INVITE_FIELDS.some((f) => f in changes);
    const moved = 'starts_at' in changes || 'ends_at' in changes;
    const endsAt = new Date(after.ends_at);
    await updateInterview(tx, {
      orgId: actor.orgId,
      id,
      set: {
        title: after.title,
        type: after.type,
        startsAt: new Date(after.starts_at),
        endsAt,
        timezone: after.timezone,
        location: after.location,
        videoUrl: after.video_url,
        notes: after.notes,
        ...(videoMeeting ? { videoMeeting } : {}),
        sequence: reinvite ? i.sequence + 1 : i.sequence,
        // Moved into the future, a finished interview is on the schedule again.
        status: moved && endsAt > new Date() ? 'scheduled' : i.status,
      },
    });
    if (added.length || removed.length) await setInterviewers(tx, { orgId: actor.orgId, interviewId: id, userIds: after.interviewer_ids });
    const row = (await findInterview(tx, { orgId: actor.orgId, id }))!;
    if (reinvite) {
      const [people, gone] = await Promise.all([contactsOf(tx, after.interviewer_ids), contactsOf(tx, removed)]);
      const recipients = { organizer: { name: actor.actorName, email: actor.actorEmail }, interviewers: people };
      await queueInvites(tx, ctx, { orgId: actor.orgId, interview: subjectOf(row), recipients, method: 'REQUEST', to: { candidate: true, interviewers: people } });
      if (gone.length) await queueInvites(tx, ctx, { orgId: actor.orgId, interview: subjectOf(row), recipients, method: 'CANCEL', to: { candidate: false, interviewers: gone } });
    }
    if (moved) await queueFeedbackDue(tx, ctx, { orgId: actor.orgId, interviewId: id, endsAt });
    if (reinvite) await queueCalendarWrite(tx, ctx, { orgId: actor.orgId, interviewId: id });
    if (added.length) await notifyAssigned(tx, actor, row, added);
    if (changes.notes) changes.notes = { before: null, after: 'changed' };
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: moved ? 'reschedule' : 'update', entityType: 'interview', entityId: id, changes });
  });
}

export async function cancelInterview(ctx: AppContext, actor: Actor, id: string): Promise<Interview> {
  await ctx.db.transaction(async (tx) => {
    const found = await findInterview(tx, { orgId: actor.orgId, id, lock: true });
    if (!found) throw notFound('Interview');
    const i = found.interview;
    if (i.status === 'canceled') return;
    await updateInterview(tx, { orgId: actor.orgId, id, set: { status: 'canceled', sequence: i.sequence + 1 } });
    const row = (await findInterview(tx, { orgId: actor.orgId, id }))!;
    const ids = (await interviewerIdsOf(tx, { orgId: actor.orgId, interviewIds: [id] })).get(id) ?? [];
    const people = await contactsOf(tx, ids);
    const recipients = { organizer: { name: actor.actorName, email: actor.actorEmail }, interviewers: people };
    await queueInvites(tx, ctx, { orgId: actor.orgId, interview: subjectOf(row), recipients, method: 'CANCEL', to: { candidate: true, interviewers: people } });
    await queueCalendarWrite(tx, ctx, { orgId: actor.orgId, interviewId: id });
    await publishEvent(ctx, tx, {
      orgId: actor.orgId,
      type: 'interview.cancelled',
      actorId: actor.actorId,
      payload: { interview_id: id, application_id: i.applicationId, candidate_id: i.candidateId, job_id: i.jobId, starts_at: i.startsAt.toISOString() },
    });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'cancel', entityType: 'interview', entityId: id, changes: { status: { before: i.status, after: 'canceled' } } });
  });
  return getInterview(ctx.db, { orgId: actor.orgId, id });
}
