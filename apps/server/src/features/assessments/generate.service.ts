/**
 * Drafts for a job (never saved here): a configured model writes them under a JSON schema that is validated,
 * else the built-in bank is searched by the job's skills. Either way the recruiter edits before saving.
 */
import { z } from 'zod';
import { DIFFICULTIES, GENERATED_QUESTIONS, questionInputSchema, type AssessmentDraft, type Difficulty, type Question } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { jobForDraft } from './assessments.repo';
import { FALLBACK_SKILLS, matchSkills, questionBank, type BankQuestion, type BankSkill } from './bank';

type Job = NonNullable<Awaited<ReturnType<typeof jobForDraft>>>;
const BANK_DRAFT_SIZE = 12;
const TEXT_SLOTS = 3;
const MAX_SKILLS = 5;

/** A small seeded generator: the same job and difficulty give the same draft. */
function seeded(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>> 0) % 1_000_000) / 1_000_000;
  };
}

const distance = (a: Difficulty, b: Difficulty) => Math.abs(DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b));

/** Takes `slots` questions round-robin over the skills, each skill's nearest-difficulty questions first. */
function roundRobin(queues: BankQuestion[][], slots: number): BankQuestion[] {
  const picked: BankQuestion[] = [];
  for (let round = 0; picked.length < slots && queues.some((q) => q.length > round); round += 1) {
    for (const q of queues) {
      if (picked.length === slots) break;
      if (q[round]) picked.push(q[round]!);
    }
  }
  return picked;
}

/**
 * The bank's draft: the job's matched skills (up to five), nine choice questions and three text or code
 * questions drawn round-robin over them, nearest the difficulty asked for first.
 */
export function bankDraft(job: Job, difficulty: Difficulty): AssessmentDraft {
  const matched = matchSkills(job).slice(0, MAX_SKILLS);
  const skills: BankSkill[] = matched.length ? matched : questionBank().filter((s) => FALLBACK_SKILLS.includes(s.skill));
  const random = seeded(`${job.id}:${difficulty}`);
  const ordered = (qs: BankQuestion[]) =>
    qs
      .map((q) => ({ q, key: distance(q.difficulty, difficulty) + random() }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.q);
  const isText = (q: BankQuestion) => q.kind !== 'single' && q.kind !== 'multiple';
  const text = roundRobin(skills.map((s) => ordered(s.questions.filter(isText))), TEXT_SLOTS);
  const choice = roundRobin(skills.map((s) => ordered(s.questions.filter((q) => !isText(q)))), BANK_DRAFT_SIZE - text.length);
  // The bank's model answer rides along in the rubric, so whoever grades (a person or the model) sees it.
  const questions = [...choice, ...text].map(({ difficulty: _d, answer, ...q }) => (q.rubric && answer ? { ...q, rubric: { ...q.rubric, model_answer: answer } } : q));
  const names = skills.map((s) => s.skill);
  return {
    title: `${job.title} screening`,
    instructions: `Answer each question on your own. The questions cover ${names.join(', ')}. Your answers are saved as you go.`,
    time_limit_minutes: 30,
    pass_mark: 60,
    shuffle: true,
    job_ids: [job.id],
    questions,
    source: 'bank',
    skills: names,
  };
}

const modelDraftSchema = z.object({
  title: z.string().trim().min(1).max(200),
  instructions: z.string().trim().max(2000),
  questions: z.array(questionInputSchema).min(GENERATED_QUESTIONS.min).max(GENERATED_QUESTIONS.max),
});

const SYSTEM = [
  'You write short screening assessments that recruiters send to job candidates.',
  'Answer with JSON only. Write 10 to 15 questions that test the job\'s skills at the requested difficulty.',
  'Kinds: "single" (one right option), "multiple" (one or more right options), "short" and "long" (text answers), "code" (the candidate writes code; it is read, never run).',
  'Choice questions have 3 to 5 options and "correct" lists the indexes (from 0) of the right ones; they have no rubric.',
  'Text and code questions have no options and a rubric: "full" (what a full-marks answer contains), "partial", "zero", and "model_answer" (an example of a full-marks answer).',
  'Points: 2 for single, 3 for multiple, 5 for short, 8 for long, 10 for code. Give code questions a "language".',
].join(' ');

function modelPrompt(job: Job, difficulty: Difficulty) {
  const skills = [...job.required, ...job.nice].join(', ') || 'not listed';
  const description = job.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 4000);
  return `Job title: ${job.title}\nSkills: ${skills}\nDifficulty: ${difficulty}\nDescription: ${description || 'none'}\n\nWrite the assessment as {"title", "instructions", "questions": [...]}.`;
}

/** The model's draft. A malformed answer is asked for once more by the provider, then reported (ai_failed); nothing is saved either way. */
async function modelDraft(ai: NonNullable<AppContext['ai']>, job: Job, difficulty: Difficulty): Promise<AssessmentDraft> {
  const answer = await ai.completeJson({ system: SYSTEM, prompt: modelPrompt(job, difficulty), schemaName: 'assessment_draft', schema: modelDraftSchema });
  const questions: Omit<Question, 'id'>[] = answer.questions.map((q) => {
    const choice = q.kind === 'single' || q.kind === 'multiple';
    return {
      kind: q.kind,
      prompt: q.prompt,
      options: choice ? q.options : [],
      correct: choice ? q.correct : [],
      points: q.points,
      rubric: choice ? null : (q.rubric ?? null),
      language: q.kind === 'code' ? (q.language ?? null) : null,
      skill: q.skill ?? null,
    };
  });
  return { title: answer.title, instructions: answer.instructions, time_limit_minutes: 30, pass_mark: 60, shuffle: true, job_ids: [job.id], questions, source: 'model', skills: [] };
}

export async function generateDraft(ctx: Pick<AppContext, 'ai'> & { db: Db }, p: { orgId: string; jobId: string; difficulty: Difficulty }): Promise<AssessmentDraft> {
  const job = await jobForDraft(ctx.db, { orgId: p.orgId, id: p.jobId });
  if (!job) throw notFound('Job');
  return ctx.ai ? modelDraft(ctx.ai, job, p.difficulty) : bankDraft(job, p.difficulty);
}
