/** Submissions: candidates of a job sent to its client with a report link, and their status through to placement. */
import type { ReportOptions, Role, StageMap, Submission, SubmissionDetail, SubmissionsCreated, SubmissionStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { customValuesReader, saveCustomValues } from '../custom-fields/custom-fields.service';
import { queueClientEmails } from '../email/client-email.service';
import { stagesOfJob } from '../jobs/jobs.service';
import { toPlacement } from './placement-shape';
import { latestResumeId } from './reports.repo';
import { getReport, issueReport, reportUrl } from './reports.service';
import { applyStatus, assertOpen, moveForNewSubmission } from './submission-status';
import {
  clientName,
  contactRows,
  countSubmissionRows,
  eventRows,
  findSubmissionRow,
  insertEvent,
  insertSubmission,
  jobWithApplications,
  listSubmissionRows,
  liveSubmissionFor,
  lockSubmission,
  replaceStageMap,
  stageMapRows,
  submissionEmails,
  type SubmissionFilters,
  type SubmissionRow,
} from './submissions.repo';

/** Who acts; `role` decides which custom fields exist for them (decision 038). */
type Actor = { orgId: string; actorId: string; role?: Role | undefined };
export type CreateInput = {
  job_id: string;
  candidate_ids: string[];
  contact_ids: string[];
  template_id?: string | null;
  subject: string;
  body: string;
  report: ReportOptions;
  include_resume: boolean;
  resume_ids: Record<string, string>;
  expires_in_days: number | null;
  custom_fields?: Record<string, unknown> | undefined;
};

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

function toSubmission(r: SubmissionRow): Submission {
  const s = r.submission;
  return {
    id: s.id,
    status: s.status,
    status_changed_at: s.statusChangedAt.toISOString(),
    candidate: { id: s.candidateId, name: nameOf(r.candidateFirst, r.candidateLast), current_title: r.candidateTitle },
    job: { id: s.jobId, title: r.jobTitle },
    client: { id: s.clientId, name: r.clientName },
    submitted_by: s.submittedBy ? { id: s.submittedBy, name: r.submitterName ?? '' } : null,
    verdict: s.verdict,
    feedback: s.feedback,
    feedback_at: s.feedbackAt?.toISOString() ?? null,
    report_id: s.reportId,
    placement: r.placement ? toPlacement(r.placement) : null,
    created_at: s.createdAt.toISOString(),
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function submissionsPage(
  db: Db,
  p: { orgId: string; filters: SubmissionFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
): Promise<{ data: Submission[]; total: number }> {
  const rows = await listSubmissionRows(db, p);
  const total = rows.length ? rows[0]!.total : await countSubmissionRows(db, p);
  return { data: rows.map(toSubmission), total };
}

export async function getSubmission(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }): Promise<SubmissionDetail> {
  const row = await findSubmissionRow(db, { orgId, id });
  if (!row) throw notFound('Submission');
  const s = row.submission;
  const [events, contacts, mails, report, custom, placementCustom] = await Promise.all([
    eventRows(db, { orgId, submissionId: id }),
    contactRows(db, { orgId, clientId: s.clientId, ids: s.contactIds }),
    submissionEmails(db, { orgId, batchId: s.emailBatchId, candidateId: s.candidateId }),
    s.reportId ? getReport(db, { orgId, id: s.reportId }) : null,
    customValuesReader(db, { orgId, entity: 'submission', role }),
    row.placement ? customValuesReader(db, { orgId, entity: 'placement', role }) : null,
  ]);
  const shaped = toSubmission(row);
  return {
    ...shaped,
    // The placement carries its own fields here, as `GET /placements/{id}` gives them.
    placement: shaped.placement && row.placement && placementCustom ? { ...shaped.placement, custom_fields: placementCustom(row.placement.customFields) } : shaped.placement,
    custom_fields: custom(s.customFields),
    contacts,
    history: events.map(({ event: e, actorName }) => ({
      id: e.id,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      reason: e.reason,
      source: e.source,
      actor: e.actorId ? { id: e.actorId, name: actorName ?? '' } : null,
      verdict: e.verdict,
      created_at: e.createdAt.toISOString(),
    })),
    report,
    emails: mails
      .filter((m) => m.toEmail !== null)
      .map((m) => ({ id: m.id, to_email: m.toEmail, subject: m.subject, body: m.body, status: m.status, sent_at: m.sentAt?.toISOString() ?? null, created_at: m.createdAt.toISOString() })),
  };
}

/**
 * Submits candidates of a job to its client: per candidate a report link and a submission, then one
 * email per (candidate, contact) through the outbox, all in one transaction. A candidate already
 * submitted for the job (and not withdrawn) is refused with 409.
 */
export async function createSubmissions(ctx: AppContext, actor: Actor, input: CreateInput): Promise<SubmissionsCreated> {
  const ids: string[] = [];
  const links: SubmissionsCreated['report_links'] = [];
  let queued = 0;
  try {
    await ctx.db.transaction(async (tx) => {
      const found = await jobWithApplications(tx, { orgId: actor.orgId, jobId: input.job_id, candidateIds: input.candidate_ids });
      if (!found) throw notFound('Job');
      const { job, apps } = found;
      if (!job.clientId) throw new AppError('validation_failed', 'This job has no client to submit to', [{ path: 'job_id', message: 'This job has no client' }]);
      const candidateIds = [...new Set(input.candidate_ids)];
      const appOf = new Map(apps.map((a) => [a.candidateId, a.id]));
      const notInJob = candidateIds.filter((id) => !appOf.has(id));
      if (notInJob.length) {
        throw new AppError('validation_failed', 'Only candidates in this job can be submitted', [{ path: 'candidate_ids', message: 'Not in this job', ids: notInJob }]);
      }
      const contacts = await contactRows(tx, { orgId: actor.orgId, clientId: job.clientId, ids: [...new Set(input.contact_ids)] });
      if (contacts.length !== new Set(input.contact_ids).size) throw notFound('Contact');
      const noEmail = contacts.find((c) => !c.email);
      if (noEmail) throw new AppError('validation_failed', `${noEmail.name} has no email address`, [{ path: 'contact_ids', message: `${noEmail.name} has no email address` }]);
      for (const candidateId of candidateIds) {
        if (await liveSubmissionFor(tx, { orgId: actor.orgId, jobId: job.id, candidateId })) {
          throw new AppError('conflict', 'This candidate was already submitted for this job; withdraw that submission to send again', { candidate_id: candidateId });
        }
      }
      const stray = Object.keys(input.resume_ids).filter((id) => !candidateIds.includes(id));
      if (stray.length) {
        throw new AppError('validation_failed', 'A resume was chosen for a candidate who is not being submitted', stray.map((id) => ({ path: `resume_ids.${id}`, message: 'Not one of the candidates submitted' })));
      }
      const client = (await clientName(tx, { orgId: actor.orgId, id: job.clientId }))!;
      const planned = [];
      for (const candidateId of candidateIds) {
        // A chosen file is checked by issueReport (this candidate's, this organization's; refused when anonymised).
        const chosen = input.resume_ids[candidateId] ?? null;
        const resumeId = chosen ?? (input.include_resume && !input.report.anonymised ? await latestResumeId(tx, { orgId: actor.orgId, candidateId }) : null);
        const options = { ...input.report, resume_id: resumeId };
        const report = await issueReport(tx, actor, { candidateId, jobId: job.id, options, expiresInDays: input.expires_in_days });
        planned.push({ id: newId(), candidateId, report });
      }
      const mail = await queueClientEmails(tx, ctx, {
        orgId: actor.orgId,
        jobId: job.id,
        sentBy: actor.actorId,
        templateId: input.template_id ?? null,
        subject: input.subject,
        body: input.body,
        anonymised: input.report.anonymised,
        items: planned.flatMap((p) =>
          contacts.map((c) => ({
            candidateId: p.candidateId,
            toEmail: c.email!,
            values: { 'report.link': reportUrl(ctx.env.publicUrl, p.report.token), 'client.name': client, 'contact.name': c.name },
          })),
        ),
      });
      queued = mail.queued;
      for (const p of planned) {
        await insertSubmission(tx, {
          id: p.id,
          orgId: actor.orgId,
          jobId: job.id,
          candidateId: p.candidateId,
          clientId: job.clientId,
          applicationId: appOf.get(p.candidateId)!,
          reportId: p.report.id,
          contactIds: contacts.map((c) => c.id),
          emailBatchId: mail.batchId,
          submittedBy: actor.actorId,
        });
        await insertEvent(tx, { id: newId(), orgId: actor.orgId, submissionId: p.id, fromStatus: null, toStatus: 'submitted', source: 'recruiter', actorId: actor.actorId });
        const custom = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'submission', entityId: p.id, input: input.custom_fields, creating: true, role: actor.role });
        await logActivity(tx, {
          ...actor,
          action: 'submit',
          entityType: 'submission',
          entityId: p.id,
          changes: { job_id: { before: null, after: job.id }, client: { before: null, after: client }, contacts: { before: null, after: contacts.map((c) => c.name) }, ...custom },
        });
        ids.push(p.id);
        links.push({ submission_id: p.id, candidate_id: p.candidateId, url: reportUrl(ctx.env.publicUrl, p.report.token) });
      }
      await moveForNewSubmission(tx, ctx, { orgId: actor.orgId, actorId: actor.actorId, jobId: job.id, applicationIds: planned.map((p) => appOf.get(p.candidateId)!) });
    });
  } catch (err) {
    // Two submits of one person at once: the partial unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err)) throw new AppError('conflict', 'This candidate was already submitted for this job; withdraw that submission to send again');
    throw err;
  }
  const rows = await Promise.all(ids.map((id) => findSubmissionRow(ctx.db, { orgId: actor.orgId, id })));
  return { submissions: rows.map((r) => toSubmission(r!)), emails_queued: queued, report_links: links };
}

/** A recruiter's status change (not 'placed': a placement records its terms, see placements). */
export async function changeStatus(ctx: AppContext, actor: Actor, id: string, input: { status: Exclude<SubmissionStatus, 'placed'>; reason?: string | null }) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Submission');
    assertOpen(row);
    if (row.status === input.status) return;
    await applyStatus(tx, ctx, row, { to: input.status, reason: input.reason ?? null, actorId: actor.actorId });
  });
  return getSubmission(ctx.db, { orgId: actor.orgId, id });
}

