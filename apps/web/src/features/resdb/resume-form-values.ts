import { candidatePatchSchema, type Candidate } from '@hirebase/shared';
import type { ParsedFields, ResumeCorrection } from './api';

/** The correction form edits text; skills are comma-separated. */
export type ResumeFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  location: string;
  current_title: string;
  current_company: string;
  skills: string;
};
export type ResumeFormField = keyof ResumeFormValues;

export const RESUME_FIELDS: { name: ResumeFormField; label: string; type?: string; hint?: string }[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'current_title', label: 'Current title' },
  { name: 'current_company', label: 'Current company' },
  { name: 'location', label: 'Location' },
  { name: 'skills', label: 'Skills', hint: 'Separate with commas.' },
];

const s = (v: string | null | undefined) => v ?? '';

export function fromCandidate(c: Candidate): ResumeFormValues {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    email: s(c.email),
    phone: s(c.phone),
    location: s(c.location),
    current_title: s(c.current_title),
    current_company: s(c.current_company),
    skills: c.skills.join(', '),
  };
}

export function fromParsed(p: ParsedFields | null): ResumeFormValues {
  return {
    first_name: s(p?.first_name),
    last_name: s(p?.last_name),
    email: s(p?.emails?.[0]),
    phone: s(p?.phones?.[0]),
    location: s(p?.location),
    current_title: s(p?.current_title),
    current_company: s(p?.current_company),
    skills: (p?.skills ?? []).join(', '),
  };
}

function skillsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter((x) => x && !seen.has(x.toLowerCase()) && !!seen.add(x.toLowerCase()));
}

function toApi(values: ResumeFormValues): Required<ResumeCorrection> {
  const opt = (v: string) => (v.trim() ? v.trim() : null);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: opt(values.email),
    phone: opt(values.phone),
    location: opt(values.location),
    current_title: opt(values.current_title),
    current_company: opt(values.current_company),
    skills: skillsOf(values.skills),
  };
}

/**
 * The PATCH body: for a linked candidate only the fields that differ from what was loaded (an
 * untouched field never overwrites a change made elsewhere); for a promotion every field.
 */
export function correctionOf(values: ResumeFormValues, initial: ResumeFormValues, promote: boolean): ResumeCorrection {
  const next = toApi(values);
  if (promote) return next;
  const before = toApi(initial);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ResumeCorrection)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) out[key] = next[key];
  }
  return out as ResumeCorrection;
}

const schema = candidatePatchSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  location: true,
  current_title: true,
  current_company: true,
  skills: true,
});

/** Field errors by the shared rules, before anything is sent. */
export function validateCorrection(patch: ResumeCorrection): Partial<Record<ResumeFormField, string>> {
  const result = schema.safeParse(patch);
  if (result.success) return {};
  const errors: Partial<Record<ResumeFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ResumeFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
