import { candidateInputSchema, type Candidate, type CandidateInput, type CandidatePatch } from '@hirebase/shared';

/** The form edits text; lists are comma- or line-separated and converted on submit. */
export type CandidateFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  emails: string;
  phones: string;
  current_title: string;
  current_company: string;
  location: string;
  years_experience: string;
  skills: string;
  links: string;
  source: string;
  owner_id: string;
  tag_ids: string[];
};

export const emptyCandidateValues: CandidateFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  emails: '',
  phones: '',
  current_title: '',
  current_company: '',
  location: '',
  years_experience: '',
  skills: '',
  links: '',
  source: '',
  owner_id: '',
  tag_ids: [],
};

export function splitList(text: string, separators = /[,\n]/): string[] {
  // Keeps the first spelling of each item, case-insensitively.
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(separators)) {
    const item = part.trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

export function linkKind(url: string): 'linkedin' | 'github' | 'portfolio' | 'other' {
  if (/linkedin\.com/i.test(url)) return 'linkedin';
  if (/github\.com/i.test(url)) return 'github';
  return 'other';
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function toCandidateInput(values: CandidateFormValues): CandidateInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    emails: splitList(values.emails),
    phones: splitList(values.phones, /[,\n;]/),
    current_title: orNull(values.current_title),
    current_company: orNull(values.current_company),
    location: orNull(values.location),
    years_experience: values.years_experience.trim() === '' ? null : Number(values.years_experience),
    skills: splitList(values.skills),
    links: splitList(values.links, /[\s,]+/).map((url) => ({ kind: linkKind(url), url })),
    source: orNull(values.source),
    owner_id: orNull(values.owner_id),
    tag_ids: values.tag_ids,
  };
}

export function fromCandidate(c: Candidate): CandidateFormValues {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email ?? '',
    phone: c.phone ?? '',
    emails: c.emails.join(', '),
    phones: c.phones.join(', '),
    current_title: c.current_title ?? '',
    current_company: c.current_company ?? '',
    location: c.location ?? '',
    years_experience: c.years_experience === null ? '' : String(c.years_experience),
    skills: c.skills.join(', '),
    links: c.links.map((l) => l.url).join('\n'),
    source: c.source ?? '',
    owner_id: c.owner?.id ?? '',
    tag_ids: c.tags.map((t) => t.id),
  };
}

/** Validates with the shared schema; errors keyed by the form field they belong to. */
export function validateCandidate(input: CandidateInput): Partial<Record<keyof CandidateFormValues, string>> {
  const result = candidateInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<keyof CandidateFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CandidateFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Both lists, each item once (case-insensitive), keeping the first spelling. */
const union = (a: string[], b: string[]) => splitList([...a, ...b].join('\n'), /\n/);

/**
 * What the form adds to an existing candidate when the user merges instead of creating a
 * duplicate: empty fields are filled, lists are united, nothing already there is overwritten.
 */
export function mergePatch(existing: Candidate, input: CandidateInput): CandidatePatch {
  const patch: CandidatePatch = {};
  const fill = <K extends 'location' | 'current_title' | 'current_company' | 'source'>(key: K) => {
    const v = input[key];
    if (!existing[key] && v) patch[key] = v;
  };
  fill('location');
  fill('current_title');
  fill('current_company');
  fill('source');
  if (existing.years_experience === null && input.years_experience != null) patch.years_experience = input.years_experience;
  if (!existing.last_name && input.last_name) patch.last_name = input.last_name;
  if (!existing.owner && input.owner_id) patch.owner_id = input.owner_id;

  const known = (list: (string | null)[]) => new Set(list.filter(Boolean).map((v) => v!.toLowerCase()));
  const emails = known([existing.email, ...existing.emails]);
  const newEmails = [input.email ?? null, ...(input.emails ?? [])].filter((e): e is string => !!e && !emails.has(e.toLowerCase()));
  if (!existing.email && newEmails.length) patch.email = newEmails.shift()!;
  if (newEmails.length) patch.emails = union(existing.emails, newEmails);
  const phones = known([existing.phone, ...existing.phones]);
  const newPhones = [input.phone ?? null, ...(input.phones ?? [])].filter((p): p is string => !!p && !phones.has(p.toLowerCase()));
  if (!existing.phone && newPhones.length) patch.phone = newPhones.shift()!;
  if (newPhones.length) patch.phones = union(existing.phones, newPhones);

  const skills = union(existing.skills, input.skills ?? []);
  if (skills.length !== existing.skills.length) patch.skills = skills;
  const tagIds = union(existing.tags.map((t) => t.id), input.tag_ids ?? []);
  if (tagIds.length !== existing.tags.length) patch.tag_ids = tagIds;
  const urls = new Set(existing.links.map((l) => l.url));
  const links = (input.links ?? []).filter((l) => !urls.has(l.url));
  if (links.length) patch.links = [...existing.links.map((l) => ({ kind: linkKind(l.url), url: l.url })), ...links];
  return patch;
}
