/** Merging a duplicate into the kept candidate: applications, resumes, emails, interviews, notes, tags, identities, details and history move over. */
import type { Candidate } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { moveNotes } from '../notes/notes.service';
import { moveEntityTags } from '../tags/tags.service';
import { findCandidate, updateCandidate } from './candidates.repo';
import { candidateGone, columnsOf, diff, fieldsOf, fullName, getCandidate, saveIdentities, tidy, type Actor, type CandidateFields } from './candidates.service';
import { decidePair } from './duplicates.repo';
import { applicationsForMerge, foldApplication, markMerged, moveApplications, moveCandidateRecords, releaseIdentities, repointActivity } from './merge.repo';

type MergeApp = Awaited<ReturnType<typeof applicationsForMerge>>[number];

/** Further along = still in play beats rejected or withdrawn, then the later stage; a tie keeps the kept candidate's. */
function progress(a: MergeApp): [number, number] {
  const out = a.status === 'rejected' || a.status === 'withdrawn' || a.kind === 'rejected';
  return [out ? 0 : 1, a.position];
}
const ahead = (a: MergeApp, b: MergeApp) => {
  const [pa, pb] = [progress(a), progress(b)];
  return pa[0] !== pb[0] ? pa[0] > pb[0] : pa[1] > pb[1];
};

/** The kept record's values win; its empty fields are filled from the duplicate; lists are united. */
function mergedFields(kept: CandidateFields, dup: CandidateFields): CandidateFields {
  const fill = <T>(a: T | null, b: T | null) => (a === null || a === '' ? b : a);
  return tidy({
    first_name: kept.first_name,
    last_name: fill(kept.last_name, dup.last_name) ?? '',
    email: fill(kept.email, dup.email),
    phone: fill(kept.phone, dup.phone),
    emails: [...kept.emails, ...(dup.email ? [dup.email] : []), ...dup.emails],
    phones: [...kept.phones, ...(dup.phone ? [dup.phone] : []), ...dup.phones],
    location: fill(kept.location, dup.location),
    current_title: fill(kept.current_title, dup.current_title),
    current_company: fill(kept.current_company, dup.current_company),
    years_experience: fill(kept.years_experience, dup.years_experience),
    skills: [...kept.skills, ...dup.skills],
    links: [...kept.links, ...dup.links],
    source: fill(kept.source, dup.source),
    owner_id: fill(kept.owner_id, dup.owner_id),
  });
}

export async function mergeCandidates(db: Db, actor: Actor, { keptId, duplicateId }: { keptId: string; duplicateId: string }): Promise<Candidate> {
  if (keptId === duplicateId) {
    throw new AppError('validation_failed', 'A candidate cannot be merged into itself', [{ path: 'duplicate_id', message: 'Pick another candidate' }]);
  }
  const { orgId } = actor;
  await db.transaction(async (tx) => {
    // Lock both in id order so two opposite merges cannot deadlock.
    const locked = new Map<string, Awaited<ReturnType<typeof findCandidate>>>();
    for (const id of [keptId, duplicateId].sort()) locked.set(id, await findCandidate(tx, { orgId, id, lock: true }));
    const kept = locked.get(keptId)!;
    const dup = locked.get(duplicateId)!;
    const goneKept = candidateGone(kept);
    if (goneKept) throw goneKept;
    if (candidateGone(dup)) throw new AppError('not_found', 'Duplicate candidate not found');

    const keptApps = await applicationsForMerge(tx, { orgId, candidateId: keptId });
    const dupApps = await applicationsForMerge(tx, { orgId, candidateId: duplicateId });
    const dropped: { id: string; job_id: string; stage_id: string; status: string }[] = [];
    for (const d of dupApps) {
      const k = keptApps.find((a) => a.jobId === d.jobId);
      if (!k) continue;
      const [keep, drop] = ahead(d, k) ? [d, k] : [k, d];
      dropped.push({ id: drop.id, job_id: drop.jobId, stage_id: drop.stageId, status: drop.status });
      await foldApplication(tx, { orgId, dropId: drop.id, keepId: keep.id });
    }
    await moveApplications(tx, { orgId, fromId: duplicateId, toId: keptId });
    await moveCandidateRecords(tx, { orgId, fromId: duplicateId, toId: keptId });
    await moveNotes(tx, { orgId, entityType: 'candidate', fromId: duplicateId, toId: keptId });
    await moveEntityTags(tx, { orgId, fromId: duplicateId, toId: keptId });
    await repointActivity(tx, { orgId, entityType: 'candidate', fromId: duplicateId, toId: keptId });
    await releaseIdentities(tx, { orgId, candidateId: duplicateId });

    const before = fieldsOf(kept!);
    const after = mergedFields(before, fieldsOf(dup!));
    await saveIdentities(tx, { orgId, candidateId: keptId, fields: after });
    await updateCandidate(tx, { orgId, id: keptId, set: columnsOf(after) });
    await markMerged(tx, { orgId, duplicateId, keptId });
    await decidePair(tx, { orgId, a: keptId, b: duplicateId, status: 'confirmed', decidedBy: actor.actorId });
    await logActivity(tx, {
      orgId,
      actorId: actor.actorId,
      action: 'merge',
      entityType: 'candidate',
      entityId: keptId,
      changes: {
        duplicate: { before: { id: duplicateId, name: fullName(dup!) }, after: null },
        ...diff(before as Record<string, unknown>, after as Record<string, unknown>),
        ...(dropped.length ? { dropped_applications: { before: dropped, after: null } } : {}),
      },
    });
  });
  return getCandidate(db, { orgId, id: keptId });
}
