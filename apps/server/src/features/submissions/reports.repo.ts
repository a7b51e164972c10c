import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, assessmentAttempts, assessments, candidateReports, candidates, clients, jobs, organizations, resumes, scorecards, submissions } from '../../db/schema';

type Org = { orgId: string };
export type ReportRow = typeof candidateReports.$inferSelect;

export async function insertReport(db: Db, row: typeof candidateReports.$inferInsert) {
  await db.insert(candidateReports).values(row);
}

export async function findReport(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db.select().from(candidateReports).where(and(eq(candidateReports.orgId, orgId), eq(candidateReports.id, id)));
  return row ?? null;
}

export async function reportsOfCandidate(db: Db, { orgId, candidateId }: Org & { candidateId: string }) {
  return db
    .select()
    .from(candidateReports)
    .where(and(eq(candidateReports.orgId, orgId), eq(candidateReports.candidateId, candidateId)))
    .orderBy(desc(candidateReports.createdAt));
}

export async function liveCandidate(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, id), isNull(candidates.mergedIntoId)));
  return row ?? null;
}

export async function resumeOfCandidate(db: Db, { orgId, candidateId, id }: Org & { candidateId: string; id: string }) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), eq(resumes.candidateId, candidateId), eq(resumes.id, id)));
  return row ?? null;
}

/** The candidate's newest resume file, if any. */
export async function latestResumeId(db: Db, { orgId, candidateId }: Org & { candidateId: string }) {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), eq(resumes.candidateId, candidateId)))
    .orderBy(desc(resumes.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The candidate's newest parsed resume: its experience and education make the report's profile. */
export async function latestParsed(db: Db, { orgId, candidateId }: Org & { candidateId: string }) {
  const [row] = await db
    .select({ parsed: resumes.parsed })
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), eq(resumes.candidateId, candidateId), eq(resumes.status, 'parsed')))
    .orderBy(desc(resumes.createdAt))
    .limit(1);
  return row?.parsed ?? null;
}

/** Scorecards on the candidate's applications (to one job when given). */
export async function scorecardRows(db: Db, { orgId, candidateId, jobId }: Org & { candidateId: string; jobId: string | null }) {
  return db
    .select({ ratings: scorecards.ratings, recommendation: scorecards.recommendation })
    .from(scorecards)
    .innerJoin(applications, eq(applications.id, scorecards.applicationId))
    .where(and(eq(scorecards.orgId, orgId), eq(applications.candidateId, candidateId), jobId ? eq(applications.jobId, jobId) : undefined));
}

/** The candidate's submitted assessment attempts, newest first (of the job when given). */
export async function assessmentResultRows(db: Db, { orgId, candidateId, jobId }: Org & { candidateId: string; jobId: string | null }) {
  return db
    .select({ title: assessments.title, score: assessmentAttempts.score, maxScore: assessmentAttempts.maxScore, passed: assessmentAttempts.passed, needsGrading: assessmentAttempts.needsGrading, submittedAt: assessmentAttempts.submittedAt })
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .where(and(eq(assessmentAttempts.orgId, orgId), eq(assessmentAttempts.candidateId, candidateId), eq(assessmentAttempts.status, 'submitted'), jobId ? eq(assessmentAttempts.jobId, jobId) : undefined))
    .orderBy(desc(assessmentAttempts.submittedAt));
}

export async function reportContext(db: Db, { orgId, jobId }: Org & { jobId: string | null }) {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
  const [job] = jobId
    ? await db.select({ title: jobs.title, clientName: clients.name }).from(jobs).leftJoin(clients, eq(clients.id, jobs.clientId)).where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)))
    : [];
  return { orgName: org?.name ?? '', job: job ?? null };
}

/** The submission a report was sent with: only such a report takes the client's answer. */
export async function submissionOfReport(db: Db, { orgId, reportId }: Org & { reportId: string }) {
  const [row] = await db.select().from(submissions).where(and(eq(submissions.orgId, orgId), eq(submissions.reportId, reportId)));
  return row ?? null;
}
