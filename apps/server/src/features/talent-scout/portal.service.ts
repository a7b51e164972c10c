/**
 * What a partner reaches in the portal, always through the jobs shared with them: those jobs (open
 * and not archived), submitting a candidate to one of them, and their own submissions. The resume
 * goes through the same checks, storage and parsing as every upload.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { SCOUT_ROLE, scoutSubmissionFieldsSchema, type ScoutJob, type ScoutMe, type ScoutSubmission } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { jobs, organizations, scoutPartnerJobs, scoutPartners, scoutRecords } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { validate } from '../../lib/http';
import { newId } from '../../lib/ids';
import { normalizePhone } from '../candidates/identities';
import { receiveResumeForm } from '../careers/receive-application';
import { createParsePool } from '../ingestion/parse-pool';
import { checkAndStore } from '../ingestion/receive-upload';
import { findDuplicates } from './records.service';
import type { ScoutState } from './scout-session';

const sharedJobColumns = {
  id: jobs.id,
  title: jobs.title,
  location: jobs.location,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  description: jobs.description,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  openings: jobs.openings,
  notes: scoutPartnerJobs.notes,
  showSalary: scoutPartnerJobs.showSalary,
};

const live = and(eq(jobs.status, 'open'), isNull(jobs.archivedAt));

function sharedJobs(db: Db, scout: ScoutState, jobId?: string) {
  return db
    .select(sharedJobColumns)
    .from(scoutPartnerJobs)
    .innerJoin(jobs, and(eq(jobs.id, scoutPartnerJobs.jobId), eq(jobs.orgId, scout.orgId)))
    .where(and(eq(scoutPartnerJobs.orgId, scout.orgId), eq(scoutPartnerJobs.partnerId, scout.partnerId), live, jobId ? eq(jobs.id, jobId) : undefined))
    .orderBy(jobs.title);
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The job's rich-text description as plain text with its paragraphs and list items kept, for the portal to show as text. */
export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|h2|h3|li|blockquote|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function jobView(r: Awaited<ReturnType<typeof sharedJobs>>[number]): ScoutJob {
  const hasSalary = r.showSalary && (r.salaryMin !== null || r.salaryMax !== null);
  return {
    id: r.id,
    title: r.title,
    location: r.location,
    workplace: r.workplace,
    employment_type: r.employmentType,
    description: descriptionText(r.description),
    salary: hasSalary ? { min: r.salaryMin, max: r.salaryMax, currency: r.salaryCurrency, period: r.salaryPeriod } : null,
    openings: r.openings,
    notes: r.notes,
  };
}

export async function scoutMe(db: Db, scout: ScoutState): Promise<ScoutMe> {
  const [row] = await db
    .select({ company: scoutPartners.company, orgName: organizations.name })
    .from(scoutPartners)
    .innerJoin(organizations, eq(organizations.id, scoutPartners.orgId))
    .where(eq(scoutPartners.id, scout.partnerId));
  return { role: SCOUT_ROLE, partner: { id: scout.partnerId, name: scout.name, email: scout.email, company: row?.company ?? '' }, org: { name: row?.orgName ?? '' } };
}

export async function listScoutJobs(db: Db, scout: ScoutState): Promise<ScoutJob[]> {
  return (await sharedJobs(db, scout)).map(jobView);
}

export async function getScoutJob(db: Db, scout: ScoutState, jobId: string): Promise<ScoutJob> {
  const [row] = await sharedJobs(db, scout, jobId);
  if (!row) throw notFound('Job');
  return jobView(row);
}

