/** Candidates: the list, the record with every job the person is in, create/edit/delete with the duplicate check. */
import type { Candidate, CandidateSummary, DuplicateCandidateDetails, Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { publishEvent } from '../../lib/events';
import { newId } from '../../lib/ids';
import { changesBetween } from '../activity/activity.service';
import { deleteNotesOf } from '../notes/notes.service';
import { customValuesReader, saveCustomValues } from '../custom-fields/custom-fields.service';
import { clearEntityTags, setEntityTags, tagsFor } from '../tags/tags.service';
import { assertMembers, userRefs } from '../users/users.service';
import {
  applicationCounts,
  candidateApplications,
  deleteCandidate,
  findCandidate,
  insertCandidate,
  listCandidates,
  replaceIdentities,
  updateCandidate,
  type CandidateFilters,
  type CandidateRow,
} from './candidates.repo';
import { arrivalOf, proposeForRecord } from './dedupe.service';
import { identitiesOf, normalizePhone } from './identities';

export type Actor = { orgId: string; actorId: string; role: Role };

export type CandidateFields = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  emails: string[];
  phones: string[];
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  years_experience: number | null;
  skills: string[];
  links: { kind: string; url: string }[];
  source: string | null;
  owner_id: string | null;
};

export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/** A merged candidate answers 404 and points at the record it lives on in. */
export function candidateGone(row: CandidateRow | null): AppError | null {
  if (!row) return new AppError('not_found', 'Candidate not found');
  if (row.mergedIntoId) return new AppError('not_found', 'Candidate was merged into another', { merged_into: row.mergedIntoId });
  return null;
}

export function fieldsOf(row: CandidateRow): CandidateFields {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    emails: row.emails,
    phones: row.phones,
    location: row.location,
    current_title: row.currentTitle,
    current_company: row.currentCompany,
    years_experience: row.yearsExperience,
    skills: row.skills,
    links: row.links,
    source: row.source,
    owner_id: row.ownerId,
  };
}

/** Further emails and phones never repeat the primary one or each other; skills are kept once, case-insensitively. */
export function tidy(f: CandidateFields): CandidateFields {
  const email = f.email?.toLowerCase() ?? null;
  const emails = [...new Set(f.emails.map((e) => e.toLowerCase()))].filter((e) => e !== email);
  const seenPhones = new Set(f.phone ? [normalizePhone(f.phone)] : []);
  const phones = f.phones.filter((p) => {
    const key = normalizePhone(p);
    if (seenPhones.has(key)) return false;
    seenPhones.add(key);
    return true;
  });
  const seenSkills = new Set<string>();
  const skills = f.skills.filter((s) => !seenSkills.has(s.toLowerCase()) && !!seenSkills.add(s.toLowerCase()));
  const seenLinks = new Set<string>();
  const links = f.links.filter((l) => !seenLinks.has(l.url) && !!seenLinks.add(l.url));
  return { ...f, email, emails, phones, skills, links };
}

export function columnsOf(f: CandidateFields) {
  return {
    firstName: f.first_name,
    lastName: f.last_name,
    email: f.email,
    phone: f.phone,
    emails: f.emails,
    phones: f.phones,
    location: f.location,
    currentTitle: f.current_title,
    currentCompany: f.current_company,
    yearsExperience: f.years_experience,
    skills: f.skills,
    links: f.links,
    source: f.source,
    ownerId: f.owner_id,
  };
}

export const diff = changesBetween;

/**
 * Writes the identities; an email another candidate holds is a 409 naming it. A phone may be
 * shared: another holder becomes a possible duplicate when the dedupe policy says so.
 */
export async function saveIdentities(tx: Db, { orgId, candidateId, fields }: { orgId: string; candidateId: string; fields: CandidateFields }) {
  const clash = await replaceIdentities(tx, { orgId, candidateId, identities: identitiesOf(fields) });
  if (!clash) {
    const arrival = arrivalOf({ name: `${fields.first_name} ${fields.last_name}`, emails: [fields.email, ...fields.emails], phones: [fields.phone, ...fields.phones] });
    await proposeForRecord(tx, { orgId, candidateId, arrival });
    return;
  }
  const details: DuplicateCandidateDetails = { existing_id: clash.existingId, field: clash.identity.kind, value: clash.identity.value };
  throw new AppError('conflict', `A candidate with this ${clash.identity.kind} already exists`, details);
}

