/** What the activity log needs from submissions: a candidate's submission ids (their entries belong on the timeline) and labels. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateReports, candidates, clients, placements, submissions } from '../../db/schema';

type Org = { orgId: string };

export async function submissionTimelineIds(db: Db, { orgId, candidateId }: Org & { candidateId: string }): Promise<string[]> {
  const [subs, reports, placed] = await Promise.all([
    db.select({ id: submissions.id }).from(submissions).where(and(eq(submissions.orgId, orgId), eq(submissions.candidateId, candidateId))),
    db.select({ id: candidateReports.id }).from(candidateReports).where(and(eq(candidateReports.orgId, orgId), eq(candidateReports.candidateId, candidateId))),
    db.select({ id: placements.id }).from(placements).where(and(eq(placements.orgId, orgId), eq(placements.candidateId, candidateId))),
  ]);
  return [...subs, ...reports, ...placed].map((r) => r.id);
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** "Candidate → Client" for submissions and placements, the candidate's name for reports. */
export async function submissionLabels(db: Db, { orgId, entityType, ids }: Org & { entityType: string; ids: string[] }) {
  if (entityType === 'candidate_report') {
    const rows = await db
      .select({ id: candidateReports.id, first: candidates.firstName, last: candidates.lastName })
      .from(candidateReports)
      .innerJoin(candidates, eq(candidates.id, candidateReports.candidateId))
      .where(and(eq(candidateReports.orgId, orgId), inArray(candidateReports.id, ids)));
    return rows.map((r) => ({ id: r.id, label: `Report on ${nameOf(r.first, r.last)}` }));
  }
  const byPlacement = entityType === 'placement';
  const rows = await db
    .select({ id: byPlacement ? placements.id : submissions.id, first: candidates.firstName, last: candidates.lastName, client: clients.name })
    .from(submissions)
    .innerJoin(candidates, eq(candidates.id, submissions.candidateId))
    .innerJoin(clients, eq(clients.id, submissions.clientId))
    .leftJoin(placements, eq(placements.submissionId, submissions.id))
    .where(and(eq(submissions.orgId, orgId), inArray(byPlacement ? placements.id : submissions.id, ids)));
  return rows.map((r) => ({ id: r.id!, label: `${nameOf(r.first, r.last)} → ${r.client}` }));
}
