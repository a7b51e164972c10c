/** Scheduling requests: Drizzle only, always within the organization. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, candidates, capabilityLinks, interviews, jobs, organizations, schedulingRequests, users } from '../../db/schema';

export type SchedulingRequestRow = typeof schedulingRequests.$inferSelect;

export async function insertRequest(db: Db, row: typeof schedulingRequests.$inferInsert) {
  await db.insert(schedulingRequests).values(row);
}

export async function updateRequest(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof schedulingRequests.$inferInsert> }) {
  await db
    .update(schedulingRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(schedulingRequests.orgId, orgId), eq(schedulingRequests.id, id)));
}

/** The request, locked for the rest of the transaction when `lock` is set (one booking at a time per link). */
export async function findRequest(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }) {
  const q = db.select().from(schedulingRequests).where(and(eq(schedulingRequests.orgId, orgId), eq(schedulingRequests.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The application with the names a request shows; null for another organization's or a merged-away candidate's. */
export async function findApplicationFor(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.orgId, orgId), eq(applications.id, id), isNull(candidates.mergedIntoId)))
    .limit(1);
  return row ?? null;
}

const detail = {
  request: schedulingRequests,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  jobTitle: jobs.title,
  orgName: organizations.name,
  creatorName: users.name,
  creatorEmail: users.email,
  expiresAt: capabilityLinks.expiresAt,
  viewCount: capabilityLinks.viewCount,
  lastViewedAt: capabilityLinks.lastViewedAt,
  interviewStartsAt: interviews.startsAt,
  interviewEndsAt: interviews.endsAt,
  interviewStatus: interviews.status,
};
export type RequestDetail = {
  request: SchedulingRequestRow;
  firstName: string;
  lastName: string;
  email: string | null;
  jobTitle: string;
  orgName: string;
  creatorName: string | null;
  creatorEmail: string | null;
  expiresAt: Date | null;
  viewCount: number;
  lastViewedAt: Date | null;
  interviewStartsAt: Date | null;
  interviewEndsAt: Date | null;
  interviewStatus: string | null;
};

function detailQuery(db: Db) {
  return db
    .select(detail)
    .from(schedulingRequests)
    .innerJoin(candidates, eq(candidates.id, schedulingRequests.candidateId))
    .innerJoin(jobs, eq(jobs.id, schedulingRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, schedulingRequests.orgId))
    .innerJoin(capabilityLinks, eq(capabilityLinks.id, schedulingRequests.linkId))
    .leftJoin(users, eq(users.id, schedulingRequests.createdBy))
    .leftJoin(interviews, eq(interviews.id, schedulingRequests.interviewId));
}

export async function requestDetail(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<RequestDetail | null> {
  const [row] = await detailQuery(db).where(and(eq(schedulingRequests.orgId, orgId), eq(schedulingRequests.id, id)));
  return row ?? null;
}

/** The request a capability link opens (the link already checked): the organization comes from the link. */
export async function requestOfLink(db: Db, { orgId, linkId }: { orgId: string; linkId: string }): Promise<RequestDetail | null> {
  const [row] = await detailQuery(db).where(and(eq(schedulingRequests.orgId, orgId), eq(schedulingRequests.linkId, linkId)));
  return row ?? null;
}

export async function requestsOfApplication(db: Db, { orgId, applicationId }: { orgId: string; applicationId: string }): Promise<RequestDetail[]> {
  return detailQuery(db)
    .where(and(eq(schedulingRequests.orgId, orgId), eq(schedulingRequests.applicationId, applicationId)))
    .orderBy(desc(schedulingRequests.createdAt));
}

export async function peopleOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

/**
 * Holds each interviewer for the rest of the transaction, in a fixed order so two bookings never
 * wait on each other crosswise: two links sharing an interviewer book one after the other, and the
 * second sees the first's interview when it checks for clashes.
 */
export async function holdInterviewers(db: Db, userIds: string[]) {
  for (const id of [...new Set(userIds)].sort()) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`interviewer-booking:${id}`}))`);
  }
}
