import { z } from 'zod';
import { isTimeZone } from '../time-zone';
import { INTERVIEW_SCOPES } from '../vocabulary';
import { listQuerySchema, optionalText, userRefSchema } from './common';

export const INTERVIEW_TYPES = ['phone', 'video', 'onsite'] as const;
export const INTERVIEW_STATUSES = ['scheduled', 'canceled', 'completed'] as const;
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = { phone: 'Phone', video: 'Video', onsite: 'Onsite' };
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = { strong_no: 'Strong no', no: 'No', yes: 'Yes', strong_yes: 'Strong yes' };
/** What a rating of 1–4 means on a scorecard. */
export const RATING_LABELS = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Excellent' } as const;

/** A job without its own criteria is scored on these. */
export const DEFAULT_SCORECARD_CRITERIA = ['Communication', 'Technical skills', 'Problem solving', 'Culture add'] as const;

export { INTERVIEW_SCOPES };
export type InterviewScope = (typeof INTERVIEW_SCOPES)[number];

const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time with its offset' });
const timeZone = z.string().trim().refine(isTimeZone, 'Unknown time zone');
// One line: the title goes into mail subjects and calendar summaries.
export const interviewTitleSchema = z.string().trim().min(1, 'Required').max(200).regex(/^[^\r\n]*$/, 'Keep the title on one line');

