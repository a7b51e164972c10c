/** The duplicate check's keys: every email lower-cased, every phone in E.164 when it parses. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export type Identity = { kind: 'email' | 'phone'; value: string };

/**
 * E.164 when the number parses without a default region (so only `+` numbers do);
 * otherwise its digits alone, so "(415) 555-0100" and "415.555.0100" still match each other.
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(trimmed);
    if (parsed?.isPossible()) return parsed.number;
  }
  return trimmed.replace(/\D/g, '');
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The identities of a candidate's emails and phones, each once. */
export function identitiesOf(c: { email: string | null; emails: string[]; phone: string | null; phones: string[] }): Identity[] {
  const out = new Map<string, Identity>();
  for (const e of [c.email, ...c.emails]) {
    if (e) out.set(`email:${normalizeEmail(e)}`, { kind: 'email', value: normalizeEmail(e) });
  }
  for (const p of [c.phone, ...c.phones]) {
    const value = p ? normalizePhone(p) : '';
    if (value) out.set(`phone:${value}`, { kind: 'phone', value });
  }
  return [...out.values()];
}

/** A name compared across records: accents, case, punctuation and word order set aside ("Müller, Jörg" = "jorg muller"). */
export function normalizeName(raw: string | null): string {
  if (!raw) return '';
  const words = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.sort().join(' ');
}

/** Someone arriving (a resume, an import row, a new record): their name when known, normalized emails and phones. */
export type Arrival = { name: string | null; emails: string[]; phones: string[] };
/** A candidate already in the organization who holds at least one of the arrival's identities. */
export type Holder = { id: string; name: string; emails: string[]; phones: string[] };
export type PossibleMatch = { candidateId: string; reason: 'phone'; value: string };
/** `merge`: the candidate the arrival is, and the identity that proves it. */
export type DedupeDecision = { merge: { candidateId: string; reason: 'email' | 'phone'; value: string } | null; possible: PossibleMatch[] };

/** A number held by this many candidates already is a shared one (an agency's, a switchboard, a placeholder). */
export const SHARED_NUMBER_HOLDERS = 3;

/**
 * The one dedupe policy (decision 014). Merge automatically only on the same email, or on the same
 * phone with the same name and no conflicting email (one side has no email). A shared phone short
 * of that is a possible duplicate for a recruiter to decide — unless the names differ and both have
 * emails, none in common: two people behind one number (forwarded resumes). A number several
 * candidates already share is no evidence at all.
 */
export function dedupeDecision(arrival: Arrival, holders: Holder[]): DedupeDecision {
  for (const h of holders) {
    const email = h.emails.find((e) => arrival.emails.includes(e));
    if (email) return { merge: { candidateId: h.id, reason: 'email', value: email }, possible: [] };
  }
  const name = normalizeName(arrival.name);
  let merge: DedupeDecision['merge'] = null;
  const possible = new Map<string, PossibleMatch>();
  for (const phone of arrival.phones) {
    const sharing = holders.filter((h) => h.phones.includes(phone));
    if (sharing.length >= SHARED_NUMBER_HOLDERS) continue;
    for (const h of sharing) {
      const sameName = name !== '' && normalizeName(h.name) === name;
      const emailConflict = arrival.emails.length > 0 && h.emails.length > 0;
      if (sameName && !emailConflict && !merge) merge = { candidateId: h.id, reason: 'phone', value: phone };
      else if (sameName || !emailConflict) possible.set(h.id, { candidateId: h.id, reason: 'phone', value: phone });
    }
  }
  if (merge) possible.delete(merge.candidateId);
  return { merge, possible: [...possible.values()] };
}
