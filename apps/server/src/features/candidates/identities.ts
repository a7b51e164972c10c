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

/**
 * Someone arriving (a resume, an import row, a new record): their name when known, normalized
 * emails and phones. `fromText`: the addresses were read out of free text (a resume), where
 * someone else's (an agency's, a referee's) may stand beside the person's own.
 */
export type Arrival = { name: string | null; emails: string[]; phones: string[]; fromText?: boolean };
/** A candidate already in the organization who holds at least one of the arrival's identities. */
export type Holder = { id: string; name: string; emails: string[]; phones: string[] };
export type PossibleMatch = { candidateId: string; reason: 'email' | 'phone'; value: string };
/**
 * `merge`: the candidate the arrival is, and the identity that proves it; `possible`: candidates
 * a recruiter should compare; `heldEmails`: the arrival's emails another candidate already holds.
 */
export type DedupeDecision = {
  merge: { candidateId: string; reason: 'email' | 'phone'; value: string } | null;
  possible: PossibleMatch[];
  heldEmails: string[];
};

const nameWords = (raw: string | null) => normalizeName(raw).split(' ').filter(Boolean);
const wordFits = (w: string, x: string) => w === x || (w.length === 1 && x.startsWith(w)) || (x.length === 1 && w.startsWith(x));

/**
 * Whether two names can be one person's: every word of the shorter one is in the longer one, or an
 * initial of one of its words, with at least one whole word in common ("R. Kumar" and "Ravi Kumar",
 * "Ann Lee" and "Ann B. Lee"; not "Sofia Garcia" and "Maria Garcia"). False when either is unknown.
 */
export function namesMatch(a: string | null, b: string | null): boolean {
  const [wa, wb] = [nameWords(a), nameWords(b)];
  if (wa.length === 0 || wb.length === 0) return false;
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  return short.every((w) => long.some((x) => wordFits(w, x))) && short.some((w) => w.length > 1 && long.includes(w));
}

/** A number held by this many candidates already is a shared one (an agency's, a switchboard, a placeholder). */
export const SHARED_NUMBER_HOLDERS = 3;

/**
 * The one dedupe policy (decision 014). Merge automatically only on the same email, or on the same
 * phone with the same name and no conflicting email (one side has no email). Anything weaker is a
 * possible duplicate for a recruiter to decide:
 * - an address read from a resume's text under a name that cannot be the holder's (someone else's
 *   address on the resume), or beside other, different addresses when a name is unknown;
 * - a shared phone short of a merge.
 * Nothing is proposed for two people behind one address or number — names differ and each has
 * other emails, none in common (forwarded resumes) — nor on a number several candidates share.
 */
export function dedupeDecision(arrival: Arrival, holders: Holder[]): DedupeDecision {
  const heldEmails = arrival.emails.filter((e) => holders.some((h) => h.emails.includes(e)));
  const possible = new Map<string, PossibleMatch>();
  // Each side has an email the other lacks: their own addresses tell them apart.
  const emailsConflict = (h: Holder) => arrival.emails.some((e) => !h.emails.includes(e)) && h.emails.some((e) => !arrival.emails.includes(e));
  for (const h of holders) {
    const email = h.emails.find((e) => arrival.emails.includes(e));
    if (!email) continue;
    const unknownName = nameWords(arrival.name).length === 0 || nameWords(h.name).length === 0;
    const conflict = emailsConflict(h);
    if (!arrival.fromText || namesMatch(arrival.name, h.name) || (unknownName && !conflict)) return { merge: { candidateId: h.id, reason: 'email', value: email }, possible: [], heldEmails };
    // Other names and other addresses of their own: two people behind one address.
    if (unknownName || !conflict) possible.set(h.id, { candidateId: h.id, reason: 'email', value: email });
  }
  const name = normalizeName(arrival.name);
  let merge: DedupeDecision['merge'] = null;
  for (const phone of arrival.phones) {
    const sharing = holders.filter((h) => h.phones.includes(phone));
    if (sharing.length >= SHARED_NUMBER_HOLDERS) continue;
    for (const h of sharing) {
      const sameName = name !== '' && normalizeName(h.name) === name;
      const emailConflict = emailsConflict(h);
      if (sameName && !emailConflict && !merge) merge = { candidateId: h.id, reason: 'phone', value: phone };
      else if ((sameName || !emailConflict) && !possible.has(h.id)) possible.set(h.id, { candidateId: h.id, reason: 'phone', value: phone });
    }
  }
  if (merge) possible.delete(merge.candidateId);
  return { merge, possible: [...possible.values()], heldEmails };
}
