import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, assessmentAttempts, assessmentJobs, assessments, candidates, jobs, organizations } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;

const live = (orgId: string) => and(eq(assessments.orgId, orgId), isNull(assessments.deletedAt));

/** Usage and the mean percent of completed attempts, per assessment. */
const usage = {
  invited: sql<number>`(SELECT count(*)::int FROM ${assessmentAttempts} a WHERE a.assessment_id = ${assessments.id})`,
  completed: sql<number>`(SELECT count(*)::int FROM ${assessmentAttempts} a WHERE a.assessment_id = ${assessments.id} AND a.status = 'submitted')`,
  average: sql<
    number | null
  >`(SELECT round(avg(a.score * 100.0 / nullif(a.max_score, 0)), 1)::float8 FROM ${assessmentAttempts} a WHERE a.assessment_id = ${assessments.id} AND a.status = 'submitted' AND a.needs_grading = 0)`,
};
export type ListedAssessment = { row: AssessmentRow; invited: number; completed: number; average: number | null };

export async function listAssessments(db: Db, p: { orgId: string; q?: string; jobId?: string; limit: number; offset: number }) {
  const conds: (SQL | undefined)[] = [live(p.orgId)];
  if (p.q) conds.push(ilike(assessments.title, `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.jobId) conds.push(sql`EXISTS (SELECT 1 FROM ${assessmentJobs} j WHERE j.assessment_id = ${assessments.id} AND j.job_id = ${p.jobId})`);
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db.select({ row: assessments, ...usage }).from(assessments).where(where).orderBy(desc(assessments.updatedAt), desc(assessments.id)).limit(p.limit).offset(p.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(assessments).where(where),
  ]);
  return { rows: rows as ListedAssessment[], total: total?.n ?? 0 };
}

export async function findAssessment(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<ListedAssessment | null> {
  const [row] = await db
    .select({ row: assessments, ...usage })
    .from(assessments)
    .where(and(live(orgId), eq(assessments.id, id)))
    .limit(1);
  return (row as ListedAssessment | undefined) ?? null;
}

export async function insertAssessment(db: Db, row: typeof assessments.$inferInsert) {
  await db.insert(assessments).values(row);
}

export async function updateAssessment(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof assessments.$inferInsert> }) {
  await db
    .update(assessments)
    .set({ ...set, updatedAt: new Date() })
    .where(and(live(orgId), eq(assessments.id, id)));
}

/** The jobs of each assessment, by title. */
export async function jobsOf(db: Db, { orgId, ids }: { orgId: string; ids: string[] }) {
  const map = new Map<string, { id: string; title: string }[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ assessmentId: assessmentJobs.assessmentId, id: jobs.id, title: jobs.title })
    .from(assessmentJobs)
    .innerJoin(jobs, eq(jobs.id, assessmentJobs.jobId))
    .where(and(eq(assessmentJobs.orgId, orgId), inArray(assessmentJobs.assessmentId, ids)))
    .orderBy(asc(jobs.title));
  for (const r of rows) map.set(r.assessmentId, [...(map.get(r.assessmentId) ?? []), { id: r.id, title: r.title }]);
  return map;
}

/** Which of the ids are jobs of the organization. */
export async function existingJobIds(db: Db, { orgId, ids }: { orgId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), inArray(jobs.id, ids)));
  return rows.map((r) => r.id);
}

export async function setJobs(db: Db, { orgId, assessmentId, jobIds }: { orgId: string; assessmentId: string; jobIds: string[] }) {
  await db.delete(assessmentJobs).where(and(eq(assessmentJobs.orgId, orgId), eq(assessmentJobs.assessmentId, assessmentId)));
  if (jobIds.length) await db.insert(assessmentJobs).values(jobIds.map((jobId) => ({ orgId, assessmentId, jobId })));
}

export async function attachJob(db: Db, p: { orgId: string; assessmentId: string; jobId: string }) {
  await db.insert(assessmentJobs).values(p).onConflictDoNothing();
}

export async function detachJob(db: Db, { orgId, assessmentId, jobId }: { orgId: string; assessmentId: string; jobId: string }) {
  await db.delete(assessmentJobs).where(and(eq(assessmentJobs.orgId, orgId), eq(assessmentJobs.assessmentId, assessmentId), eq(assessmentJobs.jobId, jobId)));
}

/** What generation reads from a job. */
export async function jobForDraft(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, description: jobs.description, required: jobs.requiredSkills, nice: jobs.niceToHaveSkills })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, id)))
    .limit(1);
  return row ?? null;
}

/** The applications to invite, with the person and the job; other organizations' and merged-away ones are absent. */
export async function applicationsToInvite(db: Db, { orgId, ids }: { orgId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      jobTitle: jobs.title,
      orgName: organizations.name,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, ids), isNull(candidates.mergedIntoId)));
}
export type InviteeRow = Awaited<ReturnType<typeof applicationsToInvite>>[number];

export async function candidateExists(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select({ id: candidates.id }).from(candidates).where(and(eq(candidates.orgId, orgId), eq(candidates.id, id))).limit(1);
  return !!row;
}
