/**
 * Possible duplicates (GET /recruiter/candidates/:id/duplicates and its confirm/dismiss): two
 * candidates who share a phone or email without the evidence to be merged automatically.
 */

/** The identity both candidates hold: a phone, or an email under names with nothing in common. */
export type DuplicateReason = 'email' | 'phone';

export type PossibleDuplicate = {
  id: string;
  reason: DuplicateReason;
  /** The shared value, e.g. '+14155550100'. */
  value: string;
  candidate: { id: string; name: string; email: string | null; phone: string | null; current_title: string | null };
  created_at: string;
};

/** On an upload's item: the candidate it became may be the same person as these. */
export type DuplicateRef = { id: string; name: string };
