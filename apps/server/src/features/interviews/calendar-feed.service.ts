/**
 * The private iCal feed of each member's interviews. The feed row stores only a hash of the token;
 * the token itself is an HMAC of the row id under the server secret, so the URL can be shown again
 * without being stored, and rotating (a new row) revokes the old URL.
 */
import { createHmac } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { CalendarFeed } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { calendarFeeds, candidates, interviewInterviewers, interviews, jobs, organizations, users } from '../../db/schema';
import type { Env } from '../../lib/env';
import { newId, sha256 } from '../../lib/ids';
import { buildCalendar } from './ics';
import { isActiveMember } from './interviews.repo';

type Owner = { orgId: string; userId: string };
const FEED_PAST_DAYS = 90;
const FEED_MAX_EVENTS = 1000;

const tokenOf = (env: Env, feedId: string) => createHmac('sha256', env.authSecret).update(`calendar-feed:${feedId}`).digest('base64url');
const urlOf = (env: Env, token: string) => `${env.publicUrl}/api/v1/public/calendar/${token}.ics`;

async function newFeed(db: Db, env: Env, owner: Owner): Promise<string> {
  const id = newId();
  const token = tokenOf(env, id);
  await db.insert(calendarFeeds).values({ id, orgId: owner.orgId, userId: owner.userId, tokenHash: sha256(token) });
  return token;
}

/** The member's feed URL, created on first use. */
export async function calendarFeed(db: Db, env: Env, owner: Owner): Promise<CalendarFeed> {
  const token = await db.transaction(async (tx) => {
    // Serializes two first calls of the same member (the unique index would refuse the second).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`calendar-feed:${owner.orgId}:${owner.userId}`}))`);
    const [row] = await tx
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.orgId, owner.orgId), eq(calendarFeeds.userId, owner.userId)))
      .limit(1);
    return row ? tokenOf(env, row.id) : newFeed(tx, env, owner);
  });
  return { url: urlOf(env, token) };
}

/** Revokes the current URL and answers a new one. */
export async function rotateCalendarFeed(db: Db, env: Env, owner: Owner): Promise<CalendarFeed> {
  const token = await db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(and(eq(calendarFeeds.orgId, owner.orgId), eq(calendarFeeds.userId, owner.userId)));
    return newFeed(tx, env, owner);
  });
  return { url: urlOf(env, token) };
}

/** The feed's iCalendar text, or null for an unknown or revoked token (or a former member). */
export async function publicFeed(db: Db, env: Env, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [feed] = await db
    .select({ orgId: calendarFeeds.orgId, userId: calendarFeeds.userId, orgName: organizations.name })
    .from(calendarFeeds)
    .innerJoin(organizations, eq(organizations.id, calendarFeeds.orgId))
    .where(eq(calendarFeeds.tokenHash, sha256(token)))
    .limit(1);
  if (!feed || !(await isActiveMember(db, feed))) return null;
  const since = new Date(Date.now() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ i: interviews, first: candidates.firstName, last: candidates.lastName, job: jobs.title, organizer: users })
    .from(interviews)
    .innerJoin(interviewInterviewers, and(eq(interviewInterviewers.interviewId, interviews.id), eq(interviewInterviewers.userId, feed.userId)))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(users, eq(users.id, interviews.createdBy))
    .where(and(eq(interviews.orgId, feed.orgId), gte(interviews.endsAt, since)))
    .orderBy(asc(interviews.startsAt))
    .limit(FEED_MAX_EVENTS);
  return buildCalendar({
    name: `Interviews — ${feed.orgName}`,
    events: rows.map(({ i, first, last, job, organizer }) => ({
      uid: i.icsUid,
      sequence: i.sequence,
      start: i.startsAt,
      end: i.endsAt,
      stamp: i.updatedAt,
      summary: `${i.title} — ${`${first} ${last}`.trim()}`,
      description: `${job}\n${env.publicUrl}/database/candidate/${i.candidateId}`,
      location: i.location ?? i.videoUrl,
      url: i.videoUrl,
      organizer: { name: organizer?.name ?? 'Hirebase', email: organizer?.email ?? 'no-reply@hirebase.local' },
      attendees: [],
      canceled: i.status === 'canceled',
    })),
  });
}
