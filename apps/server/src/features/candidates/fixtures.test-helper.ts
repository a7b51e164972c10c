/** Test-only rows the jobs feature normally creates: a job with stages and applications. */
import type { Db } from '../../db/client';
import { applications, jobStages, jobs } from '../../db/schema';
import { newId } from '../../lib/ids';

const STAGES = [
  { name: 'Applied', kind: 'applied' },
  { name: 'Screen', kind: 'screening' },
  { name: 'Interview', kind: 'interview' },
  { name: 'Offer', kind: 'offer' },
  { name: 'Rejected', kind: 'rejected' },
] as const;

export async function insertJob(db: Db, { orgId, title = 'Backend Engineer' }: { orgId: string; title?: string }) {
  const id = newId();
  await db.insert(jobs).values({ id, orgId, title, status: 'open' });
  const stages = STAGES.map((s, position) => ({ id: newId(), orgId, jobId: id, position, ...s }));
  await db.insert(jobStages).values(stages);
  return { id, stages };
}

export async function insertApplication(db: Db, { orgId, jobId, candidateId, stageId }: { orgId: string; jobId: string; candidateId: string; stageId: string }) {
  const id = newId();
  await db.insert(applications).values({ id, orgId, jobId, candidateId, stageId });
  return id;
}
