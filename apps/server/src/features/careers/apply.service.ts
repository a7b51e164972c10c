/**
 * An application from the careers site, in one transaction: the candidate (created, or merged by
 * the one dedupe policy), the application in the job's first "applied" stage (or the rejected stage
 * when an answer knocks it out), the answers, the activity row, the resume parse job, and the
 * confirmation email with its data-deletion link. The resume was checked and stored before.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ALREADY_APPLIED } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applicationForms, applications, applicationStageHistory, candidateIdentities, candidates, emailTemplates, jobStages } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { issueLink } from '../../lib/capability-links';
import { ensureEventQueue, publishEvent } from '../../lib/events';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { onStageEntered } from '../automations/automations.service';
import { arrivalOf, matchArrival, proposeDuplicates } from '../candidates/dedupe.service';
import { queueEmails } from '../email/email.service';
import { ensureEmailQueue } from '../email/send-email.queue';
import type { ApplyDetails } from './apply-form';
import type { CareerPageRow } from './career-page.service';
import { siteUrl } from './career-page.service';
import { CAREERS_PARSE_OPTIONS, CAREERS_PARSE_QUEUE, type CareersParseJob } from './careers-parse.job';
import type { LiveJob } from './site.repo';

export const DELETION_PURPOSE = 'data_deletion';
const DELETION_LINK_SECONDS = 365 * 24 * 3600;

export const DEFAULT_CONFIRMATION = {
  subject: 'We received your application for {{job.title}}',
  body: 'Hi {{candidate.first_name}},\n\nThank you for applying for {{job.title}} at {{org.name}}. We have your application and will be in touch about next steps.\n\nBest regards,\n{{org.name}}',
};

export type StoredResume = { fileName: string; kind: 'pdf' | 'docx'; sha256: string; size: number; storageKey: string };
export type ApplyOutcome = { applicationId: string; candidateId: string; rejected: boolean };

/** Whether this email already applied to the job (checked before the file is stored; the transaction checks again). */
export async function alreadyApplied(db: Db, { orgId, jobId, email }: { orgId: string; jobId: string; email: string }): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(candidateIdentities, and(eq(candidateIdentities.candidateId, applications.candidateId), eq(candidateIdentities.kind, 'email')))
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId), eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.value, email)))
    .limit(1);
  return rows.length > 0;
}

async function entryStage(tx: Db, { orgId, jobId, rejected }: { orgId: string; jobId: string; rejected: boolean }) {
  const stages = await tx.select().from(jobStages).where(and(eq(jobStages.orgId, orgId), eq(jobStages.jobId, jobId))).orderBy(asc(jobStages.position));
  const stage = rejected
    ? stages.find((s) => s.kind === 'rejected')
    : (stages.find((s) => s.kind === 'applied') ?? stages.find((s) => s.kind !== 'rejected' && s.kind !== 'hired'));
  if (!stage) throw new AppError('conflict', 'This job cannot take applications right now');
  return stage;
}

/** The candidate the details belong to: the one the dedupe policy merges into, or a new one. */
async function candidateFor(tx: Db, { orgId, details }: { orgId: string; details: ApplyDetails }) {
  const arrival = arrivalOf({ name: `${details.first_name} ${details.last_name}`, emails: [details.email], phones: [details.phone] });
  const decision = await matchArrival(tx, { orgId, arrival });
  const identities = [
    ...arrival.emails.map((value) => ({ orgId, kind: 'email' as const, value })),
    ...arrival.phones.map((value) => ({ orgId, kind: 'phone' as const, value })),
  ];
  if (decision.merge) {
    const id = decision.merge.candidateId;
    const [current] = await tx.select().from(candidates).where(eq(candidates.id, id)).for('update');
    if (current && !current.phone && details.phone) await tx.update(candidates).set({ phone: details.phone, updatedAt: new Date() }).where(eq(candidates.id, id));
    await tx.insert(candidateIdentities).values(identities.map((i) => ({ ...i, candidateId: id }))).onConflictDoNothing();
    return { id, created: false };
  }
  const id = newId();
  await tx.insert(candidates).values({
    id,
    orgId,
    firstName: details.first_name,
    lastName: details.last_name,
    email: details.email,
    phone: details.phone,
    source: 'Careers site',
  });
  await tx.insert(candidateIdentities).values(identities.map((i) => ({ ...i, candidateId: id }))).onConflictDoNothing();
  await proposeDuplicates(tx, { orgId, candidateId: id, decision });
  await logActivity(tx, { orgId, actorId: null, action: 'create', entityType: 'candidate', entityId: id, changes: { source: { before: null, after: 'Careers site' } } });
  return { id, created: true };
}

