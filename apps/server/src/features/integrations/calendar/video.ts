/**
 * Video links for interviews. When a video interview is scheduled without a pasted link, the
 * organizer's own accounts decide (decision 050): Zoom when they connected it, else their calendar's
 * meeting — Google Meet on a Google Calendar, Teams on an Outlook calendar — else none. The meeting is
 * made before the interview is saved, so the link is in the first invite and in the answer; what it
 * is, and where it lives, is kept on the interview (`video_meeting`). Afterwards the calendar-write job
 * keeps it in step: a Zoom meeting is moved with the interview and deleted when it is cancelled; a
 * Meet or Teams meeting is the host's calendar event, written and removed with the other events.
 */
import type { Db } from '../../../db/client';
import type { VideoMeeting } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import type { CalendarPerson } from '../../../providers/calendar/adapter';
import { zoomMeetings } from '../../../providers/video/zoom';
import { updateInterview } from '../../interviews/interviews.repo';
import { accountById, findAccount, updateAccount, type IntegrationAccount } from '../accounts';
import { authorizedCall, calendarAdapter, connectedCalendars, failureOf } from './calendars';

export type VideoLinkRequest = {
  orgId: string;
  organizerId: string;
  interviewId: string;
  uid: string;
  title: string;
  start: Date;
  end: Date;
  timezone: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
};

/** The host's calendar event that carries a Meet or Teams meeting. */
export function hostOf(m: VideoMeeting | null | undefined): { userId: string; accountId: string; ref: string } | null {
  return m && m.provider !== 'zoom' ? { userId: m.user_id, accountId: m.account_id, ref: m.external_id } : null;
}

const zoomOf = (ctx: AppContext, account: IntegrationAccount) => zoomMeetings({ apiBase: ctx.env.integrations.zoom.apiBase, call: authorizedCall(ctx, 'zoom', account, 'Zoom refused the request') });

async function failed(ctx: AppContext, account: IntegrationAccount, err: unknown) {
  const failure = failureOf(err, 'Creating the video meeting failed');
  if (failure.refused) await updateAccount(ctx.db, account.id, { status: 'error', error: failure.message });
  ctx.log.warn({ err, account_id: account.id }, 'creating a video meeting failed');
}

/** The organizer's meeting for a new video interview, or null when they have nothing connected that makes one (or it failed: the interview is scheduled without). */
export async function createVideoLink(ctx: AppContext, p: VideoLinkRequest): Promise<{ url: string; meeting: VideoMeeting } | null> {
  const times = { starts_at: p.start.toISOString(), ends_at: p.end.toISOString(), title: p.title };
  const zoom = await findAccount(ctx.db, p.orgId, p.organizerId, 'zoom');
  if (zoom?.status === 'connected') {
    try {
      const made = await zoomOf(ctx, zoom).create({ topic: p.title, start: p.start, end: p.end, timezone: p.timezone, agenda: `Interview with ${p.attendees.map((a) => a.name).join(', ')}` });
      return { url: made.joinUrl, meeting: { provider: 'zoom', account_id: zoom.id, user_id: p.organizerId, external_id: made.id, url: made.joinUrl, ...times } };
    } catch (err) {
      await failed(ctx, zoom, err);
      return null;
    }
  }
  const calendar = (await connectedCalendars(ctx.db, p.orgId, [p.organizerId])).get(p.organizerId);
  if (!calendar || calendar.provider === 'caldav') return null;
  try {
    const written = await calendarAdapter(ctx, calendar).write(
      { interviewId: p.interviewId, uid: p.uid, sequence: 0, start: p.start, end: p.end, summary: p.title, description: '', location: null, url: null, organizer: p.organizer, attendees: p.attendees, conference: true },
      null,
    );
    if (!written.videoUrl) return null;
    const provider = calendar.provider === 'google_calendar' ? 'google_meet' : 'microsoft_teams';
    return { url: written.videoUrl, meeting: { provider, account_id: calendar.id, user_id: p.organizerId, external_id: written.ref, url: written.videoUrl, ...times } };
  } catch (err) {
    await failed(ctx, calendar, err);
    return null;
  }
}

/** Undoes a meeting made for an interview that was then not saved; a failure is only logged. */
export async function discardVideoLink(ctx: AppContext, orgId: string, meeting: VideoMeeting): Promise<void> {
  const account = await accountById(ctx.db, orgId, meeting.account_id);
  if (!account || account.status !== 'connected') return;
  try {
    if (meeting.provider === 'zoom') await zoomOf(ctx, account).remove(meeting.external_id);
    else await calendarAdapter(ctx, account).remove(meeting.external_id);
  } catch (err) {
    ctx.log.warn({ err, account_id: account.id }, 'removing an unused video meeting failed');
  }
}

type InterviewRow = { id: string; orgId: string; title: string; type: string; startsAt: Date; endsAt: Date; timezone: string; videoUrl: string | null; videoMeeting: VideoMeeting | null };

/**
 * The interview's Zoom meeting in step with it: moved or renamed with the interview, deleted when it is
 * cancelled or its link was replaced (`keep` false; the link goes from the interview too when it is the
 * meeting's). A Meet or Teams link goes when its host event was removed.
 */
export async function syncVideoMeeting(ctx: AppContext, i: InterviewRow, keep: boolean): Promise<void> {
  const m = i.videoMeeting;
  if (!m) return;
  if (!keep) {
    if (m.provider === 'zoom') {
      const account = await accountById(ctx.db, i.orgId, m.account_id);
      if (account?.status === 'connected') await zoomOf(ctx, account).remove(m.external_id);
    }
    await clearVideo(ctx.db, i);
    return;
  }
  if (m.provider !== 'zoom') return;
  const same = m.starts_at === i.startsAt.toISOString() && m.ends_at === i.endsAt.toISOString() && m.title === i.title;
  if (same) return;
  const account = await accountById(ctx.db, i.orgId, m.account_id);
  if (account?.status !== 'connected') return;
  await zoomOf(ctx, account).update(m.external_id, { topic: i.title, start: i.startsAt, end: i.endsAt, timezone: i.timezone, agenda: '' });
  await updateInterview(ctx.db, { orgId: i.orgId, id: i.id, set: { videoMeeting: { ...m, starts_at: i.startsAt.toISOString(), ends_at: i.endsAt.toISOString(), title: i.title } } });
}

async function clearVideo(db: Db, i: InterviewRow) {
  await updateInterview(db, { orgId: i.orgId, id: i.id, set: { videoMeeting: null, ...(i.videoUrl === i.videoMeeting?.url ? { videoUrl: null } : {}) } });
}
