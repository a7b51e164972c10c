import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentAttempts, assessments, candidates, jobs, organizations } from '../../db/schema';
import type { AttemptRow } from './assessments.repo';

/** The attempt with the names it is shown with. */
const listed = {
  attempt: assessmentAttempts,
  title: assessments.title,
  instructions: assessments.instructions,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  jobTitle: jobs.title,
};
export type ListedAttempt = { attempt: AttemptRow; title: string; instructions: string; firstName: string; lastName: string; jobTitle: string };

function base(db: Db) {
  return db
    .select(listed)
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .innerJoin(candidates, eq(candidates.id, assessmentAttempts.candidateId))
    .innerJoin(jobs, eq(jobs.id, assessmentAttempts.jobId));
}

export type AttemptFilters = { assessmentId?: string; jobId?: string; candidateId?: string; applicationIds?: string[] };

export async function listAttempts(db: Db, { orgId, filters, limit = 500 }: { orgId: string; filters: AttemptFilters; limit?: number }): Promise<ListedAttempt[]> {
  const conds: SQL[] = [eq(assessmentAttempts.orgId, orgId)];
  if (filters.assessmentId) conds.push(eq(assessmentAttempts.assessmentId, filters.assessmentId));
  if (filters.jobId) conds.push(eq(assessmentAttempts.jobId, filters.jobId));
  if (filters.candidateId) conds.push(eq(assessmentAttempts.candidateId, filters.candidateId));
  if (filters.applicationIds) conds.push(inArray(assessmentAttempts.applicationId, filters.applicationIds.length ? filters.applicationIds : ['']));
  return base(db)
    .where(and(...conds))
    .orderBy(desc(assessmentAttempts.createdAt), desc(assessmentAttempts.id))
    .limit(limit);
}

export async function findAttempt(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }): Promise<ListedAttempt | null> {
  const q = base(db)
    .where(and(eq(assessmentAttempts.orgId, orgId), eq(assessmentAttempts.id, id)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: assessmentAttempts }) : await q;
  return row ?? null;
}

/** The attempt a capability link opens, with its organization's name (the page shows who is asking). */
export async function attemptOfLink(db: Db, { linkId, lock = false }: { linkId: string; lock?: boolean }) {
  const q = db
    .select({ ...listed, orgName: organizations.name })
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .innerJoin(candidates, eq(candidates.id, assessmentAttempts.candidateId))
    .innerJoin(jobs, eq(jobs.id, assessmentAttempts.jobId))
    .innerJoin(organizations, eq(organizations.id, assessmentAttempts.orgId))
    .where(eq(assessmentAttempts.linkId, linkId))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: assessmentAttempts }) : await q;
  return row ?? null;
}

export async function insertAttempt(db: Db, row: typeof assessmentAttempts.$inferInsert) {
  await db.insert(assessmentAttempts).values(row);
}

export async function updateAttempt(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof assessmentAttempts.$inferInsert> }) {
  await db
    .update(assessmentAttempts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(assessmentAttempts.orgId, orgId), eq(assessmentAttempts.id, id)));
}
