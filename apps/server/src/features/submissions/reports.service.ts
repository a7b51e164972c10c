/**
 * Candidate reports: what a report shows is stored here; its token, expiry, revocation and view log
 * are a capability link (purpose 'candidate_report', subject = the report id).
 */
import type { CandidateReport, ReportOptions } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { issueLink, linkState, linkViews, listLinks, revokeLinksFor } from '../../lib/capability-links';
import { newId } from '../../lib/ids';
import { assertJob } from '../jobs/jobs.service';
import { userRefs } from '../users/users.service';
import { insertReport, liveCandidate, findReport, reportsOfCandidate, resumeOfCandidate, type ReportRow } from './reports.repo';

export const REPORT_PURPOSE = 'candidate_report';
const DAY_SECONDS = 24 * 60 * 60;

type Actor = { orgId: string; actorId: string };
type Link = Awaited<ReturnType<typeof listLinks>>[number];

/** The address a client opens; the token is the route's `rid`. */
export const reportUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/reports/candidate-report/${token}`;

/** An anonymised report never shows contact details, and cannot carry the resume file (it names the person). */
function checkOptions(options: ReportOptions): ReportOptions {
  if (options.anonymised && options.resume_id) {
    throw new AppError('validation_failed', 'An anonymised report cannot include the resume file', [{ path: 'resume_id', message: 'An anonymised report cannot include the resume file' }]);
  }
  return options.anonymised ? { ...options, contact_details: false } : options;
}

/** Creates the report and its link inside the caller's transaction; the token is returned once, never stored. */
export async function issueReport(
  tx: Db,
  actor: Actor,
  input: { candidateId: string; jobId: string | null; options: ReportOptions; expiresInDays: number | null },
): Promise<{ id: string; token: string }> {
  const options = checkOptions(input.options);
  if (!(await liveCandidate(tx, { orgId: actor.orgId, id: input.candidateId }))) throw notFound('Candidate');
  if (options.resume_id && !(await resumeOfCandidate(tx, { orgId: actor.orgId, candidateId: input.candidateId, id: options.resume_id }))) {
    throw new AppError('validation_failed', 'Not a resume of this candidate', [{ path: 'resume_id', message: 'Not a resume of this candidate' }]);
  }
  const id = newId();
  const ttlSeconds = input.expiresInDays === null ? null : input.expiresInDays * DAY_SECONDS;
  const expiresAt = ttlSeconds === null ? null : new Date(Date.now() + ttlSeconds * 1000);
  await insertReport(tx, { id, orgId: actor.orgId, candidateId: input.candidateId, jobId: input.jobId, options, expiresAt, createdBy: actor.actorId });
  const { token } = await issueLink(tx, { orgId: actor.orgId, purpose: REPORT_PURPOSE, subjectId: id, ttlSeconds, createdBy: actor.actorId });
  await logActivity(tx, {
    ...actor,
    action: 'create',
    entityType: 'candidate_report',
    entityId: id,
    changes: { candidate_id: { before: null, after: input.candidateId }, expires_at: { before: null, after: expiresAt?.toISOString() ?? null }, anonymised: { before: null, after: options.anonymised } },
  });
  return { id, token };
}

/** A report without a link (removed with its organization's data) reads as revoked. */
const stateOf = (link: Link | undefined): CandidateReport['state'] => (link ? linkState(link) : 'revoked');

async function toReport(db: Db, orgId: string, row: ReportRow): Promise<CandidateReport> {
  const [links, creators] = await Promise.all([listLinks(db, orgId, REPORT_PURPOSE, row.id), userRefs(db, [row.createdBy])]);
  const link = links[0];
  const views = link ? await linkViews(db, orgId, link.id) : [];
  return {
    id: row.id,
    candidate_id: row.candidateId,
    job_id: row.jobId,
    options: { ...row.options, assessments: row.options.assessments ?? false },
    state: stateOf(link),
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_by: (row.createdBy && creators.get(row.createdBy)) || null,
    created_at: row.createdAt.toISOString(),
    views: views.map((v) => ({ viewed_at: v.viewed_at.toISOString(), ip_hash: v.ip_hash, user_agent: v.user_agent })),
  };
}

export async function createReport(db: Db, publicUrl: string, actor: Actor, input: Parameters<typeof issueReport>[2]): Promise<CandidateReport> {
  if (input.jobId) await assertJob(db, { orgId: actor.orgId, jobId: input.jobId });
  const { id, token } = await db.transaction((tx) => issueReport(tx, actor, input));
  return { ...(await getReport(db, { orgId: actor.orgId, id })), url: reportUrl(publicUrl, token) };
}

export async function getReport(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<CandidateReport> {
  const row = await findReport(db, { orgId, id });
  if (!row) throw notFound('Report');
  return toReport(db, orgId, row);
}

export async function candidateReportList(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }): Promise<CandidateReport[]> {
  if (!(await liveCandidate(db, { orgId, id: candidateId }))) throw notFound('Candidate');
  const rows = await reportsOfCandidate(db, { orgId, candidateId });
  return Promise.all(rows.map((r) => toReport(db, orgId, r)));
}

export async function revokeReport(db: Db, actor: Actor, id: string): Promise<CandidateReport> {
  const row = await findReport(db, { orgId: actor.orgId, id });
  if (!row) throw notFound('Report');
  await db.transaction(async (tx) => {
    await revokeLinksFor(tx, actor.orgId, REPORT_PURPOSE, id);
    await logActivity(tx, { ...actor, action: 'revoke', entityType: 'candidate_report', entityId: id });
  });
  return getReport(db, { orgId: actor.orgId, id });
}
