/**
 * The one dedupe policy applied wherever a person arrives — a resume, an import row, a record
 * written by hand — and the possible duplicates it leaves for a recruiter (decision 014).
 */
import type { Db } from '../../db/client';
import { identityHolders, insertProposals } from './duplicates.repo';
import { dedupeDecision, normalizeEmail, normalizePhone, type Arrival, type DedupeDecision, type Holder } from './identities';

export type { Arrival, DedupeDecision };

/** An arrival from raw values: emails lower-cased, phones normalized (too short to be a number: dropped), each once. */
export function arrivalOf({
  name,
  emails,
  phones,
  fromText = false,
}: {
  name: string | null;
  emails: (string | null)[];
  phones: (string | null)[];
  fromText?: boolean;
}): Arrival {
  return {
    name,
    fromText,
    emails: [...new Set(emails.filter((e): e is string => !!e).map(normalizeEmail).filter(Boolean))],
    phones: [...new Set(phones.filter((p): p is string => !!p).map(normalizePhone).filter((p) => p.length >= 5))],
  };
}

/** What the policy says about someone arriving: merge into a candidate, and/or possible duplicates to record. */
export async function matchArrival(tx: Db, { orgId, arrival, exceptId }: { orgId: string; arrival: Arrival; exceptId?: string }): Promise<DedupeDecision> {
  const holders = await identityHolders(tx, { orgId, emails: arrival.emails, phones: arrival.phones, exceptId });
  return dedupeDecision(arrival, holders);
}

/**
 * The same policy for many arrivals in one transaction (a parsed batch of resumes): the holders of
 * all their emails and phones are read once, and each arrival is decided in order, seeing who the
 * ones before it became (`hold`), exactly as if each had been matched on its own.
 */
export async function arrivalMatcher(tx: Db, { orgId, arrivals }: { orgId: string; arrivals: Arrival[] }) {
  const holders = await identityHolders(tx, {
    orgId,
    emails: [...new Set(arrivals.flatMap((a) => a.emails))],
    phones: [...new Set(arrivals.flatMap((a) => a.phones))],
  });
  return {
    decide(arrival: Arrival): DedupeDecision {
      const concerned = holders.filter((h) => h.emails.some((e) => arrival.emails.includes(e)) || h.phones.some((p) => arrival.phones.includes(p)));
      return dedupeDecision(arrival, concerned);
    },
    /** Records identities a candidate now holds (created, or merged into, by an earlier arrival). */
    hold(holder: Holder) {
      const known = holders.find((h) => h.id === holder.id);
      if (!known) return void holders.push({ ...holder, emails: [...holder.emails], phones: [...holder.phones] });
      known.emails = [...new Set([...known.emails, ...holder.emails])];
      known.phones = [...new Set([...known.phones, ...holder.phones])];
    },
  };
}

/** Records the decision's possible duplicates of the candidate (a pair once decided stays decided). */
export async function proposeDuplicates(tx: Db, { orgId, candidateId, decision }: { orgId: string; candidateId: string; decision: DedupeDecision }) {
  await insertProposals(tx, { orgId, candidateId, matches: decision.possible });
}

/**
 * A record a recruiter wrote by hand never merges by itself: what the policy would merge on a
 * phone is proposed instead (an email clash is refused earlier, as a 409).
 */
export async function proposeForRecord(tx: Db, { orgId, candidateId, arrival }: { orgId: string; candidateId: string; arrival: Arrival }) {
  const decision = await matchArrival(tx, { orgId, arrival, exceptId: candidateId });
  const { merge } = decision;
  const possible = merge?.reason === 'phone' ? [...decision.possible, { candidateId: merge.candidateId, reason: 'phone' as const, value: merge.value }] : decision.possible;
  await insertProposals(tx, { orgId, candidateId, matches: possible });
}
