/**
 * Candidate self-scheduling: a recruiter sends a link offering the panel's common free slots in a
 * window; the candidate books one on a public page and may reschedule or cancel within the rules.
 */
import { z } from 'zod';
import { isTimeZone } from '../time-zone';
import { optionalText, userRefSchema } from './common';
import { INTERVIEW_TYPES, interviewCandidateSchema, interviewJobSchema, interviewTitleSchema, videoUrlSchema } from './interviews';

export const SCHEDULING_LINK_STATUSES = ['sent', 'booked', 'cancelled', 'revoked', 'expired'] as const;
export type SchedulingLinkStatus = (typeof SCHEDULING_LINK_STATUSES)[number];
export const SCHEDULING_LINK_STATUS_LABELS: Record<SchedulingLinkStatus, string> = {
  sent: 'Sent',
  booked: 'Booked',
  cancelled: 'Cancelled by the candidate',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** The longest window a link may offer: a month of working days is plenty to choose from. */
export const MAX_SCHEDULING_WINDOW_DAYS = 31;
/** Where the email names the link; without it the link is added at the end of the message. */
export const SCHEDULING_LINK_FIELD = '{{scheduling.link}}';
export const DEFAULT_SCHEDULING_SUBJECT = 'Pick a time for your interview — {{job.title}}';
export const DEFAULT_SCHEDULING_BODY = `Hi {{candidate.first_name}},

Thank you for your interest in the {{job.title}} role at {{org.name}}. Please pick a time for your interview that suits you:

${SCHEDULING_LINK_FIELD}

Best regards,
{{recruiter.name}}`;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date');
const hours = z.number().int().min(0, 'At least 0 hours').max(720, 'At most 720 hours (30 days)');

export const schedulingLinkInputSchema = z
  .object({
    title: interviewTitleSchema,
    type: z.enum(INTERVIEW_TYPES),
    interviewer_ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one interviewer').max(20),
    duration_minutes: z.number().int().min(15, 'At least 15 minutes').max(480, 'At most 8 hours'),
    /** The first and last day offered, in `timezone`, whose working hours the slots fill. */
    window_start: day,
    window_end: day,
    timezone: z.string().trim().refine(isTimeZone, 'Unknown time zone'),
    location: optionalText(300),
    video_url: videoUrlSchema,
    subject: z.string().trim().min(1, 'Required').max(300),
    body: z.string().trim().min(1, 'Required').max(20_000),
    /** The candidate may move the interview up to this many hours before it starts. */
    reschedule_notice_hours: hours.default(24),
    /** The candidate may cancel up to this many hours before it starts. */
    cancel_notice_hours: hours.default(24),
    max_reschedules: z.number().int().min(0).max(10).default(1),
  })
  .refine((v) => v.window_end >= v.window_start, { message: 'The last day must not be before the first', path: ['window_end'] })
  .refine((v) => (Date.parse(v.window_end) - Date.parse(v.window_start)) / 86_400_000 < MAX_SCHEDULING_WINDOW_DAYS, {
    message: `Offer at most ${MAX_SCHEDULING_WINDOW_DAYS} days`,
    path: ['window_end'],
  });
export type SchedulingLinkInput = z.input<typeof schedulingLinkInputSchema>;

export const schedulingLinkSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  candidate: interviewCandidateSchema,
  job: interviewJobSchema,
  title: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  duration_minutes: z.number(),
  window_start: z.string(),
  window_end: z.string(),
  timezone: z.string(),
  interviewers: z.array(userRefSchema),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  reschedule_notice_hours: z.number(),
  cancel_notice_hours: z.number(),
  max_reschedules: z.number(),
  reschedules: z.number(),
  status: z.enum(SCHEDULING_LINK_STATUSES),
  interview: z.object({ id: z.string(), starts_at: z.string(), ends_at: z.string(), status: z.string() }).nullable(),
  booked_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** The end of the window's last day: the link stops working then. */
  expires_at: z.string(),
  view_count: z.number(),
  last_viewed_at: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
});
export type SchedulingLink = z.infer<typeof schedulingLinkSchema>;
export const schedulingLinkListSchema = z.array(schedulingLinkSchema);

/** What creating answers: the request and, this once, the link the candidate was mailed. */
export type SchedulingLinkCreated = SchedulingLink & { url: string };
