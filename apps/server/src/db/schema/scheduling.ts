/** Interviews, their interviewers and scorecards, per-job scorecard criteria, private calendar feeds. */
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { applications, candidates, jobs } from './recruiting';
import { ts } from './columns';
import { orgRef, userRef } from './refs';


export type InterviewType = 'phone' | 'video' | 'onsite';
export type InterviewStatus = 'scheduled' | 'canceled' | 'completed';
export type Recommendation = 'strong_no' | 'no' | 'yes' | 'strong_yes';
export type VideoProvider = 'zoom' | 'google_meet' | 'microsoft_teams';
/**
 * The meeting Hirebase created for the interview's video link: whose account holds it and its id there
 * (a Zoom meeting id; for Meet and Teams the id of the host's calendar event that carries the conference).
 */
export type VideoMeeting = { provider: VideoProvider; account_id: string; user_id: string; external_id: string; url: string; starts_at: string; ends_at: string; title: string };

export const interviews = pgTable(
  'interviews',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').$type<InterviewType>().notNull(),
    /** Stored as instants (UTC); `timezone` is the IANA zone the organizer chose, for display and the invite. */
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    timezone: text('timezone').notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    videoMeeting: jsonb('video_meeting').$type<VideoMeeting>(),
    /** Private notes for interviewers; never sent to the candidate. */
    notes: text('notes'),
    status: text('status').$type<InterviewStatus>().notNull().default('scheduled'),
    /** The iCalendar UID and SEQUENCE: reschedules and cancellations reuse the UID with a higher SEQUENCE. */
    icsUid: text('ics_uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interviews_org_starts_idx').on(t.orgId, t.startsAt),
    index('interviews_application_idx').on(t.orgId, t.applicationId),
    index('interviews_candidate_idx').on(t.orgId, t.candidateId),
  ],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    orgId: orgRef(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_interviewers_user_idx').on(t.orgId, t.userId)],
);

/** A job's scorecard criteria; a job without rows uses DEFAULT_SCORECARD_CRITERIA. */
export const scorecardCriteria = pgTable(
  'scorecard_criteria',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('scorecard_criteria_job_idx').on(t.orgId, t.jobId, t.position)],
);

export const scorecards = pgTable(
  'scorecards',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    interviewerId: text('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1–4 per criterion. */
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>().notNull().default([]),
    recommendation: text('recommendation').$type<Recommendation>().notNull(),
    notes: text('notes').notNull().default(''),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorecards_interview_interviewer_idx').on(t.interviewId, t.interviewerId),
    index('scorecards_application_idx').on(t.orgId, t.applicationId),
  ],
);

/** A user's private iCal feed; the token is stored hashed and revoked by replacing the row. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_org_user_idx').on(t.orgId, t.userId)],
);

/**
 * An interview as an event in one interviewer's connected calendar (CalDAV): where it was written
 * (`href`, under the interview's UID), the ETag the server gave it and the times it carried, so a
 * sync reads back only what changed there. `declinedAt` is set when the interviewer declined in
 * their calendar (PARTSTAT=DECLINED) or deleted the event; a new time written clears it.
 */
export const interviewCalendarEvents = pgTable(
  'interview_calendar_events',
  {
    orgId: orgRef(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    href: text('href').notNull(),
    etag: text('etag'),
    /** The interview's SEQUENCE and times as last written to the calendar. */
    sequence: integer('sequence').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    declinedAt: ts('declined_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_calendar_events_account_idx').on(t.accountId)],
);

export type SchedulingRequestStatus = 'sent' | 'booked' | 'cancelled' | 'revoked';

/**
 * A self-scheduling link sent to a candidate: the panel, the interview's length and fields, the
 * window (days in `timezone`, whose working hours the offered slots fill) and the rules for moving
 * or cancelling. The token is a capability link (`linkId`, purpose `interview_scheduling`); the
 * interview booked through it is an ordinary interview. The row is locked while a slot is booked.
 */
export const schedulingRequests = pgTable(
  'scheduling_requests',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    linkId: text('link_id').notNull(),
    title: text('title').notNull(),
    type: text('type').$type<InterviewType>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    interviewerIds: jsonb('interviewer_ids').$type<string[]>().notNull(),
    /** Days as `YYYY-MM-DD` in `timezone`; `windowStartsAt`/`windowEndsAt` are the instants they span. */
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    windowStartsAt: ts('window_starts_at').notNull(),
    windowEndsAt: ts('window_ends_at').notNull(),
    timezone: text('timezone').notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    rescheduleNoticeHours: integer('reschedule_notice_hours').notNull(),
    cancelNoticeHours: integer('cancel_notice_hours').notNull(),
    maxReschedules: integer('max_reschedules').notNull(),
    reschedules: integer('reschedules').notNull().default(0),
    status: text('status').$type<SchedulingRequestStatus>().notNull().default('sent'),
    interviewId: text('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    bookedAt: ts('booked_at'),
    cancelledAt: ts('cancelled_at'),
    revokedAt: ts('revoked_at'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('scheduling_requests_application_idx').on(t.orgId, t.applicationId), uniqueIndex('scheduling_requests_link_idx').on(t.linkId)],
);
