/** The schedule form's values ↔ the API's instants: a date and times on the wall clock of a chosen zone. */
import { utcToWallTime, wallTimeToUtc, type Interview, type InterviewType } from '@hirebase/shared';

export type ScheduleValues = {
  application_id: string;
  title: string;
  type: InterviewType;
  date: string;
  start: string;
  end: string;
  timezone: string;
  interviewer_ids: string[];
  location: string;
  video_url: string;
  notes: string;
};

export function defaultValues(p: { applicationId: string; timezone: string; userId: string | undefined; now?: Date }): ScheduleValues {
  const tomorrow = new Date((p.now ?? new Date()).getTime() + 24 * 60 * 60 * 1000);
  return {
    application_id: p.applicationId,
    title: 'Interview',
    type: 'video',
    date: utcToWallTime(tomorrow, p.timezone).slice(0, 10),
    start: '10:00',
    end: '11:00',
    timezone: p.timezone,
    interviewer_ids: p.userId ? [p.userId] : [],
    location: '',
    video_url: '',
    notes: '',
  };
}

export function valuesOf(i: Interview): ScheduleValues {
  const start = utcToWallTime(i.starts_at, i.timezone);
  const end = utcToWallTime(i.ends_at, i.timezone);
  return {
    application_id: i.application_id,
    title: i.title,
    type: i.type,
    date: start.slice(0, 10),
    start: start.slice(11),
    end: end.slice(11),
    timezone: i.timezone,
    interviewer_ids: i.interviewers.map((u) => u.id),
    location: i.location ?? '',
    video_url: i.video_url ?? '',
    notes: i.notes ?? '',
  };
}

/** The instants the form names, or null while the date or times are incomplete. */
export function instantsOf(v: Pick<ScheduleValues, 'date' | 'start' | 'end' | 'timezone'>): { starts_at: string; ends_at: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || !/^\d{2}:\d{2}$/.test(v.start) || !/^\d{2}:\d{2}$/.test(v.end)) return null;
  try {
    const startsAt = wallTimeToUtc(`${v.date}T${v.start}`, v.timezone);
    const endsAt = wallTimeToUtc(`${v.date}T${v.end}`, v.timezone);
    return { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() };
  } catch {
    return null;
  }
}

export function toInput(v: ScheduleValues) {
  const times = instantsOf(v);
  return {
    title: v.title.trim(),
    type: v.type,
    starts_at: times?.starts_at ?? '',
    ends_at: times?.ends_at ?? '',
    timezone: v.timezone,
    interviewer_ids: v.interviewer_ids,
    location: v.location.trim() || null,
    video_url: v.video_url.trim() || null,
    notes: v.notes.trim() || null,
  };
}