/** The partner's own records, whatever has happened to the job's sharing since. */
export async function listScoutSubmissions(db: Db, scout: ScoutState, id?: string): Promise<ScoutSubmission[]> {
  const rows = await db
    .select({ record: scoutRecords, jobTitle: jobs.title })
    .from(scoutRecords)
    .innerJoin(jobs, eq(jobs.id, scoutRecords.jobId))
    .where(and(eq(scoutRecords.orgId, scout.orgId), eq(scoutRecords.partnerId, scout.partnerId), id ? eq(scoutRecords.id, id) : undefined))
    .orderBy(desc(scoutRecords.createdAt))
    .limit(500);
  return rows.map(({ record: r, jobTitle }) => ({
    id: r.id,
    job: { id: r.jobId, title: jobTitle },
    candidate_name: `${r.firstName} ${r.lastName}`.trim(),
    status: r.status,
    rejection_reason: r.rejectionReason,
    info_request: r.status === 'info_requested' ? r.infoRequest : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** One of the partner's own submissions; another partner's (or organization's) id is 404. */
export async function getScoutSubmission(db: Db, scout: ScoutState, id: string): Promise<ScoutSubmission> {
  const [mine] = await listScoutSubmissions(db, scout, id);
  if (!mine) throw notFound('Submission');
  return mine;
}

/** The submission form: each field's first value (no field repeats) and the resume. */
async function receiveSubmission(request: Request) {
  const form = await receiveResumeForm(request, { fields: 20, fieldSize: 8 * 1024, parts: 30 });
  return { fields: Object.fromEntries(Object.entries(form.fields).map(([name, values]) => [name, values[0]!])), resume: form.resume };
}

/** A partner submits a candidate for a shared job: fields checked, resume checked, stored and parsed, duplicates found, record written. */
export async function submitCandidate(ctx: AppContext, scout: ScoutState, jobId: string, request: Request): Promise<ScoutSubmission> {
  const { db, storage, env } = ctx;
  const [job] = await sharedJobs(db, scout, jobId);
  if (!job) throw notFound('Job');
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', 'Send the candidate as multipart/form-data with a resume file');
  }
  const received = await receiveSubmission(request);
  let fields;
  try {
    fields = validate(scoutSubmissionFieldsSchema, received.fields);
  } catch (err) {
    if (err instanceof AppError && !received.resume && Array.isArray(err.details)) {
      err.details.push({ path: 'resume', message: 'Attach the resume (PDF or DOCX)' });
    }
    throw err;
  }
  if (!received.resume) throw new AppError('validation_failed', 'Attach the resume (PDF or DOCX)', [{ path: 'resume', message: 'Attach the resume (PDF or DOCX)' }]);
  const stored = await checkAndStore({ fileName: received.resume.fileName, bytes: received.resume.bytes, orgId: scout.orgId, storage });
  if (!stored.ok) throw new AppError('unsupported_media_type', stored.error, [{ path: 'resume', message: stored.error }]);
  const parsed = await createParsePool().run(received.resume.bytes);
  const phoneKey = fields.phone ? normalizePhone(fields.phone) || null : null;
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const duplicates = await findDuplicates(tx, { orgId: scout.orgId, email: fields.email, phoneKey, sha256: stored.sha256, ownershipDays: env.talentScoutOwnershipDays });
      await tx.insert(scoutRecords).values({
        id,
        orgId: scout.orgId,
        partnerId: scout.partnerId,
        jobId: job.id,
        firstName: fields.first_name,
        lastName: fields.last_name,
        email: fields.email,
        phone: fields.phone ?? null,
        phoneKey,
        note: fields.note,
        resumeFileName: stored.fileName,
        resumeKind: stored.kind,
        resumeSize: stored.size,
        resumeSha256: stored.sha256,
        resumeStorageKey: stored.storageKey,
        resumeText: parsed.ok ? parsed.text : '',
        resumeFields: parsed.ok ? (parsed.fields as Record<string, unknown> | null) : null,
        duplicates,
      });
      await tx.update(scoutPartners).set({ lastActivityAt: new Date() }).where(eq(scoutPartners.id, scout.partnerId));
    });
  } catch (err) {
    await storage.remove(stored.storageKey).catch(() => undefined);
    throw err;
  }
  return getScoutSubmission(db, scout, id);
}
