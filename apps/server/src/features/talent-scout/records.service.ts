/**
 * Records: every candidate a partner submitted. The duplicate check runs when one arrives (the
 * organization's candidates by email, phone or resume file, and earlier records within the ownership
 * window); the organization then accepts it into the job's first stage, rejects it with a reason
 * the partner sees, or asks for more. Each decision publishes `talent_scout.record_status_changed`.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  scoutSource,
  type ScoutDuplicate,
  type ScoutRecord,
  type ScoutRecordStatus,
  type ScoutRecordSummary,
} from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applications, applicationStageHistory, candidateIdentities, candidates, jobs, jobStages, resumes, scoutPartners, scoutRecords } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { ensureEventQueue, publishEvent } from '../../lib/events';
import { newId } from '../../lib/ids';
import { onStageEntered } from '../automations/automations.service';
import { arrivalOf, matchArrival, proposeDuplicates } from '../candidates/dedupe.service';
import { attachResume, type ResumeFields } from '../ingestion/resume-candidate';
import { contentDisposition } from '../resumes/resumes.service';

type Actor = { orgId: string; actorId: string };
type RecordRow = typeof scoutRecords.$inferSelect;

const CONTENT_TYPES = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;
const DAY = 86_400_000;

/** Who already has this person: the organization's candidates (email, phone, file) and partners' earlier records in the window. */
export async function findDuplicates(
  tx: Db,
  input: { orgId: string; email: string; phoneKey: string | null; sha256: string; ownershipDays: number; exceptRecordId?: string },
): Promise<ScoutDuplicate[]> {
  const { orgId, email, phoneKey, sha256 } = input;
  const out: ScoutDuplicate[] = [];
  // The one dedupe policy every upload goes through: the candidate it would merge into and those it would propose.
  const decision = await matchArrival(tx, { orgId, arrival: { name: null, emails: [email], phones: phoneKey ? [phoneKey] : [] } });
  const reasons = new Map<string, { reason: 'email' | 'phone'; value: string }>();
  for (const m of [...(decision.merge ? [decision.merge] : []), ...decision.possible]) if (!reasons.has(m.candidateId)) reasons.set(m.candidateId, m);
  const byFile = await tx
    .select({ id: resumes.candidateId })
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), eq(resumes.sha256, sha256), isNotNull(resumes.candidateId)));
  const ids = [...new Set([...reasons.keys(), ...byFile.map((r) => r.id!)])];
  if (ids.length) {
    const rows = await tx
      .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName, createdAt: candidates.createdAt })
      .from(candidates)
      .where(and(eq(candidates.orgId, orgId), inArray(candidates.id, ids), isNull(candidates.mergedIntoId)));
    for (const r of rows) {
      const why = reasons.get(r.id);
      out.push({
        kind: 'candidate',
        reason: why?.reason ?? 'file',
        value: why?.value ?? sha256.slice(0, 12),
        candidate_id: r.id,
        record_id: null,
        name: `${r.firstName} ${r.lastName}`.trim(),
        owner: { kind: 'organization', partner_id: null, name: 'Your organization' },
        since: r.createdAt.toISOString(),
      });
    }
  }
  const matches: SQL[] = [eq(scoutRecords.email, email), eq(scoutRecords.resumeSha256, sha256)];
  if (phoneKey) matches.push(eq(scoutRecords.phoneKey, phoneKey));
  const earlier = await tx
    .select({ record: scoutRecords, partnerName: scoutPartners.name })
    .from(scoutRecords)
    .innerJoin(scoutPartners, eq(scoutPartners.id, scoutRecords.partnerId))
    .where(
      and(
        eq(scoutRecords.orgId, orgId),
        or(...matches),
        gte(scoutRecords.createdAt, new Date(Date.now() - input.ownershipDays * DAY)),
        input.exceptRecordId ? ne(scoutRecords.id, input.exceptRecordId) : undefined,
      ),
    )
    .orderBy(asc(scoutRecords.createdAt))
    .limit(20);
  for (const { record: r, partnerName } of earlier) {
    const reason: ScoutDuplicate['reason'] = r.email === email ? 'email' : phoneKey && r.phoneKey === phoneKey ? 'phone' : 'file';
    out.push({
      kind: 'record',
      reason,
      value: reason === 'email' ? email : reason === 'phone' ? phoneKey! : sha256.slice(0, 12),
      candidate_id: r.candidateId,
      record_id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      owner: { kind: 'partner', partner_id: r.partnerId, name: partnerName },
      since: r.createdAt.toISOString(),
    });
  }
  return out.sort((a, b) => a.since.localeCompare(b.since));
}

