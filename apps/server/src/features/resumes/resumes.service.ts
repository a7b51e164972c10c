/**
 * The resume database: stored resume files with what the parser read from them, the original file
 * (served as an inert download), a DOCX rendered as sanitized HTML, corrections applied to the linked
 * candidate (or a new candidate for a resume without one), and adding that candidate to a job.
 */
import type { Db } from '../../db/client';
import type { Queue } from '../../lib/queue';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { attachmentDisposition } from '../../lib/file-response';
import type { Storage } from '../../providers/storage';
import { addApplication } from '../applications/applications.service';
import { createCandidate, editCandidate, type Actor, type CandidateFields } from '../candidates/candidates.service';
import { offThreadTask, runOffThread } from '../../lib/off-thread';
import type { DocxHtmlResult } from './resume-html';
import {
  candidateRefRow,
  findResumeRow,
  linkResume,
  listResumeRows,
  type ResumeFilters,
  type ResumeSort,
  type ResumeStatus,
} from './resumes.repo';

export { sanitizeResumeHtml } from './resume-html';

/** Unzipping and rendering an untrusted DOCX happen in a worker thread, never on the HTTP loop. */
const docxHtmlTask = offThreadTask<Uint8Array, DocxHtmlResult>(
  new URL('../ingestion/parse-worker.ts', import.meta.url),
  () => import('../ingestion/parse-worker'),
  'docxHtmlTask',
);

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_TYPE = 'application/pdf';
export const TEXT_LIMIT = 50_000;

export type CandidateRef = { id: string; name: string };
export type ResumeSummary = {
  id: string;
  candidate: CandidateRef | null;
  file_name: string;
  content_type: string;
  size: number;
  status: ResumeStatus;
  created_at: string;
};
export type ResumeDetail = ResumeSummary & {
  updated_at: string;
  parsed: Record<string, unknown> | null;
  text: string;
  text_truncated: boolean;
};

/** The fields a person can correct on a resume; applied to its candidate. */
export type ResumeCorrection = Partial<
  Pick<CandidateFields, 'first_name' | 'last_name' | 'email' | 'phone' | 'location' | 'current_title' | 'current_company' | 'skills'>
>;

const name = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** The candidate a resume belongs to today: a merged candidate's resume belongs to the record it was merged into. */
async function liveCandidate(db: Db, orgId: string, candidateId: string | null): Promise<CandidateRef | null> {
  let id = candidateId;
  for (let hop = 0; id && hop < 5; hop++) {
    const row = await candidateRefRow(db, { orgId, id });
    if (!row) return null;
    if (!row.mergedIntoId) return { id: row.id, name: name(row) };
    id = row.mergedIntoId;
  }
  return null;
}

export async function resumesPage(
  db: Db,
  { orgId, filters, sort, limit, offset }: { orgId: string; filters: ResumeFilters; sort: ResumeSort; limit: number; offset: number },
): Promise<{ data: ResumeSummary[]; total: number }> {
  const { rows, total } = await listResumeRows(db, { orgId, filters, sort, limit, offset });
  const data = await Promise.all(
    rows.map(async (r) => {
      let candidate: CandidateRef | null = null;
      if (r.candidateId && r.firstName != null && !r.mergedIntoId) candidate = { id: r.candidateId, name: name({ firstName: r.firstName, lastName: r.lastName ?? '' }) };
      else if (r.candidateId && r.mergedIntoId) candidate = await liveCandidate(db, orgId, r.mergedIntoId);
      return {
        id: r.id,
        candidate,
        file_name: r.fileName,
        content_type: r.contentType,
        size: r.size,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      };
    }),
  );
  return { data, total };
}

const PARSED_KEYS: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  currentTitle: 'current_title',
  currentCompany: 'current_company',
  yearsExperience: 'years_experience',
};

/** The parser's fields with the API's snake_case names. */
function parsedFields(parsed: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!parsed) return null;
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [PARSED_KEYS[k] ?? k, v]));
}

async function loadResume(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const row = await findResumeRow(db, { orgId, id });
  if (!row) throw notFound('Resume');
  return row;
}

