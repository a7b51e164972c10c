/** What a candidate's timeline needs from interviews: the ids of their interviews and scorecards, and labels. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviews, scorecards } from '../../db/schema';

/** Interview and scorecard ids of the candidate: their activity belongs on the candidate's timeline. */
export async function interviewTimelineIds(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }): Promise<string[]> {
  const rows = await db
    .select({ id: interviews.id, scorecardId: scorecards.id })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(and(eq(interviews.orgId, orgId), eq(interviews.candidateId, candidateId)));
  return [...new Set(rows.flatMap((r) => (r.scorecardId ? [r.id, r.scorecardId] : [r.id])))];
}

/** id → label: an interview by its title, a scorecard by its interview's title. */
export async function interviewLabels(db: Db, { orgId, entityType, ids }: { orgId: string; entityType: 'interview' | 'scorecard'; ids: string[] }) {
  if (ids.length === 0) return [];
  if (entityType === 'interview') {
    return db.select({ id: interviews.id, label: interviews.title }).from(interviews).where(and(eq(interviews.orgId, orgId), inArray(interviews.id, ids)));
  }
  return db
    .select({ id: scorecards.id, label: interviews.title })
    .from(scorecards)
    .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
    .where(and(eq(scorecards.orgId, orgId), inArray(scorecards.id, ids)));
}
