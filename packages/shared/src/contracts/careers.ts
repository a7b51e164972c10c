/** The careers site: the organization's career page, a job's posting and its screening questions, applications from it. */
import { z } from 'zod';

export const APPLY_QUESTION_KINDS = ['short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no'] as const;
export type ApplyQuestionKind = (typeof APPLY_QUESTION_KINDS)[number];
export const APPLY_QUESTION_KIND_LABELS: Record<ApplyQuestionKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  yes_no: 'Yes / no',
};
export const YES_NO = ['Yes', 'No'] as const;
export const MAX_APPLY_QUESTIONS = 20;
export const MAX_COVER_LETTER = 10_000;
export const MAX_LONG_ANSWER = 5_000;
export const MAX_SHORT_ANSWER = 300;

/** The source an application from the careers site carries when its link names none. */
export const CAREERS_SOURCE = 'careers_site';
/** Sources offered when copying a tracked apply link; any `?source=` token of this shape is accepted. */
export const APPLY_LINK_SOURCES = ['linkedin', 'indeed', 'glassdoor', 'referral', 'twitter', 'newsletter'] as const;
export const SOURCE_TOKEN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const ALREADY_APPLIED = 'You have already applied to this job';
export const APPLY_TOO_MANY_FROM_ADDRESS = 'Too many applications from your network. Please wait a few minutes and try again.';
export const APPLY_TOO_MANY_FOR_EMAIL = 'You have applied to this job several times today. Please try again tomorrow.';

const questionId = z.string().regex(/^[a-z0-9]{1,16}$/, 'Question ids are 1–16 lowercase letters or digits');

export const screeningQuestionSchema = z
  .object({
    id: questionId,
    kind: z.enum(APPLY_QUESTION_KINDS),
    label: z.string().trim().min(1, 'Write the question').max(300),
    required: z.boolean().default(false),
    /** The choices of a single or multiple choice question (a yes/no question has Yes and No). */
    options: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
    /** Answers that put the application straight into the rejected stage (yes/no and choice questions). */
    knockout_answers: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  })
  .superRefine((q, issue) => {
    const choice = q.kind === 'single_choice' || q.kind === 'multiple_choice';
    if (choice && q.options.length < 2) issue.addIssue({ code: 'custom', message: 'Give at least two choices', path: ['options'] });
    if (!choice && q.kind !== 'yes_no' && q.knockout_answers.length) {
      issue.addIssue({ code: 'custom', message: 'Only yes/no and choice questions can knock out', path: ['knockout_answers'] });
    }
    const allowed: readonly string[] = q.kind === 'yes_no' ? YES_NO : q.options;
    const stray = q.knockout_answers.find((a) => !allowed.includes(a));
    if (stray !== undefined) issue.addIssue({ code: 'custom', message: `"${stray}" is not one of the choices`, path: ['knockout_answers'] });
  });
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

const questionListSchema = z
  .array(screeningQuestionSchema)
  .max(MAX_APPLY_QUESTIONS)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, { message: 'Two questions share an id' });

export const careerSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,46}[a-z0-9])$/, 'Use 3–48 lowercase letters, digits and hyphens, starting and ending with a letter or digit');

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .url('Enter a full address starting with https://')
  .refine((u) => /^https?:\/\//i.test(u), 'Enter a full address starting with https://');

export const careerPageInputSchema = z.object({
  slug: careerSlugSchema,
  logo_url: httpsUrl.nullable().or(z.literal('').transform(() => null)),
  brand_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #1d4ed8')
    .transform((c) => c.toLowerCase()),
  about: z.string().trim().max(5_000),
  benefits: z.array(z.string().trim().min(1).max(200)).max(30),
  links: z.array(z.object({ label: z.string().trim().min(1).max(60), url: httpsUrl })).max(10),
  privacy_notice: z.string().trim().min(1, 'Write the privacy notice applicants agree to').max(5_000),
  default_questions: questionListSchema,
  /** The email template sent to each applicant; null sends the built-in confirmation. */
  confirmation_template_id: z.string().max(64).nullable(),
});
export type CareerPageInput = z.infer<typeof careerPageInputSchema>;

export const careerPageSchema = careerPageInputSchema.extend({
  site_url: z.string(),
  careers_host: z.string().nullable(),
  previous_slugs: z.array(z.string()),
  published_jobs: z.number(),
  updated_at: z.string(),
});
export type CareerPage = z.infer<typeof careerPageSchema>;

export const jobPostingInputSchema = z.object({
  show_salary: z.boolean(),
  questions: questionListSchema,
});
export type JobPostingInput = z.infer<typeof jobPostingInputSchema>;

export const jobPostingSchema = z.object({
  job_id: z.string(),
  status: z.enum(['published', 'unpublished']),
  show_salary: z.boolean(),
  questions: z.array(screeningQuestionSchema),
  public_url: z.string().nullable(),
  /** Why the page is not live although published (the job is not open), or null. */
  blocked_reason: z.string().nullable(),
  /** What search engines will miss in the job's location (no country can be told from it), or null. */
  location_notice: z.string().nullable(),
  published_at: z.string().nullable(),
  applications: z.number(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

/** The job's page as it would show with the settings sent, for the recruiter's preview (rendered in a sandboxed frame). */
export type JobPostingPreview = { html: string };

export const applicationAnswerSchema = z.object({
  question_id: z.string(),
  label: z.string(),
  kind: z.enum(APPLY_QUESTION_KINDS),
  value: z.union([z.string(), z.array(z.string())]),
  knocked_out: z.boolean(),
});
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

export const applicationFormSchema = z.object({
  application_id: z.string(),
  source: z.string().nullable(),
  cover_letter: z.string().nullable(),
  answers: z.array(applicationAnswerSchema),
  consented_at: z.string().nullable(),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

export const DELETION_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export const deletionRequestSchema = z.object({
  id: z.string(),
  candidate_id: z.string().nullable(),
  candidate_name: z.string(),
  email: z.string(),
  status: z.enum(DELETION_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const applicationsExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
