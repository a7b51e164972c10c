import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoJson, jsonPage, jsonRecord, placeIn } from '../../lib/json-sql';
import { totalOver } from '../../lib/list';
import { applications, candidates, interviewCalendarEvents, interviewInterviewers, interviews, jobs, memberships, scorecards, users } from '../../db/schema';

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewScope = 'upcoming' | 'past' | 'mine' | 'awaiting_feedback';
export type InterviewFilters = {
  scope?: InterviewScope;
  status?: InterviewRow['status'];
  from?: Date;
  to?: Date;
  interviewerId?: string;
  applicationId?: string;
  candidateId?: string;
};

/** The interview with the names it is shown with. */
const listed = {
  interview: interviews,
  candidateFirst: candidates.firstName,
  candidateLast: candidates.lastName,
  candidateEmail: candidates.email,
  jobTitle: jobs.title,
};
export type ListedInterview = { interview: InterviewRow; candidateFirst: string; candidateLast: string; candidateEmail: string | null; jobTitle: string };

const interviewerIs = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM ${interviewInterviewers} ii WHERE ii.interview_id = ${interviews.id} AND ii.user_id = ${userId})`;

function filtersWhere(orgId: string, userId: string, f: InterviewFilters, now: Date): SQL {
  const conds: (SQL | undefined)[] = [eq(interviews.orgId, orgId)];
  const live = ne(interviews.status, 'canceled');
  if (f.scope === 'upcoming') conds.push(live, gt(interviews.endsAt, now));
  if (f.scope === 'past') conds.push(live, lte(interviews.endsAt, now));
  if (f.scope === 'mine') conds.push(live, interviewerIs(userId));
  if (f.scope === 'awaiting_feedback') {
    conds.push(
      live,
      lte(interviews.endsAt, now),
      interviewerIs(userId),
      sql`NOT EXISTS (SELECT 1 FROM ${scorecards} s WHERE s.interview_id = ${interviews.id} AND s.interviewer_id = ${userId})`,
    );
  }
  if (f.status) conds.push(eq(interviews.status, f.status));
  if (f.from) conds.push(gt(interviews.endsAt, f.from));
  if (f.to) conds.push(lt(interviews.startsAt, f.to));
  if (f.interviewerId) conds.push(interviewerIs(f.interviewerId));
  if (f.applicationId) conds.push(eq(interviews.applicationId, f.applicationId));
  if (f.candidateId) conds.push(eq(interviews.candidateId, f.candidateId));
  return and(...conds)!;
}

/**
 * An interview as the API sends it (`Interview`), written by the database for the list and the record:
 * interviewers by name, the interviewers who submitted a scorecard, and who scheduled it.
 */
function interviewJson(orgId: string): SQL {
  const interviewers = sql`(SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name, u.id), '[]'::json)
    FROM ${interviewInterviewers} ii JOIN ${users} u ON u.id = ii.user_id WHERE ii.org_id = ${orgId} AND ii.interview_id = ${interviews.id})`;
  const scorecardBy = sql`(SELECT coalesce(json_agg(s.interviewer_id ORDER BY s.interviewer_id), '[]'::json)
    FROM ${scorecards} s WHERE s.org_id = ${orgId} AND s.interview_id = ${interviews.id})`;
  const createdBy = sql`(SELECT json_build_object('id', u.id, 'name', u.name) FROM ${users} u WHERE u.id = ${interviews.createdBy})`;
  // Interviewers whose calendar declined (or dropped) the event, while they are still on the interview.
  const declinedBy = sql`(SELECT coalesce(json_agg(e.user_id ORDER BY e.user_id), '[]'::json) FROM ${interviewCalendarEvents} e
    WHERE e.org_id = ${orgId} AND e.interview_id = ${interviews.id} AND e.declined_at IS NOT NULL
      AND EXISTS (SELECT 1 FROM ${interviewInterviewers} ii WHERE ii.interview_id = e.interview_id AND ii.user_id = e.user_id))`;
  return sql`json_build_object(
    'id', ${interviews.id}, 'application_id', ${interviews.applicationId},
    'candidate', json_build_object('id', ${interviews.candidateId}, 'name', btrim(${candidates.firstName} || ' ' || ${candidates.lastName}), 'email', ${candidates.email}),
    'job', json_build_object('id', ${interviews.jobId}, 'title', ${jobs.title}),
    'title', ${interviews.title}, 'type', ${interviews.type}, 'status', ${interviews.status},
    'starts_at', ${isoJson(interviews.startsAt)}, 'ends_at', ${isoJson(interviews.endsAt)}, 'timezone', ${interviews.timezone},
    'location', ${interviews.location}, 'video_url', ${interviews.videoUrl}, 'notes', ${interviews.notes},
    'interviewers', ${interviewers}, 'declined_by', ${declinedBy}, 'scorecard_by', ${scorecardBy}, 'sequence', ${interviews.sequence}, 'created_by', ${createdBy},
    'created_at', ${isoJson(interviews.createdAt)}, 'updated_at', ${isoJson(interviews.updatedAt)})`;
}

/** One page of interviews as the API's JSON array with the filtered total: one statement (`total` null past the end). */
export async function listInterviewsJson(
  db: Db,
  p: { orgId: string; userId: string; filters: InterviewFilters; desc: boolean; limit: number; offset: number; now?: Date },
) {
  const where = filtersWhere(p.orgId, p.userId, p.filters, p.now ?? new Date());
  const dir = p.desc ? desc : asc;
  const order = [dir(interviews.startsAt), dir(interviews.id)];
  const page = db
    .select({ item: sql`${interviewJson(p.orgId)}`.as('item'), n: placeIn(order).as('n'), total: totalOver.as('total') })
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(where)
    .orderBy(...order)
    .limit(p.limit)
    .offset(p.offset);
  return jsonPage(db, page);
}

export async function countInterviews(db: Db, p: { orgId: string; userId: string; filters: InterviewFilters; now?: Date }) {
  const [row] = await db.select({ n: count() }).from(interviews).where(filtersWhere(p.orgId, p.userId, p.filters, p.now ?? new Date()));
  return Number(row?.n ?? 0);
}

/** One interview as the API's JSON text, or null when it is not the organization's. */
export async function interviewJsonOf(db: Db, { orgId, id }: { orgId: string; id: string }) {
  return jsonRecord(
    db,
    db
      .select({ item: sql`${interviewJson(orgId)}`.as('item') })
      .from(interviews)
      .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
      .innerJoin(jobs, eq(jobs.id, interviews.jobId))
      .where(and(eq(interviews.orgId, orgId), eq(interviews.id, id))),
  );
}

export async function findInterview(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }): Promise<ListedInterview | null> {
  const q = db
    .select(listed)
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(and(eq(interviews.orgId, orgId), eq(interviews.id, id)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: interviews }) : await q;
  return row ?? null;
}

/** The application an interview is for, with what the invite needs; null when not the organization's. */
export async function findApplication(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({ id: applications.id, candidateId: applications.candidateId, jobId: applications.jobId })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.orgId, orgId), eq(applications.id, id), isNull(candidates.mergedIntoId)))
    .limit(1);
  return row ?? null;
}

export async function insertInterview(db: Db, row: typeof interviews.$inferInsert) {
  await db.insert(interviews).values(row);
}

export async function updateInterview(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof interviews.$inferInsert> }) {
  await db
    .update(interviews)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(interviews.orgId, orgId), eq(interviews.id, id)));
}

export async function interviewerIdsOf(db: Db, { orgId, interviewIds }: { orgId: string; interviewIds: string[] }) {
  if (interviewIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ interviewId: interviewInterviewers.interviewId, userId: interviewInterviewers.userId, name: users.name })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(and(eq(interviewInterviewers.orgId, orgId), inArray(interviewInterviewers.interviewId, interviewIds)))
    .orderBy(asc(users.name), asc(users.id));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.interviewId, [...(map.get(r.interviewId) ?? []), r.userId]);
  return map;
}

export async function setInterviewers(db: Db, { orgId, interviewId, userIds }: { orgId: string; interviewId: string; userIds: string[] }) {
  await db.delete(interviewInterviewers).where(and(eq(interviewInterviewers.orgId, orgId), eq(interviewInterviewers.interviewId, interviewId)));
  if (userIds.length) await db.insert(interviewInterviewers).values(userIds.map((userId) => ({ orgId, interviewId, userId })));
}

/** Names and addresses of the given users, for invites. */
export async function contactsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** Which interviewers (ids) submitted a scorecard, per interview. */
export async function scorecardAuthors(db: Db, { orgId, interviewIds }: { orgId: string; interviewIds: string[] }) {
  if (interviewIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ interviewId: scorecards.interviewId, userId: scorecards.interviewerId })
    .from(scorecards)
    .where(and(eq(scorecards.orgId, orgId), inArray(scorecards.interviewId, interviewIds)));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.interviewId, [...(map.get(r.interviewId) ?? []), r.userId]);
  return map;
}

/** Live interviews of these users that overlap [start, end), one row per (interview, interviewer). */
export async function overlapping(db: Db, p: { orgId: string; start: Date; end: Date; userIds: string[]; excludeId?: string }) {
  if (p.userIds.length === 0) return [];
  return db
    .select({ id: interviews.id, title: interviews.title, startsAt: interviews.startsAt, endsAt: interviews.endsAt, userId: users.id, name: users.name })
    .from(interviews)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(
      and(
        eq(interviews.orgId, p.orgId),
        ne(interviews.status, 'canceled'),
        lt(interviews.startsAt, p.end),
        gt(interviews.endsAt, p.start),
        inArray(interviewInterviewers.userId, p.userIds),
        p.excludeId ? ne(interviews.id, p.excludeId) : undefined,
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(users.name))
    .limit(50);
}

/** Whether the user is an active member of the organization (a feed of a former member stops). */
export async function isActiveMember(db: Db, { orgId, userId }: { orgId: string; userId: string }) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .limit(1);
  return !!row;
}
