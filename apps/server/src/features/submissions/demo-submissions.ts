/**
 * Demo submissions: candidates of the client jobs sent to the client's primary contact over the last
 * eight weeks, in every status, with their reports (links that open, some already viewed), the
 * client's answers, the mail that carried them and placements with fees. Deterministic. The dated
 * rows are written in the caller's transaction in the shapes the real paths write; the moves to the
 * mapped stages, the openings a placement fills and the links go through the real functions.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ClientVerdict, SubmissionStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { activityLog, applications, candidateReports, candidates, capabilityLinkViews, clientContacts, clients, emails, jobs, outboxMessages, submissionEvents, submissions } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { issueLink, logView } from '../../lib/capability-links';
import { newId } from '../../lib/ids';
import { moveApplications, stagesOfJob } from '../jobs/jobs.service';
import { REPORT_PURPOSE, reportUrl } from './reports.service';
import { fillJobIfFull, insertPlacement, replaceStageMap } from './submissions.repo';

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

/** The stage kind each status moves a demo application to (the job's submission stage map). */
const MAPPED_KINDS: [SubmissionStatus, string][] = [
  ['interview_requested', 'interview'],
  ['offered', 'offer'],
  ['placed', 'hired'],
];
const BROWSERS = ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'];

type Seed = { orgId: string; userIds: string[]; publicUrl: string; now?: number };
type Stage = Awaited<ReturnType<typeof stagesOfJob>>['stages'][number];

/** Maps statuses to the job's stages (real repo call) and returns the map, once per job. */
async function stageMapOf(tx: Db, orgId: string, jobId: string, cache: Map<string, { stages: Stage[]; map: Map<SubmissionStatus, Stage> }>) {
  const known = cache.get(jobId);
  if (known) return known;
  const { stages } = await stagesOfJob(tx, { orgId, jobId });
  const map = new Map<SubmissionStatus, Stage>();
  for (const [status, kind] of MAPPED_KINDS) {
    const stage = stages.find((s) => s.kind === kind);
    if (stage) map.set(status, stage);
  }
  await replaceStageMap(tx, { orgId, jobId, rows: [...map].map(([status, stage]) => ({ status, stageId: stage.id })) });
  const entry = { stages, map };
  cache.set(jobId, entry);
  return entry;
}

