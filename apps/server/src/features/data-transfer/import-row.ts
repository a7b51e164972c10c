/**
 * One imported row → the candidate it describes, or the reason it cannot be imported. Cell text is
 * data: a leading `=`, `+`, `-` or `@` and any HTML are kept as typed (the web app renders text,
 * exports neutralize formulas), and every value is cut to its field's length. NUL bytes and unpaired
 * surrogates, which the database cannot store, are dropped.
 */
import { candidateInputSchema, type ImportField, type ImportTarget } from '@hirebase/shared';
import { storableText } from '../../lib/input-text';

export type ImportMapping = Partial<Record<ImportTarget, number[]>>;

export type RowCandidate = {
  first_name: string;
  last_name: string;
  email: string | null;
  emails: string[];
  phone: string | null;
  phones: string[];
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  years_experience: number | null;
  skills: string[];
  links: { kind: 'linkedin'; url: string }[];
  source: string | null;
  tags: string[];
  /** Custom-field cells by field key, as typed; the custom-fields feature reads them by type. */
  custom_fields: Record<string, string>;
};

export type RowOutcome = { ok: true; candidate: RowCandidate } | { ok: false; error: string };

/** header → field (as sent by the client) into field → column indexes of the sheet. */
export function columnsByField(headers: string[], mapping: Record<string, ImportTarget | null>): ImportMapping {
  const out: ImportMapping = {};
  for (const [header, field] of Object.entries(mapping)) {
    const index = headers.indexOf(header);
    if (!field || index < 0) continue;
    (out[field] ??= []).push(index);
  }
  return out;
}

const LIST_SPLIT = /[,;|]/;
const cut = (value: string, max: number) => value.slice(0, max).trim();
const emailCheck = candidateInputSchema.shape.email.unwrap().unwrap();
const phoneCheck = candidateInputSchema.shape.phone.unwrap().unwrap();

function splitName(full: string): { first: string; last: string } {
  if (full.includes(',')) {
    // "Doe, Jane" as address books write it.
    const [last, first] = full.split(',', 2).map((s) => s.trim());
    return { first: first ?? '', last: last ?? '' };
  }
  const parts = full.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { first: parts[0] ?? '', last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

export function rowToCandidate(cells: string[], columns: ImportMapping, defaults: { source: string }): RowOutcome {
  const all = (field: ImportField) => (columns[field] ?? []).map((i) => storableText(cells[i] ?? '').trim()).filter(Boolean);
  const one = (field: ImportField) => all(field)[0] ?? '';
  const custom: Record<string, string> = {};
  for (const target of Object.keys(columns) as ImportTarget[]) {
    if (!target.startsWith('cf.')) continue;
    const text = (columns[target] ?? []).map((i) => storableText(cells[i] ?? '').trim()).find(Boolean);
    if (text) custom[target.slice(3)] = cut(text, 10_000);
  }
  const list = (field: ImportField) => [...new Set(all(field).flatMap((v) => v.split(LIST_SPLIT)).map((s) => s.trim()).filter(Boolean))];

  let first = one('first_name');
  let last = one('last_name');
  if (!first && one('full_name')) ({ first, last } = splitName(one('full_name')));
  if (!first && last) [first, last] = [last, ''];
  if (!first) return { ok: false, error: 'No name: map a column to First name or Full name, and fill it in on this row' };

  const emails: string[] = [];
  for (const raw of all('email').flatMap((v) => v.split(/[,;\s]+/)).filter(Boolean)) {
    const parsed = emailCheck.safeParse(raw);
    if (!parsed.success) return { ok: false, error: `Invalid email: ${cut(raw, 80)}` };
    if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  const phones: string[] = [];
  for (const raw of all('phone').flatMap((v) => v.split(/[,;/]/)).map((s) => s.trim()).filter(Boolean)) {
    const parsed = phoneCheck.safeParse(raw);
    if (!parsed.success) return { ok: false, error: `Invalid phone number: ${cut(raw, 40)}` };
    if (!phones.includes(parsed.data)) phones.push(parsed.data);
  }

  let years: number | null = null;
  if (one('years_experience')) {
    years = Number.parseFloat(one('years_experience').replace(',', '.'));
    if (!Number.isFinite(years) || years < 0 || years > 70) return { ok: false, error: `Years of experience is not a number from 0 to 70: ${cut(one('years_experience'), 40)}` };
  }

  const links: RowCandidate['links'] = [];
  const linkedin = one('linkedin_url');
  if (linkedin) {
    const url = /^https?:\/\//i.test(linkedin) ? linkedin : `https://${linkedin}`;
    if (!URL.canParse(url) || url.length > 500) return { ok: false, error: `Invalid LinkedIn URL: ${cut(linkedin, 80)}` };
    links.push({ kind: 'linkedin', url });
  }

  return {
    ok: true,
    candidate: {
      first_name: cut(first, 80),
      last_name: cut(last, 80),
      email: emails[0] ?? null,
      emails: emails.slice(1, 11),
      phone: phones[0] ?? null,
      phones: phones.slice(1, 11),
      location: cut(one('location'), 120) || null,
      current_title: cut(one('current_title'), 120) || null,
      current_company: cut(one('current_company'), 120) || null,
      years_experience: years,
      skills: list('skills').map((s) => cut(s, 60)).slice(0, 100),
      links,
      source: cut(one('source'), 80) || defaults.source,
      tags: list('tags').map((s) => cut(s, 60)).slice(0, 20),
      custom_fields: custom,
    },
  };
}