async function confirmationTemplate(tx: Db, page: CareerPageRow) {
  if (!page.confirmationTemplateId) return DEFAULT_CONFIRMATION;
  const [template] = await tx
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.orgId, page.orgId), eq(emailTemplates.id, page.confirmationTemplateId)));
  return template ?? DEFAULT_CONFIRMATION;
}

/** Records the application; throws 409 with ALREADY_APPLIED when the person is in the job already. */
export async function recordApplication(
  ctx: Pick<AppContext, 'db' | 'queue' | 'env'>,
  { page, job, details, resume }: { page: CareerPageRow; job: LiveJob; details: ApplyDetails; resume: StoredResume },
): Promise<ApplyOutcome> {
  const { db, queue, env } = ctx;
  const orgId = page.orgId;
  await ensureEmailQueue({ queue });
  await ensureEventQueue({ queue });
  await queue.createQueue(CAREERS_PARSE_QUEUE, { name: CAREERS_PARSE_QUEUE, ...CAREERS_PARSE_OPTIONS });
  return db.transaction(async (tx) => {
    // One applicant at a time per job and email: two quick submissions cannot both pass the check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`apply:${job.id}:${details.email}`}))`);
    const candidate = await candidateFor(tx, { orgId, details });
    const rejected = details.knockout !== null;
    const stage = await entryStage(tx, { orgId, jobId: job.id, rejected });
    const applicationId = newId();
    const inserted = await tx
      .insert(applications)
      .values({
        id: applicationId,
        orgId,
        jobId: job.id,
        candidateId: candidate.id,
        stageId: stage.id,
        status: rejected ? 'rejected' : 'active',
        rejectionReason: rejected ? `knock-out: ${details.knockout}`.slice(0, 200) : null,
        source: details.source,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (inserted.length === 0) throw new AppError('conflict', ALREADY_APPLIED, { field: 'email' });

    await tx.insert(applicationForms).values({
      applicationId,
      orgId,
      answers: details.answers,
      coverLetter: details.cover_letter || null,
      privacyNotice: page.privacyNotice,
    });
    if (candidate.created) await publishEvent({ queue }, tx, { orgId, type: 'candidate.created', payload: { candidate_id: candidate.id, source: details.source } });
    await publishEvent({ queue }, tx, {
      orgId,
      type: 'application.created',
      payload: { application_id: applicationId, candidate_id: candidate.id, job_id: job.id, stage_id: stage.id, source: details.source },
    });
    const historyId = newId();
    await tx.insert(applicationStageHistory).values({ id: historyId, orgId, applicationId, fromStageId: null, toStageId: stage.id, toStageKind: stage.kind, movedBy: null });
    await onStageEntered(tx, queue, { orgId, jobId: job.id, stageId: stage.id, entries: [{ applicationId, eventId: historyId }] });
    await logActivity(tx, {
      orgId,
      actorId: null,
      action: 'apply',
      entityType: 'application',
      entityId: applicationId,
      changes: {
        job: { before: null, after: job.title },
        stage: { before: null, after: stage.name },
        source: { before: null, after: details.source },
        ...(rejected ? { status: { before: null, after: `rejected (knock-out: ${details.knockout})` } } : {}),
      },
    });
    await queue.sendInTx(tx, CAREERS_PARSE_QUEUE, { org_id: orgId, candidate_id: candidate.id, ...resume } satisfies CareersParseJob, CAREERS_PARSE_OPTIONS);

    const { token } = await issueLink(tx, { orgId, purpose: DELETION_PURPOSE, subjectId: candidate.id, ttlSeconds: DELETION_LINK_SECONDS });
    const template = await confirmationTemplate(tx, page);
    const deletion = `\n\nTo ask us to delete your data: ${siteUrl(env, page.slug)}/data-deletion/${token}`;
    await queueEmails(tx, { queue }, {
      orgId,
      candidateIds: [candidate.id],
      subject: template.subject,
      // A base64url token and a slug hold no braces, so the link is never read as a merge field.
      body: template.body + deletion,
      jobId: job.id,
      sentBy: null,
      origin: 'trigger',
      applicationId,
    });
    return { applicationId, candidateId: candidate.id, rejected };
  });
}
