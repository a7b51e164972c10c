/** The values merge fields take for one send: the organization, job and sender, then each candidate. */
import { formatInterviewTime, initialsOf, type MergeValues } from '@hirebase/shared';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, interviews, jobs, organizations, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { customMergeValues, type CustomMerge } from '../custom-fields/custom-fields.service';

export type SendContext = {
  org: { name: string };
  job: { id: string; title: string; location: string | null; customFields: Record<string, unknown> } | null;
  /** Who the mail is from: the sender, or for an automation the job's owner. */
  recruiter: { id: string; name: string; email: string } | null;
};
export type MergeCandidate = { id: string; firstName: string; lastName: string; email: string | null; emailOptOut: boolean; customFields?: Record<string, unknown> };
export type NextInterview = { startsAt: Date; timezone: string };

export async function sendContext(db: Db, { orgId, jobId, sentBy }: { orgId: string; jobId?: string | null; sentBy: string | null }): Promise<SendContext> {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw notFound('Organization');
  let job: SendContext['job'] = null;
  let ownerId: string | null = null;
  if (jobId) {
    const [row] = await db
      .select({ id: jobs.id, title: jobs.title, location: jobs.location, ownerId: jobs.ownerId, customFields: jobs.customFields })
      .from(jobs)
      .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
    if (!row) throw notFound('Job');
    job = { id: row.id, title: row.title, location: row.location, customFields: row.customFields };
    ownerId = row.ownerId;
  }
  const recruiterId = sentBy ?? ownerId;
  const [recruiter] = recruiterId ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, recruiterId)) : [];
  return { org, job, recruiter: recruiter ?? null };
}

/** The organization's live (not merged) candidates among the ids. */
export async function mergeCandidates(db: Db, { orgId, ids }: { orgId: string; ids: string[] }): Promise<MergeCandidate[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      emailOptOut: candidates.emailOptOut,
      customFields: candidates.customFields,
    })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), inArray(candidates.id, ids), isNull(candidates.mergedIntoId)));
}

/** Each candidate's next scheduled interview (for the job, when one is given). */
export async function nextInterviews(
  db: Db,
  { orgId, candidateIds, jobId, now = new Date() }: { orgId: string; candidateIds: string[]; jobId?: string | null; now?: Date },
): Promise<Map<string, NextInterview>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await db
    .select({ candidateId: interviews.candidateId, startsAt: interviews.startsAt, timezone: interviews.timezone })
    .from(interviews)
    .where(
      and(
        eq(interviews.orgId, orgId),
        inArray(interviews.candidateId, candidateIds),
        eq(interviews.status, 'scheduled'),
        gt(interviews.startsAt, now),
        jobId ? eq(interviews.jobId, jobId) : undefined,
      ),
    )
    .orderBy(asc(interviews.startsAt));
  const next = new Map<string, NextInterview>();
  for (const r of rows) if (!next.has(r.candidateId)) next.set(r.candidateId, { startsAt: r.startsAt, timezone: r.timezone });
  return next;
}

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/** Values for one candidate; a field without a value is left out so rendering reports it missing. */
export function mergeValues(ctx: SendContext, candidate: MergeCandidate | null, interview: NextInterview | null, custom?: CustomMerge): MergeValues {
  const values: MergeValues = { 'org.name': ctx.org.name };
  if (custom && candidate) Object.assign(values, customMergeValues(custom, 'candidate', candidate.customFields));
  if (custom && ctx.job) Object.assign(values, customMergeValues(custom, 'job', ctx.job.customFields));
  if (candidate) {
    values['candidate.first_name'] = candidate.firstName;
    values['candidate.last_name'] = candidate.lastName;
    values['candidate.name'] = `${candidate.firstName} ${candidate.lastName}`.trim();
    values['candidate.initials'] = initialsOf(candidate.firstName, candidate.lastName);
    if (candidate.email) values['candidate.email'] = candidate.email;
  }
  if (ctx.job) {
    values['job.title'] = ctx.job.title;
    values['job.location'] = ctx.job.location ?? '';
  }
  if (ctx.recruiter) {
    values['recruiter.name'] = ctx.recruiter.name;
    values['recruiter.email'] = ctx.recruiter.email;
  }
  // The organizer's zone: the time the candidate was invited for, as the invite said it.
  if (interview) values['interview.time'] = formatInterviewTime(interview.startsAt, validZone(interview.timezone));
  return values;
}