/** The first owner that is not the record's own partner: the organization's candidate, or a partner who submitted first. */
export function ownerOf(duplicates: ScoutDuplicate[], partnerId: string): ScoutDuplicate['owner'] | null {
  const first = [...duplicates].sort((a, b) => a.since.localeCompare(b.since))[0];
  if (!first) return null;
  return first.owner.kind === 'partner' && first.owner.partner_id === partnerId ? null : first.owner;
}

const summaryColumns = {
  record: scoutRecords,
  partnerName: scoutPartners.name,
  partnerCompany: scoutPartners.company,
  jobTitle: jobs.title,
};

function summary(r: { record: RecordRow; partnerName: string; partnerCompany: string; jobTitle: string }): ScoutRecordSummary {
  return {
    id: r.record.id,
    partner: { id: r.record.partnerId, name: r.partnerName, company: r.partnerCompany },
    job: { id: r.record.jobId, title: r.jobTitle },
    candidate_name: `${r.record.firstName} ${r.record.lastName}`.trim(),
    email: r.record.email,
    status: r.record.status,
    duplicate_count: r.record.duplicates.length,
    created_at: r.record.createdAt.toISOString(),
  };
}

export type RecordFilters = { partnerId?: string | undefined; jobId?: string | undefined; status?: ScoutRecordStatus | undefined; duplicates?: 'yes' | 'no' | undefined };

export async function recordsPage(
  db: Db,
  { orgId, filters, sort, limit, offset }: { orgId: string; filters: RecordFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
) {
  const where = and(
    eq(scoutRecords.orgId, orgId),
    filters.partnerId ? eq(scoutRecords.partnerId, filters.partnerId) : undefined,
    filters.jobId ? eq(scoutRecords.jobId, filters.jobId) : undefined,
    filters.status ? eq(scoutRecords.status, filters.status) : undefined,
    filters.duplicates === 'yes' ? sql`jsonb_array_length(${scoutRecords.duplicates}) > 0` : undefined,
    filters.duplicates === 'no' ? sql`jsonb_array_length(${scoutRecords.duplicates}) = 0` : undefined,
  );
  const column = sort.field === 'status' ? scoutRecords.status : scoutRecords.createdAt;
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(scoutRecords)
    .innerJoin(scoutPartners, eq(scoutPartners.id, scoutRecords.partnerId))
    .innerJoin(jobs, eq(jobs.id, scoutRecords.jobId))
    .where(where)
    .orderBy(sort.desc ? desc(column) : asc(column), desc(scoutRecords.id))
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(scoutRecords).where(where);
    total = row?.n ?? 0;
  }
  return { data: rows.map(summary), total };
}

async function loadRecord(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select(summaryColumns)
    .from(scoutRecords)
    .innerJoin(scoutPartners, eq(scoutPartners.id, scoutRecords.partnerId))
    .innerJoin(jobs, eq(jobs.id, scoutRecords.jobId))
    .where(and(eq(scoutRecords.orgId, orgId), eq(scoutRecords.id, id)));
  if (!row) throw notFound('Record');
  return row;
}

