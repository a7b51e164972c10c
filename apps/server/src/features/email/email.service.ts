/**
 * Queuing email: one `emails` row per candidate and one durable job per email, written in the
 * caller's transaction. Rendering happens here (merge fields become text); the worker sends.
 */
import { findUnknownFields, renderTemplate, type CustomMergeNames, type MergeName } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, emails, emailTemplates } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { customMergeFields } from '../custom-fields/custom-fields.service';
import { mergeCandidates, mergeValues, nextInterviews, sendContext } from './merge-values';
import { EMAIL_JOB_OPTIONS, EMAIL_QUEUE, type EmailJobData } from './send-email.queue';

export type QueueResult = { batch_id: string; queued: number; skipped: { candidate_id: string; reason: string }[] };
type Origin = 'user' | 'trigger';
export type QueueEmailsInput = {
  orgId: string;
  candidateIds: string[];
  subject: string;
  body: string;
  templateId?: string | null;
  jobId?: string | null;
  sentBy: string | null;
  origin: Origin;
  applicationId?: string;
};

const FIELD_NEEDS: Partial<Record<MergeName, string>> = {
  'job.title': 'a job',
  'job.location': 'a job',
  'recruiter.name': 'a sender',
  'recruiter.email': 'a sender',
  'report.link': 'a client submission',
  'client.name': 'a client submission',
  'contact.name': 'a client submission',
};

/**
 * 422 listing the unknown names: a field nobody can fill is refused before anything is queued. The
 * organization's candidate and job custom fields (`custom`) are known by key.
 */
export function assertKnownFields(subject: string, body: string, custom?: CustomMergeNames) {
  const unknown = [...new Set([...findUnknownFields(subject, custom), ...findUnknownFields(body, custom)])];
  if (unknown.length) {
    throw new AppError('validation_failed', `Unknown merge fields: ${unknown.map((f) => `{{${f}}}`).join(', ')}`, { unknown_fields: unknown });
  }
}

/** An application's job, so a trigger's email can fill {{job.title}} from the application alone. */
async function jobOfApplication(tx: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await tx.select({ jobId: applications.jobId }).from(applications).where(and(eq(applications.orgId, orgId), eq(applications.id, id)));
  if (!row) throw notFound('Application');
  return row.jobId;
}

/**
 * Queues a template for candidates, e.g. from a stage trigger inside its own transaction. The
 * email queue must exist (the worker creates it at start; see ensureEmailQueue).
 */
export async function queueTemplateEmails(
  tx: Db,
  ctx: Pick<AppContext, 'queue'>,
  p: { orgId: string; candidateIds: string[]; templateId: string; jobId?: string | null; sentBy: string | null; origin: Origin; applicationId?: string },
): Promise<QueueResult> {
  const [template] = await tx
    .select({ id: emailTemplates.id, subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.orgId, p.orgId), eq(emailTemplates.id, p.templateId)));
  if (!template) throw notFound('Email template');
  return queueEmails(tx, ctx, { ...p, subject: template.subject, body: template.body });
}

/**
 * Writes a batch's email rows and, in the same transaction, a send job for each queued one: every way
 * of sending mail ends here. Returns the queued rows.
 */
export async function storeEmails(tx: Db, ctx: Pick<AppContext, 'queue'>, orgId: string, rows: (typeof emails.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 200) await tx.insert(emails).values(rows.slice(i, i + 200));
  const queued = rows.filter((r) => r.status === 'queued');
  await ctx.queue.insertInTx(
    tx,
    queued.map((r) => ({ name: EMAIL_QUEUE, data: { org_id: orgId, email_id: r.id! } satisfies EmailJobData, ...EMAIL_JOB_OPTIONS })),
  );
  return queued;
}

/**
 * Renders and queues. Skipped (with the reason, no job): candidates without an email, candidates
 * who opted out when the send is bulk or automated, and, when `{{interview.time}}` is used, those
 * with no scheduled interview — a blank time would be worse than no mail.
 */
export async function queueEmails(tx: Db, ctx: Pick<AppContext, 'queue'>, p: QueueEmailsInput): Promise<QueueResult> {
  const custom = await customMergeFields(tx, { orgId: p.orgId });
  assertKnownFields(p.subject, p.body, custom.names);
  const ids = [...new Set(p.candidateIds)];
  const jobId = p.jobId ?? (p.applicationId ? await jobOfApplication(tx, { orgId: p.orgId, id: p.applicationId }) : null);
  const common = await sendContext(tx, { orgId: p.orgId, jobId, sentBy: p.sentBy });
  const found = await mergeCandidates(tx, { orgId: p.orgId, ids });
  if (found.length !== ids.length) throw notFound('Candidate');
  const interviews = await nextInterviews(tx, { orgId: p.orgId, candidateIds: ids, jobId: common.job?.id });
  const honourOptOut = p.origin === 'trigger' || ids.length > 1;

  const batchId = newId();
  const rows: (typeof emails.$inferInsert)[] = [];
  const skipped: QueueResult['skipped'] = [];
  for (const candidate of found) {
    const values = mergeValues(common, candidate, interviews.get(candidate.id) ?? null, custom);
    const subject = renderTemplate(p.subject, values, custom.names);
    const body = renderTemplate(p.body, values, custom.names);
    const missing = [...new Set([...subject.missing, ...body.missing])];
    const needs = missing.map((f) => FIELD_NEEDS[f] ?? (f.startsWith('job.') && !common.job ? 'a job' : undefined)).filter(Boolean);
    // A person fixes the message; an automation cannot, so its send is skipped with the reason.
    if (needs.length && p.origin === 'user') {
      throw new AppError('validation_failed', `{{${missing[0]}}} needs ${needs[0]}`, { missing_fields: missing });
    }
    let reason: string | null = null;
    if (!candidate.email) reason = 'No email address';
    else if (honourOptOut && candidate.emailOptOut) reason = 'Opted out of email';
    else if (missing.includes('interview.time')) reason = 'No scheduled interview for {{interview.time}}';
    else if (missing.length) reason = `No value for ${missing.map((f) => `{{${f}}}`).join(', ')}`;
    const row = {
      id: newId(),
      orgId: p.orgId,
      candidateId: candidate.id,
      jobId: common.job?.id ?? null,
      templateId: p.templateId ?? null,
      batchId,
      toEmail: candidate.email,
      subject: subject.text,
      body: body.text,
      status: reason ? ('skipped' as const) : ('queued' as const),
      error: reason,
      sentBy: p.sentBy,
      origin: p.origin,
    };
    rows.push(row);
    if (reason) skipped.push({ candidate_id: candidate.id, reason });
  }
  const queued = await storeEmails(tx, ctx, p.orgId, rows);

  await logActivity(tx, {
    orgId: p.orgId,
    actorId: p.sentBy,
    action: 'send',
    entityType: 'email',
    entityId: batchId,
    changes: {
      subject: { before: null, after: p.subject },
      queued: { before: null, after: queued.length },
      skipped: { before: null, after: skipped.length },
      ...(p.origin === 'trigger' ? { origin: { before: null, after: 'trigger' } } : {}),
    },
  });
  // A skipped email is on the candidate's timeline too, with why it was not sent.
  for (const r of rows.filter((x) => x.status === 'skipped')) {
    await logActivity(tx, {
      orgId: p.orgId,
      actorId: p.sentBy,
      action: 'send',
      entityType: 'candidate',
      entityId: r.candidateId,
      changes: { subject: { before: null, after: r.subject }, status: { before: null, after: 'skipped' }, reason: { before: null, after: r.error } },
    });
  }
  return { batch_id: batchId, queued: queued.length, skipped };
}
