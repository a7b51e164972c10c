/**
 * Demo submissions: candidates of the client jobs sent to the client's primary contact over the last
 * eight weeks, in every status, with their reports, the client's answers, the mail that carried them
 * and placements with fees. Deterministic; written straight to the tables in the caller's transaction.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ClientVerdict, SubmissionStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { activityLog, applications, candidateReports, candidates, clientContacts, emails, jobs, outboxMessages, placements, submissionEvents, submissions } from '../../db/schema';
import { issueLink } from '../../lib/capability-links';
import { newId } from '../../lib/ids';
import { REPORT_PURPOSE } from './reports.service';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Where each demo submission ends: its path through the statuses and, for some, the client's words. */
const PATHS: { steps: SubmissionStatus[]; verdict?: ClientVerdict; comment?: string }[] = [
  { steps: ['submitted'] },
  { steps: ['submitted', 'client_reviewing'], verdict: 'interested', comment: 'Looks promising — we are reviewing with the team this week.' },
  { steps: ['submitted', 'client_reviewing', 'interview_requested'], verdict: 'request_interview', comment: 'Could we speak with them on Tuesday or Wednesday?' },
  { steps: ['submitted', 'rejected'], verdict: 'not_a_fit', comment: 'Strong profile but we need more hands-on experience with our stack.' },
  { steps: ['submitted', 'client_reviewing', 'interview_requested', 'offered'] },
  { steps: ['submitted', 'client_reviewing', 'interview_requested', 'offered', 'placed'] },
  { steps: ['submitted', 'withdrawn'] },
  { steps: ['submitted', 'client_reviewing'] },
];

type Seed = { orgId: string; userIds: string[]; now?: number };

export async function seedDemoSubmissions(tx: Db, { orgId, userIds, now = Date.now() }: Seed): Promise<number> {
  const apps = await tx
    .select({ id: applications.id, jobId: applications.jobId, candidateId: applications.candidateId, clientId: jobs.clientId, first: candidates.firstName, jobTitle: jobs.title, salaryMax: jobs.salaryMax, currency: jobs.salaryCurrency })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.orgId, orgId), isNotNull(jobs.clientId), eq(applications.status, 'active')))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(48);
  const contacts = await tx.select().from(clientContacts).where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.isPrimary, 1)));
  const contactOf = new Map(contacts.map((c) => [c.clientId, c]));
  let made = 0;
  for (const [i, app] of apps.entries()) {
    const contact = contactOf.get(app.clientId!);
    if (!contact?.email) continue;
    const path = PATHS[i % PATHS.length]!;
    const by = userIds[i % userIds.length]!;
    const created = new Date(now - (((i * 37) % 55) + 1) * DAY - (i % 9) * HOUR);
    const reportId = newId();
    const id = newId();
    const batchId = newId();
    const expiresAt = new Date(created.getTime() + 30 * DAY);
    await tx.insert(candidateReports).values({
      id: reportId,
      orgId,
      candidateId: app.candidateId,
      jobId: app.jobId,
      options: { summary: `${app.first} is a strong match for the ${app.jobTitle} role: relevant experience, available soon, and keen on the team.`, profile: true, resume_id: null, scorecards: i % 2 === 0, contact_details: false, anonymised: i % 4 === 3 },
      expiresAt,
      createdBy: by,
      createdAt: created,
    });
    await issueLink(tx, { orgId, purpose: REPORT_PURPOSE, subjectId: reportId, ttlSeconds: Math.max(60, Math.round((expiresAt.getTime() - now) / 1000)), createdBy: by });
    const subject = `Candidate for ${app.jobTitle}: ${app.first}`;
    const body = `Hi ${contact.name},\n\nPlease find ${app.first}'s report for the ${app.jobTitle} role at the link in this email.\n`;
    // Sent as the send-email job sends every email row: through the outbox.
    await tx.insert(outboxMessages).values({ id: newId(), orgId, to: contact.email, subject, text: body, kind: 'candidate_email', status: 'sent', createdAt: created });
    await tx.insert(emails).values({
      id: newId(),
      orgId,
      candidateId: app.candidateId,
      jobId: app.jobId,
      batchId,
      toEmail: contact.email,
      subject,
      body,
      status: 'sent',
      attempts: 1,
      sentBy: by,
      sentAt: created,
      createdAt: created,
    });
    const last = path.steps.at(-1)!;
    const changedAt = new Date(Math.min(now - HOUR, created.getTime() + (path.steps.length - 1) * 3 * DAY));
    await tx.insert(submissions).values({
      id,
      orgId,
      jobId: app.jobId,
      candidateId: app.candidateId,
      clientId: app.clientId!,
      applicationId: app.id,
      reportId,
      contactIds: [contact.id],
      emailBatchId: batchId,
      status: last,
      statusChangedAt: changedAt,
      verdict: path.verdict ?? null,
      feedback: path.comment ?? null,
      feedbackAt: path.verdict ? changedAt : null,
      submittedBy: by,
      createdAt: created,
      updatedAt: changedAt,
    });
    await tx.insert(submissionEvents).values(
      path.steps.map((to, k) => {
        const fromClient = path.verdict && k === path.steps.length - 1 && to !== 'withdrawn' && to !== 'offered' && to !== 'placed';
        return {
          id: newId(),
          orgId,
          submissionId: id,
          fromStatus: k === 0 ? null : path.steps[k - 1]!,
          toStatus: to,
          reason: fromClient ? (path.comment ?? null) : to === 'withdrawn' ? 'Candidate accepted another offer' : null,
          source: fromClient ? ('client' as const) : ('recruiter' as const),
          actorId: fromClient ? null : by,
          verdict: fromClient ? path.verdict! : null,
          createdAt: new Date(Math.min(now - HOUR, created.getTime() + k * 3 * DAY)),
        };
      }),
    );
    await tx.insert(activityLog).values({ id: newId(), orgId, actorId: by, action: 'submit', entityType: 'submission', entityId: id, changes: { contacts: { before: null, after: [contact.name] } }, createdAt: created });
    if (last === 'placed') {
      const salary = app.salaryMax ?? 90_000;
      await tx.insert(placements).values({
        id: newId(),
        orgId,
        submissionId: id,
        jobId: app.jobId,
        candidateId: app.candidateId,
        startDate: new Date(changedAt.getTime() + 21 * DAY).toISOString().slice(0, 10),
        salary,
        currency: app.currency ?? 'USD',
        feeType: 'percent',
        feePercent: 20,
        feeAmount: Math.round(salary * 0.2),
        guaranteeDays: 90,
        invoiceStatus: i % 3 === 0 ? 'paid' : 'invoiced',
        invoiceRef: `INV-${2026}-${String(100 + i).padStart(4, '0')}`,
        createdBy: userIds[1] ?? by,
        createdAt: changedAt,
        updatedAt: changedAt,
      });
    }
    made++;
  }
  return made;
}
