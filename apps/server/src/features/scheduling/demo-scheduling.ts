/**
 * The demo organization's self-scheduling: one candidate of an open job was mailed a link yesterday
 * offering next week's working days with two interviewers, opened it once, and has not picked a time
 * yet. The rows are the ones sending writes (request, capability link, email, timeline entry); the
 * email is recorded as sent through the outbox and goes nowhere.
 */
import { DEFAULT_SCHEDULING_BODY, DEFAULT_SCHEDULING_SUBJECT, renderTemplate } from '@hirebase/shared';
import { and, desc, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, applications, candidates, capabilityLinkViews, emails, interviews, jobs, outboxMessages } from '../../db/schema';
import { issueLink, logView } from '../../lib/capability-links';
import { newId } from '../../lib/ids';
import { SCHEDULING_PURPOSE, withLink } from './scheduling.service';
import { insertRequest } from './scheduling.repo';
import { windowInstants } from './slots';

const DAY = 24 * 60 * 60_000;
const ZONE = 'Europe/Berlin';

/** Monday and Friday of the week after `now`, as dates. */
function nextWeek(now: number): { start: string; end: string } {
  const monday = new Date(now + ((8 - new Date(now).getUTCDay()) % 7 || 7) * DAY);
  return { start: monday.toISOString().slice(0, 10), end: new Date(monday.getTime() + 4 * DAY).toISOString().slice(0, 10) };
}

export async function seedDemoScheduling(db: Db, p: { orgId: string; userIds: string[]; orgName: string; senderName: string; publicUrl: string }): Promise<void> {
  const { orgId, userIds } = p;
  const [app] = await db
    .select({ id: applications.id, candidateId: applications.candidateId, jobId: applications.jobId, first: candidates.firstName, email: candidates.email, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.orgId, orgId),
        eq(applications.status, 'active'),
        eq(jobs.status, 'open'),
        isNotNull(candidates.email),
        isNull(candidates.mergedIntoId),
        notExists(db.select({ one: interviews.id }).from(interviews).where(eq(interviews.applicationId, applications.id))),
      ),
    )
    .orderBy(desc(applications.updatedAt))
    .limit(1);
  const sender = userIds[2] ?? userIds[0]!;
  if (!app) return;
  const now = Date.now();
  const sent = new Date(now - DAY);
  const week = nextWeek(now);
  const { from, to } = windowInstants(week.start, week.end, ZONE);
  const id = newId();
  const { link, token } = await issueLink(db, { orgId, purpose: SCHEDULING_PURPOSE, subjectId: id, ttlSeconds: Math.round((to.getTime() - now) / 1000), createdBy: sender });
  await insertRequest(db, {
    id,
    orgId,
    applicationId: app.id,
    candidateId: app.candidateId,
    jobId: app.jobId,
    linkId: link.id,
    title: 'First interview',
    type: 'video',
    durationMinutes: 45,
    interviewerIds: [...new Set([sender, userIds[1] ?? sender])],
    windowStart: week.start,
    windowEnd: week.end,
    windowStartsAt: from,
    windowEndsAt: to,
    timezone: ZONE,
    location: null,
    videoUrl: null,
    rescheduleNoticeHours: 24,
    cancelNoticeHours: 24,
    maxReschedules: 1,
    createdBy: sender,
    createdAt: sent,
    updatedAt: sent,
  });
  await logView(db, link.id, { ip: null, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', secret: '' });
  await db.update(capabilityLinkViews).set({ viewedAt: new Date(sent.getTime() + 2 * 60 * 60_000) }).where(eq(capabilityLinkViews.linkId, link.id));
  const url = `${p.publicUrl}/schedule/${token}`;
  const values = { 'candidate.first_name': app.first, 'job.title': app.jobTitle, 'org.name': p.orgName, 'recruiter.name': p.senderName };
  const subject = renderTemplate(DEFAULT_SCHEDULING_SUBJECT, values).text;
  const body = renderTemplate(withLink(DEFAULT_SCHEDULING_BODY, url, true), values).text;
  await db.insert(outboxMessages).values({ id: newId(), orgId, to: app.email!, subject, text: body, kind: 'candidate_email', status: 'sent', createdAt: sent });
  await db.insert(emails).values({ id: newId(), orgId, candidateId: app.candidateId, jobId: app.jobId, batchId: newId(), toEmail: app.email!, subject, body, status: 'sent', attempts: 1, sentBy: sender, sentAt: sent, createdAt: sent });
  await db.insert(activityLog).values({
    id: newId(),
    orgId,
    actorId: sender,
    action: 'invite',
    entityType: 'application',
    entityId: app.id,
    changes: { scheduling_link: { before: null, after: `First interview, ${week.start} to ${week.end}` } },
    createdAt: sent,
  });
}