export async function getResume(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<ResumeDetail> {
  const row = await loadResume(db, { orgId, id });
  return {
    id: row.id,
    candidate: await liveCandidate(db, orgId, row.candidateId),
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    parsed: parsedFields(row.parsed),
    text: row.text.slice(0, TEXT_LIMIT),
    text_truncated: row.text.length > TEXT_LIMIT,
  };
}

/** The download's Content-Disposition, named after the uploaded file. */
export const contentDisposition = (fileName: string): string => attachmentDisposition(fileName, 'resume');

/** The stored bytes of a resume and the headers they are served with: always a download, never active content. */
export async function resumeFile(db: Db, storage: Storage, { orgId, id }: { orgId: string; id: string }) {
  const row = await loadResume(db, { orgId, id });
  const type = row.contentType === PDF_TYPE || row.contentType === DOCX_TYPE ? row.contentType : 'application/octet-stream';
  let bytes: Uint8Array;
  try {
    bytes = await storage.get(row.storageKey);
  } catch {
    throw new AppError('not_found', 'The stored file is missing');
  }
  return {
    bytes,
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': 'sandbox',
    },
  };
}

/** A DOCX rendered as sanitized HTML for display; other types answer 415. */
export async function resumeHtml(db: Db, storage: Storage, { orgId, id }: { orgId: string; id: string }): Promise<{ html: string }> {
  const row = await loadResume(db, { orgId, id });
  if (row.contentType !== DOCX_TYPE) throw new AppError('unsupported_media_type', 'Only Word documents can be shown as HTML');
  let bytes: Uint8Array;
  try {
    bytes = await storage.get(row.storageKey);
  } catch {
    throw new AppError('not_found', 'The stored file is missing');
  }
  const result = await runOffThread(docxHtmlTask, bytes);
  if (!result.ok) throw new AppError('validation_failed', result.message, result.code ? { code: result.code } : undefined);
  return { html: result.html };
}

/**
 * Applies corrections to the resume's candidate through the candidates service (its duplicate
 * check answers 409). A resume without a candidate is promoted: the candidate is created from the
 * corrections and the resume is linked to it.
 */
export async function correctResume(db: Db, actor: Actor, id: string, patch: ResumeCorrection) {
  const row = await loadResume(db, { orgId: actor.orgId, id });
  const linked = await liveCandidate(db, actor.orgId, row.candidateId);
  if (linked) {
    await editCandidate(db, actor, linked.id, patch);
  } else {
    await promote(db, actor, id, patch);
  }
  return getResume(db, { orgId: actor.orgId, id });
}

async function promote(db: Db, actor: Actor, id: string, patch: ResumeCorrection) {
  if (!patch.first_name) {
    throw new AppError('validation_failed', 'A first name is needed to create the candidate', [{ path: 'first_name', message: 'Required' }]);
  }
  await db.transaction(async (tx) => {
    const row = await findResumeRow(tx, { orgId: actor.orgId, id, lock: true });
    if (!row) throw notFound('Resume');
    if (row.candidateId && (await liveCandidate(tx, actor.orgId, row.candidateId))) {
      throw new AppError('conflict', 'This resume was linked to a candidate meanwhile; reload it');
    }
    const created = await createCandidate(tx, actor, {
      first_name: patch.first_name!,
      last_name: patch.last_name ?? '',
      email: patch.email ?? null,
      phone: patch.phone ?? null,
      emails: [],
      phones: [],
      location: patch.location ?? null,
      current_title: patch.current_title ?? null,
      current_company: patch.current_company ?? null,
      years_experience: null,
      skills: patch.skills ?? [],
      links: [],
      source: 'Resume upload',
      owner_id: null,
      tag_ids: [],
    });
    await linkResume(tx, { orgId: actor.orgId, id, candidateId: created.id });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'update',
      entityType: 'candidate',
      entityId: created.id,
      changes: { resume: { before: null, after: row.fileName } },
    });
  });
}

/** Puts the resume's candidate in the job's first stage (409 when they are in the job already). */
export async function addResumeToJob({ db, queue }: { db: Db; queue: Queue }, actor: Actor, id: string, jobId: string) {
  const row = await loadResume(db, { orgId: actor.orgId, id });
  const linked = await liveCandidate(db, actor.orgId, row.candidateId);
  if (!linked) throw new AppError('conflict', 'This resume has no candidate yet: enter the candidate first');
  return addApplication({ db, queue }, actor, jobId, { candidate_id: linked.id });
}
