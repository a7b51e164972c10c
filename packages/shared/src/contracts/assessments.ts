import { z } from 'zod';
import { bodyNumber, blankableNumber, idListSchema, listQuerySchema, userRefSchema } from './common';

export const QUESTION_KINDS = ['single', 'multiple', 'short', 'long', 'code'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  short: 'Short answer',
  long: 'Long answer',
  code: 'Code',
};
export const isChoiceKind = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ATTEMPT_STATUSES = ['invited', 'in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** How a grade was given: at once (choice), by a person, or proposed by the model and not yet confirmed. */
export const GRADE_SOURCES = ['auto', 'manual', 'suggested'] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];

/** Generated drafts hold 10–15 questions (issue #13). */
export const GENERATED_QUESTIONS = { min: 10, max: 15 } as const;
export const MAX_QUESTIONS = 60;
export const INVITE_TTL_DAYS = { min: 1, max: 30, default: 7 } as const;
/** Answers arriving this long after the deadline are still taken (a save in flight when time ran out). */
export const DEADLINE_GRACE_SECONDS = 5;

const line = (max: number) => z.string().trim().min(1, 'Required').max(max);

export const rubricSchema = z.object({
  full: line(1000),
  partial: line(1000),
  zero: line(1000),
  /** An example of a full-marks answer, for the people (and the model) who grade; never shown to the candidate. */
  model_answer: z.string().trim().max(4000).nullable().optional(),
});
export type Rubric = z.infer<typeof rubricSchema>;

