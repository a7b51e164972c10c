/**
 * The built-in question bank (bank/*.json, written for Hirebase, CC0 1.0): skills with twelve questions each,
 * every question with its answer and, for text and code, a rubric. Drafts are drawn from it when no model is
 * configured, by the job's skills.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Difficulty, Question, QuestionKind } from '@hirebase/shared';

const entrySchema = z.object({
  d: z.enum(['easy', 'medium', 'hard']),
  k: z.enum(['single', 'multiple', 'short', 'long', 'code']),
  p: z.string().min(1),
  /** Options of a choice question. */
  o: z.array(z.string()).optional(),
  /** The right option(s), or the model answer of a text question. */
  a: z.union([z.number(), z.array(z.number()), z.string()]),
  /** Rubric: what a full, a partial and a zero answer look like. */
  r: z.tuple([z.string(), z.string(), z.string()]).optional(),
});
const fileSchema = z.object({
  source: z.string(),
  licence: z.string(),
  skills: z.array(z.object({ skill: z.string(), aliases: z.array(z.string()), language: z.string().optional(), questions: z.array(entrySchema).length(12) })),
});

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

function toQuestion(skill: string, language: string | undefined, e: z.infer<typeof entrySchema>): BankQuestion {
  const choice = e.k === 'single' || e.k === 'multiple';
  return {
    kind: e.k,
    prompt: e.p,
    options: choice ? (e.o ?? []) : [],
    correct: choice ? (Array.isArray(e.a) ? e.a : [e.a as number]) : [],
    points: KIND_POINTS[e.k],
    rubric: !choice && e.r ? { full: e.r[0], partial: e.r[1], zero: e.r[2] } : null,
    language: e.k === 'code' ? (language ?? null) : null,
    skill,
    difficulty: e.d,
    answer: choice ? null : String(e.a),
  };
}

function load(): BankSkill[] {
  const dir = new URL('./bank/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.flatMap((f) =>
    fileSchema.parse(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))).skills.map((s) => ({
      skill: s.skill,
      aliases: [s.skill, ...s.aliases].map(normalizeSkill),
      questions: s.questions.map((e) => toQuestion(s.skill, s.language, e)),
    })),
  );
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
