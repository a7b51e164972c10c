/**
 * Reads an application's fields (a multipart form, repeated names allowed) against the job's
 * screening questions: the person's details, the answers, and which answers knock the application out.
 * Pure: the route and the page share it, and it is tested on its own.
 */
import { z } from 'zod';
import {
  APPLY_LINK_SOURCES,
  CAREERS_SOURCE,
  MAX_COVER_LETTER,
  MAX_LONG_ANSWER,
  MAX_SHORT_ANSWER,
  SOURCE_TOKEN,
  YES_NO,
  type ApplicationAnswer,
  type ScreeningQuestion,
} from '@hirebase/shared';

export type FormFields = Record<string, string[]>;
export type FieldIssue = { path: string; message: string };

const personSchema = z.object({
  first_name: z.string().trim().min(1, 'Enter your first name').max(100),
  last_name: z.string().trim().min(1, 'Enter your last name').max(100),
  email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()\d\s.-]*$/, 'Enter a phone number with digits, spaces and + ( ) - only')
    .refine((p) => p.replace(/\D/g, '').length >= 6, 'Enter a phone number with at least 6 digits'),
  cover_letter: z.string().trim().max(MAX_COVER_LETTER, `Keep the cover letter under ${MAX_COVER_LETTER} characters`),
});

export type ApplyDetails = z.infer<typeof personSchema> & {
  answers: ApplicationAnswer[];
  /** The first question whose answer knocks the application out, if any. */
  knockout: string | null;
  source: string;
};

const one = (fields: FormFields, name: string) => fields[name]?.[0] ?? '';

/** The tracked source from `?source=`: a short lowercase token, or the careers site itself. */
export function sourceOf(raw: string | undefined | null): string {
  const value = (raw ?? '').trim().toLowerCase();
  return SOURCE_TOKEN.test(value) ? value : CAREERS_SOURCE;
}
export { APPLY_LINK_SOURCES };

function readAnswer(q: ScreeningQuestion, values: string[]): { value: string | string[]; issue: string | null } {
  const given = values.map((v) => v.trim()).filter(Boolean);
  if (q.kind === 'multiple_choice') {
    const chosen = [...new Set(given)];
    if (chosen.some((v) => !q.options.includes(v))) return { value: [], issue: 'Choose from the listed options' };
    if (q.required && chosen.length === 0) return { value: [], issue: 'Choose at least one option' };
    return { value: chosen, issue: null };
  }
  const value = given[0] ?? '';
  if (q.required && !value) return { value, issue: q.kind === 'short_text' || q.kind === 'long_text' ? 'Answer this question' : 'Choose an answer' };
  if (!value) return { value, issue: null };
  const allowed: readonly string[] | null = q.kind === 'yes_no' ? YES_NO : q.kind === 'single_choice' ? q.options : null;
  if (allowed && !allowed.includes(value)) return { value: '', issue: 'Choose from the listed options' };
  const max = q.kind === 'long_text' ? MAX_LONG_ANSWER : MAX_SHORT_ANSWER;
  if (value.length > max) return { value, issue: `Keep the answer under ${max} characters` };
  return { value, issue: null };
}

/** The application's details, or the issues to show beside each field (names as in the form: `q_<id>` for answers). */
export function readApplyForm(fields: FormFields, questions: ScreeningQuestion[]): { ok: true; details: ApplyDetails } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const person = personSchema.safeParse({
    first_name: one(fields, 'first_name'),
    last_name: one(fields, 'last_name'),
    email: one(fields, 'email'),
    phone: one(fields, 'phone'),
    cover_letter: one(fields, 'cover_letter'),
  });
  if (!person.success) for (const i of person.error.issues) issues.push({ path: String(i.path[0]), message: i.message });
  if (one(fields, 'consent') !== 'yes') issues.push({ path: 'consent', message: 'Agree to the privacy notice to apply' });

  const answers: ApplicationAnswer[] = [];
  let knockout: string | null = null;
  for (const q of questions) {
    const { value, issue } = readAnswer(q, fields[`q_${q.id}`] ?? []);
    if (issue) issues.push({ path: `q_${q.id}`, message: issue });
    const values = Array.isArray(value) ? value : [value];
    const knockedOut = values.some((v) => q.knockout_answers.includes(v));
    if (knockedOut && knockout === null) knockout = q.label;
    answers.push({ question_id: q.id, label: q.label, kind: q.kind, value, knocked_out: knockedOut });
  }
  if (issues.length || !person.success) return { ok: false, issues };
  return { ok: true, details: { ...person.data, answers, knockout, source: sourceOf(one(fields, 'source')) } };
}
