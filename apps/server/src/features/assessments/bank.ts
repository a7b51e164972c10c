/**
 * The built-in question bank (bank/*.json, written for Hirebase, CC0 1.0): skills with twelve questions each,
 * every question with its answer and, for text and code, a rubric. Drafts are drawn from it when no model is
 * configured, by the job's skills.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { DIFFICULTIES, type Difficulty, type Question, type QuestionKind } from '@hirebase/shared';

const text = z.string().trim().min(1);
const choiceOptions = z.array(text).min(2).max(8);
/** An option index that must point at one of the question's options (checked below). */
const index = z.number().int().min(0);
const common = { d: z.enum(DIFFICULTIES), p: text };
/** One question: a choice question names its right option(s); a text or code question has a model answer and a rubric. */
const entrySchema = z
  .discriminatedUnion('k', [
    z.object({ ...common, k: z.literal('single'), o: choiceOptions, a: index }).strict(),
    z.object({ ...common, k: z.literal('multiple'), o: choiceOptions, a: z.array(index).min(1) }).strict(),
    /** `a` is the model answer; `r` the rubric: what a full, a partial and a zero answer look like. */
    z.object({ ...common, k: z.enum(['short', 'long', 'code']), a: text.max(4000), r: z.tuple([text, text, text]) }).strict(),
  ])
  .superRefine((e, ctx) => {
    if (e.k !== 'single' && e.k !== 'multiple') return;
    const right = Array.isArray(e.a) ? e.a : [e.a];
    if (right.some((i) => i >= e.o.length)) ctx.addIssue({ code: 'custom', path: ['a'], message: 'A right answer must be one of the options' });
    if (new Set(right).size !== right.length) ctx.addIssue({ code: 'custom', path: ['a'], message: 'A right answer is listed twice' });
    if (new Set(e.o).size !== e.o.length) ctx.addIssue({ code: 'custom', path: ['o'], message: 'Two options are the same' });
  });
type Entry = z.infer<typeof entrySchema>;

const skillSchema = z
  .object({ skill: text, aliases: z.array(text), language: z.string().optional(), questions: z.array(entrySchema).length(12) })
  .strict()
  .superRefine((s, ctx) => {
    for (const d of DIFFICULTIES) if (!s.questions.some((q) => q.d === d)) ctx.addIssue({ code: 'custom', path: ['questions'], message: `No ${d} question` });
    if (!s.questions.some((q) => q.k !== 'single' && q.k !== 'multiple')) ctx.addIssue({ code: 'custom', path: ['questions'], message: 'No text or code question' });
    if (s.questions.some((q) => q.k === 'code') && !s.language) ctx.addIssue({ code: 'custom', path: ['language'], message: 'Code questions need the language they are written in' });
  });
const fileSchema = z.object({ source: text, licence: text, skills: z.array(skillSchema).min(1) }).strict();

export type BankQuestion = Omit<Question, 'id'> & { difficulty: Difficulty; answer: string | null };
export type BankSkill = { skill: string; aliases: string[]; questions: BankQuestion[] };

/** Points by kind: a text answer is worth more than a click. */
export const KIND_POINTS: Record<QuestionKind, number> = { single: 2, multiple: 3, short: 5, long: 8, code: 10 };

/** Lower case, punctuation other than + # . as spaces: "Node.JS " and "node.js" are one skill. */
export function normalizeSkill(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .replace(/\.(?=\s|$)/g, '')
    .trim();
}

function toQuestion(skill: string, language: string | undefined, e: Entry): BankQuestion {
  const base = { prompt: e.p, points: KIND_POINTS[e.k], skill, difficulty: e.d };
  if (e.k === 'single' || e.k === 'multiple') {
    return { ...base, kind: e.k, options: e.o, correct: Array.isArray(e.a) ? [...e.a].sort((x, y) => x - y) : [e.a], rubric: null, language: null, answer: null };
  }
  return { ...base, kind: e.k, options: [], correct: [], rubric: { full: e.r[0], partial: e.r[1], zero: e.r[2] }, language: e.k === 'code' ? (language ?? null) : null, answer: e.a };
}

/**
 * Reads one bank file: a question that does not hold together (a right answer that is no option, a text
 * question without its rubric or model answer, a skill without twelve questions or missing a difficulty)
 * fails here, naming where.
 */
export function parseBankFile(json: unknown, name = 'bank file'): BankSkill[] {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${name}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.skills.map((s) => ({
    skill: s.skill,
    aliases: [...new Set([s.skill, ...s.aliases].map(normalizeSkill))],
    questions: s.questions.map((e) => toQuestion(s.skill, s.language, e)),
  }));
}

function load(): BankSkill[] {
  const dir = new URL('./bank/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const skills = files.flatMap((f) => parseBankFile(JSON.parse(readFileSync(new URL(f, dir), 'utf8')), f));
  // One name, one skill: an alias shared by two skills would make matching depend on file order.
  const owner = new Map<string, string>();
  for (const s of skills) {
    for (const a of s.aliases) {
      const other = owner.get(a);
      if (other && other !== s.skill) throw new Error(`bank: "${a}" names both ${other} and ${s.skill}`);
      owner.set(a, s.skill);
    }
  }
  return skills;
}

let cache: BankSkill[] | null = null;
/** The bank, read and checked once. */
export function questionBank(): BankSkill[] {
  cache ??= load();
  return cache;
}

/** Skills a draft falls back to when none of the job's is in the bank. */
export const FALLBACK_SKILLS = ['Problem Solving', 'Written Communication'];

/**
 * The bank skills a job asks for, most important first: its required skills, then nice-to-have ones, then
 * skills named in its title and description (whole words, names of four letters or more, so "Go" in a
 * sentence is not the language).
 */
export function matchSkills(job: { title: string; description: string; required: string[]; nice: string[] }): BankSkill[] {
  const bank = questionBank();
  const byAlias = new Map<string, BankSkill>();
  for (const s of bank) for (const a of s.aliases) byAlias.set(a, s);
  const found: BankSkill[] = [];
  const add = (s: BankSkill | undefined) => {
    if (s && !found.includes(s)) found.push(s);
  };
  for (const skill of [...job.required, ...job.nice]) add(byAlias.get(normalizeSkill(skill)));
  const text = ` ${normalizeSkill(`${job.title} ${job.description.replace(/<[^>]*>/g, ' ')}`)} `;
  for (const s of bank) if (s.aliases.some((a) => a.length >= 4 && text.includes(` ${a} `))) add(s);
  return found;
}