export async function seedDemoSubmissions(tx: Db, { orgId, userIds, publicUrl, now = Date.now() }: Seed): Promise<number> {
  const apps = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      stageId: applications.stageId,
      status: applications.status,
      clientId: jobs.clientId,
      clientName: clients.name,
      first: candidates.firstName,
      jobTitle: jobs.title,
      salaryMax: jobs.salaryMax,
      currency: jobs.salaryCurrency,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(applications.orgId, orgId), isNotNull(jobs.clientId), eq(applications.status, 'active')))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(48);
  const contacts = await tx.select().from(clientContacts).where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.isPrimary, 1)));
  const contactOf = new Map(contacts.map((c) => [c.clientId, c]));
  const stageMaps = new Map<string, { stages: Stage[]; map: Map<SubmissionStatus, Stage> }>();
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
      options: { summary: `${app.first} is a strong match for the ${app.jobTitle} role: relevant experience, available soon, and keen on the team.`, profile: true, resume_id: null, scorecards: i % 2 === 0, assessments: false, contact_details: false, anonymised: i % 4 === 3 },
      expiresAt,
      createdBy: by,
      createdAt: created,
    });
    const { link, token } = await issueLink(tx, { orgId, purpose: REPORT_PURPOSE, subjectId: reportId, ttlSeconds: Math.max(60, Math.round((expiresAt.getTime() - now) / 1000)), createdBy: by });
    // The client opened most reports: once or twice, a few hours after the email.
    const views = path.verdict ? 2 : i % 3 === 0 ? 0 : 1;
    for (let v = 0; v < views; v++) await logView(tx, link.id, { ip: null, userAgent: BROWSERS[(i + v) % BROWSERS.length]!, secret: '' });
    if (views) await tx.update(capabilityLinkViews).set({ viewedAt: new Date(created.getTime() + 3 * HOUR) }).where(eq(capabilityLinkViews.linkId, link.id));
    const anonymous = i % 4 === 3;
    const name = anonymous ? 'a candidate' : app.first;
    const subject = `Candidate for ${app.jobTitle}: ${anonymous ? 'anonymised profile' : app.first}`;
    const body = `Hi ${contact.name},\n\nI would like to introduce ${name} for the ${app.jobTitle} role at ${app.clientName}. The report is here:\n${reportUrl(publicUrl, token)}\n\nYou can tell me on that page whether you are interested, would like an interview, or it is not a fit.\n`;
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
    const at = (k: number) => new Date(Math.min(now - HOUR, created.getTime() + k * 3 * DAY));
    const events = path.steps.map((to, k) => {
      const fromClient = !!path.verdict && k === path.steps.length - 1 && to !== 'withdrawn' && to !== 'offered' && to !== 'placed';
      const reason = fromClient ? (path.comment ?? null) : to === 'withdrawn' ? 'Candidate accepted another offer' : null;
      return { id: newId(), orgId, submissionId: id, fromStatus: k === 0 ? null : path.steps[k - 1]!, toStatus: to, reason, source: fromClient ? ('client' as const) : ('recruiter' as const), actorId: fromClient ? null : by, verdict: fromClient ? path.verdict! : null, createdAt: at(k) };
    });
    await tx.insert(submissionEvents).values(events);
    // The activity the submit and each status change write (createSubmissions, applyStatus), dated as they happened.
    await tx.insert(activityLog).values([
      { id: newId(), orgId, actorId: by, action: 'submit', entityType: 'submission', entityId: id, changes: { job_id: { before: null, after: app.jobId }, client: { before: null, after: app.clientName }, contacts: { before: null, after: [contact.name] } }, createdAt: created },
      ...events.slice(1).map((e) => {
        const changes: Record<string, { before: unknown; after: unknown }> = { status: { before: e.fromStatus, after: e.toStatus } };
        if (e.verdict) {
          changes.client_feedback = { before: null, after: e.verdict };
          if (e.reason) changes.client_comment = { before: null, after: e.reason };
        } else if (e.reason) changes.reason = { before: null, after: e.reason };
        return { id: newId(), orgId, actorId: e.actorId, action: 'update' as const, entityType: 'submission' as const, entityId: id, changes, createdAt: e.createdAt };
      }),
    ]);
    // The furthest mapped status moves the application as applyStatus does (into hired for a placement).
    const { stages, map } = await stageMapOf(tx, orgId, app.jobId, stageMaps);
    const mapped = [...path.steps].reverse().find((st) => map.has(st));
    const to = mapped ? map.get(mapped)! : null;
    if (to && to.id !== app.stageId) {
      await moveApplications(tx, { orgId, actorId: by, apps: [{ id: app.id, stageId: app.stageId, status: app.status }], to, stageNames: new Map(stages.map((st) => [st.id, st.name])) });
    }
    if (last === 'placed') {
      const salary = app.salaryMax ?? 90_000;
      const placementId = newId();
      const manager = userIds[1] ?? by;
      const terms = { startDate: new Date(changedAt.getTime() + 21 * DAY).toISOString().slice(0, 10), currency: app.currency ?? 'USD', feeAmount: Math.round(salary * 0.2) };
      await insertPlacement(tx, {
        id: placementId,
        orgId,
        submissionId: id,
        jobId: app.jobId,
        candidateId: app.candidateId,
        ...terms,
        salary,
        feeType: 'percent',
        feePercent: 20,
        guaranteeDays: 90,
        invoiceStatus: i % 3 === 0 ? 'paid' : 'invoiced',
        invoiceRef: `INV-${2026}-${String(100 + i).padStart(4, '0')}`,
        createdBy: manager,
        createdAt: changedAt,
        updatedAt: changedAt,
      });
      await logActivity(tx, {
        orgId,
        actorId: manager,
        action: 'create',
        entityType: 'placement',
        entityId: placementId,
        changes: { submission_id: { before: null, after: id }, start_date: { before: null, after: terms.startDate }, currency: { before: null, after: terms.currency }, fee_amount: { before: null, after: terms.feeAmount } },
      });
      const fill = await fillJobIfFull(tx, { orgId, jobId: app.jobId });
      if (fill?.filled) await logActivity(tx, { orgId, actorId: manager, action: 'update', entityType: 'job', entityId: app.jobId, changes: { status: { before: fill.before, after: 'filled' } } });
    }
    made++;
  }
  return made;
}