async function summaries(db: Db, orgId: string, rows: CandidateRow[]): Promise<CandidateSummary[]> {
  const ids = rows.map((r) => r.id);
  const [owners, tags, counts] = await Promise.all([
    userRefs(db, rows.map((r) => r.ownerId)),
    tagsFor(db, { orgId, entityIds: ids }),
    applicationCounts(db, { orgId, candidateIds: ids }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    name: fullName(r),
    email: r.email,
    phone: r.phone,
    location: r.location,
    current_title: r.currentTitle,
    current_company: r.currentCompany,
    years_experience: r.yearsExperience,
    skills: r.skills,
    source: r.source,
    owner: (r.ownerId && owners.get(r.ownerId)) || null,
    tags: tags.get(r.id) ?? [],
    application_count: counts.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function candidatesPage(
  db: Db,
  { orgId, filters, sort, limit, offset }: { orgId: string; filters: CandidateFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
) {
  const { rows, total } = await listCandidates(db, { orgId, filters, sort, limit, offset });
  return { data: await summaries(db, orgId, rows), total };
}

/** One candidate; its custom fields are those the role may see (every field when no role is given). */
export async function getCandidate(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }): Promise<Candidate> {
  const row = await findCandidate(db, { orgId, id });
  const gone = candidateGone(row);
  if (gone) throw gone;
  const [summary] = await summaries(db, orgId, [row!]);
  const apps = await candidateApplications(db, { orgId, candidateId: id });
  const { application_count: _count, ...rest } = summary!;
  return {
    ...rest,
    custom_fields: (await customValuesReader(db, { orgId, entity: 'candidate', role }))(row!.customFields),
    emails: row!.emails,
    phones: row!.phones,
    links: row!.links,
    applications: apps.map((a) => ({
      id: a.id,
      job: { id: a.jobId, title: a.jobTitle },
      stage: { id: a.stageId, name: a.stageName, kind: a.stageKind },
      status: a.status,
      updated_at: a.updatedAt.toISOString(),
    })),
  };
}

type CustomInput = { custom_fields?: Record<string, unknown> };

/** `events` publishes `candidate.created` with the change (resume uploads publish theirs when a batch is saved). */
export async function createCandidate(db: Db, actor: Actor, input: CandidateFields & { tag_ids: string[] } & CustomInput, events?: Pick<AppContext, 'queue'>): Promise<Candidate> {
  const id = newId();
  const { custom_fields, ...given } = input;
  const fields = tidy(given);
  await db.transaction(async (tx) => {
    await assertMembers(tx, { orgId: actor.orgId, userIds: [fields.owner_id], field: 'owner_id' });
    await insertCandidate(tx, { id, orgId: actor.orgId, createdBy: actor.actorId, ...columnsOf(fields) });
    await saveIdentities(tx, { orgId: actor.orgId, candidateId: id, fields });
    await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'candidates', tagIds: input.tag_ids });
    const custom = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'candidate', entityId: id, input: custom_fields, creating: true, role: actor.role });
    if (events) await publishEvent(events, tx, { orgId: actor.orgId, type: 'candidate.created', actorId: actor.actorId, payload: { candidate_id: id, source: fields.source ?? null } });
    const empty = Object.fromEntries(Object.keys(fields).map((k) => [k, null]));
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'create',
      entityType: 'candidate',
      entityId: id,
      changes: { ...diff(empty, { ...fields, tag_ids: input.tag_ids.length ? [...new Set(input.tag_ids)] : null }), ...custom },
    });
  });
  return getCandidate(db, { orgId: actor.orgId, id, role: actor.role });
}

export async function editCandidate(
  db: Db,
  actor: Actor,
  id: string,
  patch: Partial<CandidateFields> & { tag_ids?: string[] } & CustomInput,
): Promise<Candidate> {
  await db.transaction(async (tx) => {
    const row = await findCandidate(tx, { orgId: actor.orgId, id, lock: true });
    const gone = candidateGone(row);
    if (gone) throw gone;
    const before = fieldsOf(row!);
    const { tag_ids, custom_fields, ...rest } = patch;
    const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const after = tidy({ ...before, ...defined });
    if (patch.owner_id !== undefined && patch.owner_id !== before.owner_id) {
      await assertMembers(tx, { orgId: actor.orgId, userIds: [patch.owner_id], field: 'owner_id' });
    }
    const changes = diff(before as Record<string, unknown>, after as Record<string, unknown>);
    if (changes.email || changes.emails || changes.phone || changes.phones) {
      await saveIdentities(tx, { orgId: actor.orgId, candidateId: id, fields: after });
    }
    if (tag_ids) {
      const current = (await tagsFor(tx, { orgId: actor.orgId, entityIds: [id] })).get(id)?.map((t) => t.id) ?? [];
      const next = [...new Set(tag_ids)];
      await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'candidates', tagIds: next });
      if ([...current].sort().join() !== [...next].sort().join()) changes.tag_ids = { before: current, after: next };
    }
    Object.assign(changes, await saveCustomValues(tx, { orgId: actor.orgId, entity: 'candidate', entityId: id, input: custom_fields, creating: false, role: actor.role }));
    await updateCandidate(tx, { orgId: actor.orgId, id, set: columnsOf(after) });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'candidate', entityId: id, changes });
  });
  return getCandidate(db, { orgId: actor.orgId, id, role: actor.role });
}

/** Deletes the candidate with its applications, identities, notes and tags. */
export async function removeCandidate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCandidate(tx, { orgId: actor.orgId, id, lock: true });
    const gone = candidateGone(row);
    if (gone) throw gone;
    await deleteNotesOf(tx, { orgId: actor.orgId, entityType: 'candidate', entityId: id });
    await clearEntityTags(tx, { orgId: actor.orgId, entityIds: [id] });
    await deleteCandidate(tx, { orgId: actor.orgId, id });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'delete',
      entityType: 'candidate',
      entityId: id,
      changes: { name: { before: fullName(row!), after: null }, email: { before: row!.email, after: null } },
    });
  });
}

/** The duplicate-check keys, for other features that write candidate identities. */
export { normalizeEmail, normalizePhone } from './identities';