/** A pasted meeting link: http(s) only; blank clears it. */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .url('Enter a full URL')
  .refine((u) => /^https?:\/\//i.test(u), 'Only http(s) links')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

const interviewFields = {
  title: interviewTitleSchema,
  type: z.enum(INTERVIEW_TYPES),
  starts_at: instant,
  ends_at: instant,
  timezone: timeZone,
  interviewer_ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one interviewer').max(20),
  location: optionalText(300),
  video_url: videoUrlSchema,
  notes: optionalText(5000),
};

const endsAfterStart = (v: { starts_at?: string | undefined; ends_at?: string | undefined }) =>
  !v.starts_at || !v.ends_at || new Date(v.ends_at).getTime() > new Date(v.starts_at).getTime();
const endsAfterStartIssue = { message: 'The end must be after the start', path: ['ends_at'] };

export const interviewInputSchema = z
  .object({ application_id: z.string().min(1).max(64), ...interviewFields })
  .refine(endsAfterStart, endsAfterStartIssue);
export type InterviewInput = z.input<typeof interviewInputSchema>;

/** Edit or reschedule: any subset of the fields (the application stays). */
export const interviewPatchSchema = z
  .object(
    Object.fromEntries(Object.entries(interviewFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof interviewFields]: z.ZodOptional<(typeof interviewFields)[K]>;
    },
  )
  .refine(endsAfterStart, endsAfterStartIssue);
export type InterviewPatch = z.input<typeof interviewPatchSchema>;

/** Who and what an interview (or a scheduling link) is for, as lists and records name them. */
export const interviewCandidateSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export const interviewJobSchema = z.object({ id: z.string(), title: z.string() });

export const interviewSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  candidate: interviewCandidateSchema,
  job: interviewJobSchema,
  title: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  status: z.enum(INTERVIEW_STATUSES),
  /** Instants in UTC (`…Z`). */
  starts_at: z.string(),
  ends_at: z.string(),
  timezone: z.string(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  /** Private to the team: never sent to the candidate. */
  notes: z.string().nullable(),
  interviewers: z.array(userRefSchema),
  /** Interviewers who declined the event in their connected calendar (or deleted it there). */
  declined_by: z.array(z.string()),
  /** Interviewers who have submitted their scorecard. */
  scorecard_by: z.array(z.string()),
  sequence: z.number(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** Another interview of one of the interviewers that overlaps: a warning, never a refusal. */
export const clashSchema = z.object({
  interview_id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  interviewer: userRefSchema,
});
export type Clash = z.infer<typeof clashSchema>;

/** What creating or editing answers: the interview and the clashes it now has. */
export type InterviewSaved = Interview & { clashes: Clash[] };

export const interviewListQuerySchema = listQuerySchema(['starts_at'], 'starts_at').extend({
  scope: z.enum(INTERVIEW_SCOPES).optional(),
  status: z.enum(INTERVIEW_STATUSES).optional(),
  from: instant.optional(),
  to: instant.optional(),
  interviewer_id: z.string().max(64).optional(),
  application_id: z.string().max(64).optional(),
  candidate_id: z.string().max(64).optional(),
});

export const clashQuerySchema = z
  .object({
    starts_at: instant,
    ends_at: instant,
    interviewer_ids: z
      .string()
      .max(2000)
      .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(1).max(64)).min(1).max(20)),
    exclude_id: z.string().max(64).optional(),
  })
  .refine(endsAfterStart, endsAfterStartIssue);

export const scorecardInputSchema = z.object({
  ratings: z
    .array(z.object({ criterion: z.string().trim().min(1).max(80), rating: z.number().int().min(1, 'Ratings are 1–4').max(4, 'Ratings are 1–4') }))
    .max(20)
    .refine((r) => new Set(r.map((x) => x.criterion.toLowerCase())).size === r.length, 'Each criterion once'),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string().trim().max(10_000).default(''),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

export const scorecardSchema = z.object({
  id: z.string(),
  interview_id: z.string(),
  application_id: z.string(),
  interviewer: userRefSchema,
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number() })),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string(),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** The interview's scorecards and the criteria its job scores on. */
export type InterviewScorecards = { criteria: string[]; scorecards: Scorecard[] };

export const scorecardCriteriaInputSchema = z.object({
  criteria: z
    .array(z.string().trim().min(1, 'Required').max(80))
    .min(1, 'Keep at least one criterion')
    .max(20)
    .refine((c) => new Set(c.map((x) => x.toLowerCase())).size === c.length, 'Each criterion once'),
});
export type ScorecardCriteria = { criteria: string[]; is_default: boolean };

export type CalendarFeed = { url: string };

/** Busy times of interviewers and the next slots free for all of them (GET /availability). */
export const availabilityQuerySchema = z
  .object({
    user_ids: z
      .string()
      .max(2000)
      .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
      .pipe(z.array(z.string().min(1).max(64)).min(1, 'Choose at least one interviewer').max(20)),
    from: instant,
    to: instant,
    /** Minutes a suggested slot lasts; none suggests nothing. */
    duration: z.coerce.number().int().min(5).max(8 * 60).optional(),
    /** The zone working hours (09:00–17:00) are read in. */
    time_zone: timeZone.default('UTC'),
    /** The interview being rescheduled: its own time is not busy. */
    exclude_id: z.string().max(64).optional(),
  })
  .refine((v) => new Date(v.to).getTime() > new Date(v.from).getTime(), { message: 'The end must be after the start', path: ['to'] })
  .refine((v) => new Date(v.to).getTime() - new Date(v.from).getTime() <= 31 * 86_400_000, { message: 'Ask for at most 31 days', path: ['to'] });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, e.g. 09:00');

/** The hours a member takes interviews: the days of the week (0 Sunday … 6 Saturday) and a daily start and end in their own zone. */
export const workingHoursSchema = z
  .object({
    time_zone: z.string().trim().refine(isTimeZone, 'Unknown time zone'),
    start: clockTime,
    end: clockTime,
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one day')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  })
  .refine((v) => v.end > v.start, { message: 'The end must be after the start', path: ['end'] });
export type WorkingHours = z.output<typeof workingHoursSchema>;
/** Hours for a member who has not set their own: weekdays, 09:00–17:00 in the zone the schedule is made in. */
export const DEFAULT_WORKING_HOURS = { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] } as const;

export type BusyInterval = { starts_at: string; ends_at: string; source: 'calendar' | 'interview' };
export type UserAvailability = {
  user_id: string;
  /** The connected calendar read, or null when the user has none (their Hirebase interviews still count). */
  calendar: { provider: 'caldav' | 'google_calendar' | 'microsoft_calendar'; label: string } | null;
  /** Why the calendar could not be read, when it could not. */
  error: string | null;
  busy: BusyInterval[];
  /** The hours the member takes interviews (their own, or the default in the asked zone when `own` is false). */
  working_hours: WorkingHours & { own: boolean };
};
/** Suggestions fit every member's working hours; `working_hours` is the default for members who set none. */
export type Availability = { users: UserAvailability[]; suggestions: { starts_at: string; ends_at: string }[]; working_hours: { start: string; end: string; time_zone: string } };
