/** The demo organization's refined jobs: the rules' requirements saved on its open jobs, so recommendations show at once. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { newId } from '../../lib/ids';
import { extractRequirements } from './extract-requirements';
import { insertRequirementsRow, resetProgress } from './matching.repo';

/** Saves version 1 of the requirements (from the rules) on every open job of the organization. */
export async function seedDemoRequirements(db: Db, { orgId, actorId }: { orgId: string; actorId: string }) {
  const open = await db.select().from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'open'))).orderBy(asc(jobs.createdAt));
  await db.transaction(async (tx) => {
    for (const job of open) {
      const requirements = extractRequirements(job);
      await insertRequirementsRow(tx, { id: newId(), orgId, jobId: job.id, version: 1, source: 'rules', requirements, createdBy: actorId });
      await resetProgress(tx, { orgId, jobId: job.id, version: 1 });
    }
  });
  return open.length;
}