export async function getRecord(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<ScoutRecord> {
  const row = await loadRecord(db, { orgId, id });
  const r = row.record;
  return {
    ...summary(row),
    phone: r.phone,
    note: r.note,
    resume: { file_name: r.resumeFileName, kind: r.resumeKind, size: r.resumeSize, text: r.resumeText },
    duplicates: r.duplicates,
    owned_by: ownerOf(r.duplicates, r.partnerId),
    rejection_reason: r.rejectionReason,
    info_request: r.infoRequest,
    candidate_id: r.candidateId,
    application_id: r.applicationId,
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

/** The submitted resume file, served like a stored resume (sandboxed, never cached). */
export async function recordResumeFile(ctx: Pick<AppContext, 'db' | 'storage'>, { orgId, id }: { orgId: string; id: string }) {
  const { record } = await loadRecord(ctx.db, { orgId, id });
  let bytes: Uint8Array;
  try {
    bytes = await ctx.storage.get(record.resumeStorageKey);
  } catch {
    throw new AppError('not_found', 'The stored file is missing');
  }
  return {
    bytes,
    headers: {
      'Content-Type': CONTENT_TYPES[record.resumeKind],
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(record.resumeFileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': 'sandbox',
    },
  };
}

/** The record locked for a decision; only an open one (submitted, or waiting for information) can be decided. */
async function openRecord(tx: Db, orgId: string, id: string) {
  const [row] = await tx.select().from(scoutRecords).where(and(eq(scoutRecords.orgId, orgId), eq(scoutRecords.id, id))).for('update');
  if (!row) throw notFound('Record');
  if (row.status === 'accepted' || row.status === 'rejected') throw new AppError('conflict', `This record was already ${row.status}`);
  return row;
}

async function publishChange(ctx: Pick<AppContext, 'queue'>, tx: Db, actor: Actor, row: RecordRow, to: ScoutRecordStatus, ids: { candidateId: string | null; applicationId: string | null }) {
  await publishEvent(ctx, tx, {
    orgId: actor.orgId,
    actorId: actor.actorId,
    type: 'talent_scout.record_status_changed',
    payload: { record_id: row.id, partner_id: row.partnerId, job_id: row.jobId, from: row.status, to, candidate_id: ids.candidateId, application_id: ids.applicationId },
  });
  await logActivity(tx, { ...actor, action: 'update', entityType: 'scout_record', entityId: row.id, changes: { status: { before: row.status, after: to } } });
}

/** The candidate to put in the job: the one the organization chose among the duplicates, else the dedupe policy's (as any upload). */
async function candidateFor(tx: Db, actor: Actor, row: RecordRow, source: string, chosen: string | null) {
  if (chosen) {
    if (!row.duplicates.some((d) => d.candidate_id === chosen)) {
      throw new AppError('validation_failed', 'Choose one of the duplicates found', [{ path: 'candidate_id', message: 'Choose one of the duplicates found' }]);
    }
    const [found] = await tx.select({ id: candidates.id }).from(candidates).where(and(eq(candidates.orgId, actor.orgId), eq(candidates.id, chosen)));
    if (!found) throw new AppError('validation_failed', 'That candidate no longer exists', [{ path: 'candidate_id', message: 'That candidate no longer exists' }]);
    return found.id;
  }
  const arrival = arrivalOf({ name: `${row.firstName} ${row.lastName}`, emails: [row.email], phones: [row.phone] });
  const decision = await matchArrival(tx, { orgId: actor.orgId, arrival });
  const identities = [
    ...arrival.emails.map((value) => ({ orgId: actor.orgId, kind: 'email' as const, value })),
    ...arrival.phones.map((value) => ({ orgId: actor.orgId, kind: 'phone' as const, value })),
  ];
  if (decision.merge) {
    await tx.insert(candidateIdentities).values(identities.map((i) => ({ ...i, candidateId: decision.merge!.candidateId }))).onConflictDoNothing();
    return decision.merge.candidateId;
  }
  const id = newId();
  await tx.insert(candidates).values({ id, orgId: actor.orgId, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, source, createdBy: actor.actorId });
  if (identities.length) await tx.insert(candidateIdentities).values(identities.map((i) => ({ ...i, candidateId: id }))).onConflictDoNothing();
  await proposeDuplicates(tx, { orgId: actor.orgId, candidateId: id, decision });
  await logActivity(tx, { ...actor, action: 'create', entityType: 'candidate', entityId: id, changes: { source: { before: null, after: source } } });
  return id;
}

/** Accepts a record: the candidate (with the resume) into the job's first stage, source `talent_scout:<partner>`. */
export async function acceptRecord(ctx: Pick<AppContext, 'db' | 'queue'>, actor: Actor, id: string, input: { candidate_id?: string | null | undefined }) {
  await ensureEventQueue(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await openRecord(tx, actor.orgId, id);
    const [partner] = await tx.select({ name: scoutPartners.name }).from(scoutPartners).where(eq(scoutPartners.id, row.partnerId));
    const source = scoutSource(partner!.name);
    const [stage] = await tx
      .select()
      .from(jobStages)
      .where(and(eq(jobStages.orgId, actor.orgId), eq(jobStages.jobId, row.jobId)))
      .orderBy(asc(jobStages.position))
      .limit(1);
    if (!stage) throw new AppError('conflict', 'The job has no stages');
    const candidateId = await candidateFor(tx, actor, row, source, input.candidate_id ?? null);
    await attachResume(tx, {
      orgId: actor.orgId,
      candidateId,
      file: { fileName: row.resumeFileName, contentType: CONTENT_TYPES[row.resumeKind], size: row.resumeSize, sha256: row.resumeSha256, storageKey: row.resumeStorageKey },
      text: row.resumeText,
      fields: row.resumeFields as ResumeFields | null,
    });
    const applicationId = newId();
    const inserted = await tx
      .insert(applications)
      .values({ id: applicationId, orgId: actor.orgId, jobId: row.jobId, candidateId, stageId: stage.id, status: 'active', source, createdBy: actor.actorId })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (inserted.length === 0) throw new AppError('conflict', 'This candidate is already in the job');
    const historyId = newId();
    await tx.insert(applicationStageHistory).values({ id: historyId, orgId: actor.orgId, applicationId, fromStageId: null, toStageId: stage.id, toStageKind: stage.kind, movedBy: actor.actorId });
    await onStageEntered(tx, ctx.queue, { orgId: actor.orgId, jobId: row.jobId, stageId: stage.id, entries: [{ applicationId, eventId: historyId }] });
    await publishEvent(ctx, tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      type: 'application.created',
      payload: { application_id: applicationId, candidate_id: candidateId, job_id: row.jobId, stage_id: stage.id, source },
    });
    await logActivity(tx, { ...actor, action: 'create', entityType: 'application', entityId: applicationId, changes: { stage: { before: null, after: stage.name }, source: { before: null, after: source } } });
    await tx
      .update(scoutRecords)
      .set({ status: 'accepted', candidateId, applicationId, decidedBy: actor.actorId, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(scoutRecords.id, row.id));
    await publishChange(ctx, tx, actor, row, 'accepted', { candidateId, applicationId });
  });
  return getRecord(ctx.db, { orgId: actor.orgId, id });
}

export async function rejectRecord(ctx: Pick<AppContext, 'db' | 'queue'>, actor: Actor, id: string, reason: string) {
  await ensureEventQueue(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await openRecord(tx, actor.orgId, id);
    await tx
      .update(scoutRecords)
      .set({ status: 'rejected', rejectionReason: reason, decidedBy: actor.actorId, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(scoutRecords.id, row.id));
    await publishChange(ctx, tx, actor, row, 'rejected', { candidateId: null, applicationId: null });
  });
  return getRecord(ctx.db, { orgId: actor.orgId, id });
}

export async function askForInfo(ctx: Pick<AppContext, 'db' | 'queue'>, actor: Actor, id: string, message: string) {
  await ensureEventQueue(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await openRecord(tx, actor.orgId, id);
    await tx.update(scoutRecords).set({ status: 'info_requested', infoRequest: message, updatedAt: new Date() }).where(eq(scoutRecords.id, row.id));
    await publishChange(ctx, tx, actor, row, 'info_requested', { candidateId: null, applicationId: null });
  });
  return getRecord(ctx.db, { orgId: actor.orgId, id });
}