export const questionInputSchema = z
  .object({
    id: z.string().min(1).max(64).optional(),
    kind: z.enum(QUESTION_KINDS),
    prompt: line(4000),
    options: z.array(line(500)).max(8).default([]),
    /** Indexes into `options` of the right answers (choice questions). */
    correct: z.array(z.number().int().min(0).max(7)).max(8).default([]),
    points: bodyNumber({ min: 1, max: 100, int: true }),
    rubric: rubricSchema.nullable().optional(),
    /** The language the editor highlights (code questions). */
    language: z.string().trim().max(30).nullable().optional(),
    skill: z.string().trim().max(60).nullable().optional(),
  })
  .superRefine((q, ctx) => {
    if (isChoiceKind(q.kind)) {
      if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options' });
      if (q.correct.some((i) => i >= q.options.length)) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'A right answer must be one of the options' });
      if (q.kind === 'single' && new Set(q.correct).size !== 1) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Mark exactly one right answer' });
      if (q.kind === 'multiple' && q.correct.length === 0) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Mark at least one right answer' });
    } else if (!q.rubric) {
      ctx.addIssue({ code: 'custom', path: ['rubric'], message: 'Describe a full, partial and zero answer' });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  correct: z.array(z.number()),
  points: z.number(),
  rubric: rubricSchema.nullable(),
  language: z.string().nullable(),
  skill: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const assessmentInputSchema = z.object({
  title: line(200),
  instructions: z.string().trim().max(5000).default(''),
  time_limit_minutes: blankableNumber({ min: 1, max: 480, int: true }).optional(),
  pass_mark: bodyNumber({ min: 0, max: 100, int: true }).default(60),
  shuffle: z.boolean().default(false),
  job_ids: idListSchema.max(50).default([]),
  questions: z.array(questionInputSchema).min(1, 'Add at least one question').max(MAX_QUESTIONS),
});
export type AssessmentInput = z.input<typeof assessmentInputSchema>;
export const assessmentPatchSchema = assessmentInputSchema.partial();

export const assessmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructions: z.string(),
  time_limit_minutes: z.number().nullable(),
  pass_mark: z.number(),
  shuffle: z.boolean(),
  questions: z.array(questionSchema),
  total_points: z.number(),
  jobs: z.array(z.object({ id: z.string(), title: z.string() })),
  usage: z.object({ invited: z.number(), completed: z.number() }),
  /** Mean percent of the completed attempts; null before any. */
  average_score: z.number().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const generateInputSchema = z.object({
  job_id: z.string().min(1).max(64),
  difficulty: z.enum(DIFFICULTIES).default('medium'),
});
export type GenerateInput = z.input<typeof generateInputSchema>;

/** A proposed assessment: never saved until the recruiter saves it. */
export type AssessmentDraft = {
  title: string;
  instructions: string;
  time_limit_minutes: number | null;
  pass_mark: number;
  shuffle: boolean;
  job_ids: string[];
  questions: Omit<Question, 'id'>[];
  source: 'model' | 'bank';
  /** The bank skills the job matched (bank source), in the order they were drawn from. */
  skills: string[];
};

export const invitationInputSchema = z.object({
  application_ids: idListSchema.min(1, 'Choose at least one candidate').max(100),
  expires_in_days: bodyNumber({ min: INVITE_TTL_DAYS.min, max: INVITE_TTL_DAYS.max, int: true }).default(INVITE_TTL_DAYS.default),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;
export type InvitationResult = {
  invited: { application_id: string; attempt_id: string }[];
  skipped: { application_id: string; reason: string }[];
};

export const integritySchema = z.object({
  tab_switches: z.number(),
  pastes: z.number(),
  /** Milliseconds the candidate spent on each question, by question id. */
  time_ms: z.record(z.string(), z.number()),
});
export type Integrity = z.infer<typeof integritySchema>;

export type Grade = { points: number; max: number; source: GradeSource; justification: string | null; graded_by: { id: string; name: string } | null };

/** One attempt in a list: who, how it went. */
export type AttemptSummary = {
  id: string;
  assessment: { id: string; title: string };
  application_id: string;
  candidate: { id: string; name: string };
  job: { id: string; title: string };
  status: AttemptStatus;
  score: number | null;
  max_score: number;
  percent: number | null;
  passed: boolean | null;
  /** Text or code answers still waiting for a person's grade (suggested ones count until confirmed). */
  needs_grading: number;
  invited_at: string;
  expires_at: string | null;
  started_at: string | null;
  submitted_at: string | null;
  duration_seconds: number | null;
  timed_out: boolean;
  integrity: Integrity;
};

export type AttemptAnswer = {
  question: Question;
  /** Index chosen (single), indexes (multiple) or text; null when unanswered. */
  answer: number | number[] | string | null;
  grade: Grade | null;
  time_ms: number;
  pastes: number;
};
export type AttemptDetail = AttemptSummary & { answers: AttemptAnswer[] };

export const gradeInputSchema = z.object({
  points: bodyNumber({ min: 0, max: 100, int: false }),
  justification: z.string().trim().max(1000).nullable().optional(),
});
export type GradeInput = z.input<typeof gradeInputSchema>;

export type AssessmentStats = {
  /** Completed attempts per 10-point band of percent: [0–9, 10–19, …, 90–100]. */
  distribution: number[];
  questions: { id: string; prompt: string; kind: QuestionKind; answered: number; success_rate: number | null }[];
  median_seconds: number | null;
  completed: number;
  passed: number;
};

/** The latest attempt of each application on a job's board. */
export type BoardAssessmentBadge = { application_id: string; attempt_id: string; status: AttemptStatus; percent: number | null; passed: boolean | null; needs_grading: number };

// The candidate's side (public).
export const answerValueSchema = z.union([z.number().int().min(0).max(7), z.array(z.number().int().min(0).max(7)).max(8), z.string().max(20_000), z.null()]);
export const saveAnswersSchema = z.object({
  answers: z
    .array(z.object({ question_id: z.string().min(1).max(64), value: answerValueSchema, time_ms: bodyNumber({ min: 0, max: 86_400_000, int: true }).optional() }))
    .max(MAX_QUESTIONS),
  /** Running totals kept by the page: a repeated save changes nothing (the server keeps the larger count). */
  signals: z
    .object({
      tab_switches: bodyNumber({ min: 0, max: 10_000, int: true }).default(0),
      pastes: z.record(z.string().max(64), bodyNumber({ min: 0, max: 10_000, int: true })).default({}),
    })
    .default({ tab_switches: 0, pastes: {} }),
});
export type SaveAnswersInput = z.input<typeof saveAnswersSchema>;

export type PublicQuestion = { id: string; kind: QuestionKind; prompt: string; options: string[]; points: number; language: string | null };
export type PublicAttempt = {
  status: AttemptStatus;
  title: string;
  instructions: string;
  time_limit_minutes: number | null;
  question_count: number;
  total_points: number;
  candidate_first_name: string;
  organization: string;
  server_now: string;
  deadline_at: string | null;
  questions: PublicQuestion[] | null;
  answers: Record<string, number | number[] | string | null>;
  /** The counters so far, so a reloaded page carries on from them. */
  signals: { tab_switches: number; pastes: Record<string, number>; time_ms: Record<string, number> };
};

export const assessmentListQuerySchema = listQuerySchema(['updated_at'], '-updated_at').extend({
  q: z.string().trim().max(200).optional(),
  job_id: z.string().max(64).optional(),
});
export const attemptListQuerySchema = z.object({ job_id: z.string().max(64).optional() });
