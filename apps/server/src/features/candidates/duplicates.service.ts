/** Possible duplicates on the candidate page and in upload results: a recruiter confirms (merge) or dismisses (never proposed again). */
import type { Candidate, DuplicateRef, PossibleDuplicate } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { notFound } from '../../lib/app-error';
import { fullName, getCandidate, type Actor } from './candidates.service';
import { decidePair, findProposal, openProposals } from './duplicates.repo';
import { mergeCandidates } from './merge.service';

export async function listPossibleDuplicates(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }): Promise<PossibleDuplicate[]> {
  await getCandidate(db, { orgId, id: candidateId });
  const rows = await openProposals(db, { orgId, candidateIds: [candidateId] });
  return rows.map(({ proposal, other }) => ({
    id: proposal.id,
    reason: proposal.reason,
    value: proposal.value,
    candidate: { id: other.id, name: fullName(other), email: other.email, phone: other.phone, current_title: other.currentTitle },
    created_at: proposal.createdAt.toISOString(),
  }));
}

/** Open possible duplicates of each candidate, for an upload's results. */
export async function duplicateRefs(db: Db, { orgId, candidateIds }: { orgId: string; candidateIds: string[] }): Promise<Map<string, DuplicateRef[]>> {
  const out = new Map<string, DuplicateRef[]>();
  for (const { forId, other } of await openProposals(db, { orgId, candidateIds: [...new Set(candidateIds)] })) {
    out.set(forId, [...(out.get(forId) ?? []), { id: other.id, name: fullName(other) }]);
  }
  return out;
}

/** The same person: the other candidate is merged into this one (resumes, applications, notes, tags, history move). */
export async function confirmDuplicate(db: Db, actor: Actor, { candidateId, proposalId }: { candidateId: string; proposalId: string }): Promise<Candidate> {
  const proposal = await db.transaction(async (tx) => {
    const row = await findProposal(tx, { orgId: actor.orgId, id: proposalId, candidateId });
    if (!row || row.status !== 'open') throw notFound('Possible duplicate');
    return row;
  });
  const duplicateId = proposal.candidateId === candidateId ? proposal.otherId : proposal.candidateId;
  // The merge settles the pair's proposal as confirmed in its own transaction.
  return mergeCandidates(db, actor, { keptId: candidateId, duplicateId });
}

/** Not the same person: the pair is never proposed again. */
export async function dismissDuplicate(db: Db, actor: Actor, { candidateId, proposalId }: { candidateId: string; proposalId: string }): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const row = await findProposal(tx, { orgId: actor.orgId, id: proposalId, candidateId });
    if (!row || row.status !== 'open') throw notFound('Possible duplicate');
    await decidePair(tx, { orgId: actor.orgId, a: row.candidateId, b: row.otherId, status: 'dismissed', decidedBy: actor.actorId });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'update',
      entityType: 'candidate',
      entityId: candidateId,
      changes: { not_duplicate_of: { before: null, after: row.candidateId === candidateId ? row.otherId : row.candidateId } },
    });
  });
  return { id: proposalId };
}
