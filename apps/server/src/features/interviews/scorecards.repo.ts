import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewInterviewers, jobs, scorecardCriteria, scorecards } from '../../db/schema';

export type ScorecardRow = typeof scorecards.$inferSelect;

export async function scorecardsOf(db: Db, { orgId, interviewIds }: { orgId: string; interviewIds: string[] }) {
  if (interviewIds.length === 0) return [];
  return db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.orgId, orgId), inArray(scorecards.interviewId, interviewIds)))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
}

export async function findScorecard(db: Db, { orgId, interviewId, interviewerId }: { orgId: string; interviewId: string; interviewerId: string }) {
  const [row] = await db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.orgId, orgId), eq(scorecards.interviewId, interviewId), eq(scorecards.interviewerId, interviewerId)))
    .limit(1);
  return row ?? null;
}

/** One scorecard per interview and interviewer: a second submission replaces the first. */
export async function upsertScorecard(db: Db, row: typeof scorecards.$inferInsert) {
  await db
    .insert(scorecards)
    .values(row)
    .onConflictDoUpdate({
      target: [scorecards.interviewId, scorecards.interviewerId],
      set: { ratings: row.ratings, recommendation: row.recommendation, notes: row.notes, updatedAt: new Date() },
    });
}

export async function isInterviewer(db: Db, { orgId, interviewId, userId }: { orgId: string; interviewId: string; userId: string }) {
  const [row] = await db
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(and(eq(interviewInterviewers.orgId, orgId), eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.userId, userId)))
    .limit(1);
  return !!row;
}

export async function jobExists(db: Db, { orgId, jobId }: { orgId: string; jobId: string }) {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId))).limit(1);
  return !!row;
}

export async function criteriaOf(db: Db, { orgId, jobId }: { orgId: string; jobId: string }): Promise<string[]> {
  const rows = await db
    .select({ name: scorecardCriteria.name })
    .from(scorecardCriteria)
    .where(and(eq(scorecardCriteria.orgId, orgId), eq(scorecardCriteria.jobId, jobId)))
    .orderBy(asc(scorecardCriteria.position));
  return rows.map((r) => r.name);
}

export async function replaceCriteria(db: Db, { orgId, jobId, names, newId }: { orgId: string; jobId: string; names: string[]; newId: () => string }) {
  await db.delete(scorecardCriteria).where(and(eq(scorecardCriteria.orgId, orgId), eq(scorecardCriteria.jobId, jobId)));
  await db.insert(scorecardCriteria).values(names.map((name, position) => ({ id: newId(), orgId, jobId, name, position })));
}