export async function getStageMap(db: Db, { orgId, jobId }: { orgId: string; jobId: string }): Promise<StageMap> {
  await stagesOfJob(db, { orgId, jobId });
  const rows = await stageMapRows(db, { orgId, jobId });
  return { mapping: Object.fromEntries(rows.map((r) => [r.status, r.stageId])) } as StageMap;
}

/** Which stage each submission status moves the application to; a status left out moves nothing. */
export async function setStageMap(db: Db, actor: Actor, jobId: string, input: StageMap): Promise<StageMap> {
  await db.transaction(async (tx) => {
    const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId });
    const rows = Object.entries(input.mapping)
      .filter((e): e is [SubmissionStatus, string] => typeof e[1] === 'string')
      .map(([status, stageId]) => {
        if (!stages.some((s) => s.id === stageId)) throw new AppError('validation_failed', 'Not a stage of this job', [{ path: `mapping.${status}`, message: 'Not a stage of this job' }]);
        return { status, stageId };
      });
    await replaceStageMap(tx, { orgId: actor.orgId, jobId, rows });
    await logActivity(tx, { ...actor, action: 'update', entityType: 'job', entityId: jobId, changes: { submission_stages: { before: null, after: Object.fromEntries(rows.map((r) => [r.status, r.stageId])) } } });
  });
  return getStageMap(db, { orgId: actor.orgId, jobId });
}
