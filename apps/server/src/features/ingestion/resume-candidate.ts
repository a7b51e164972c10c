/**
 * Turns parsed resumes into candidates of the organization, inside the caller's transaction:
 * the same file again (by sha256) is the same resume; otherwise the candidates feature's dedupe
 * policy decides — merge only on the same email, or the same phone and name without a conflicting
 * email; a weaker match is created apart and recorded as a possible duplicate. Job uploads also
 * put the person in the job's first stage.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applications,
  applicationStageHistory,
  candidateIdentities,
  candidates,
  jobStages,
  resumes,
} from '../../db/schema';
import { logActivities, logActivity, type Activity } from '../../lib/activity';
import { publishEvents } from '../../lib/events';
import type { Queue } from '../../lib/queue';
import { onStageEntered } from '../automations/automations.service';
import { normalizePhone } from '../candidates/candidates.service';
import { arrivalMatcher, arrivalOf, proposeDuplicates } from '../candidates/dedupe.service';
import { newId } from '../../lib/ids';

export type ResumeFields = {
  firstName: string | null;
  lastName: string | null;
  emails: string[];
  phones: string[];
  location: string | null;
  currentTitle: string | null;
  currentCompany: string | null;
  yearsExperience: number | null;
  skills: string[];
  links: { kind: string; url: string }[];
  /** Everything the extractor found (experience, education…), kept with the resume. */
  parsed?: unknown;
};

export type ResumeFile = { fileName: string; contentType: string; size: number; sha256: string; storageKey: string };


function nameFromFile(fileName: string): { first: string; last: string } {
  const base = fileName.replace(/\.(pdf|docx)$/i, '').replace(/[_\-.]+/g, ' ').replace(/\b(resume|cv)\b/gi, '').trim();
  const [first, ...rest] = base.split(/\s+/).filter(Boolean);
  return { first: first || 'Unnamed', last: rest.join(' ') };
}

export type ResumeOutcome = { candidateId: string | null; result: 'created' | 'merged' | 'duplicate' | 'no_text'; resumeId: string };

export type ResumeArrival = { orgId: string; actorId: string | null; file: ResumeFile; text: string; fields: ResumeFields | null; jobId: string | null };

/**
 * Saves a batch of parsed resumes in the caller's transaction with a handful of statements rather
 * than a dozen per file: known files and identity holders are read once per organization, each
 * resume is decided in order (a later one sees the earlier ones, so two files of one person in a
 * batch are one candidate), and the new rows are written with one multi-row insert per table.
 * A merge or a job upload writes at once, after what it depends on has been written.
 */
export async function saveResumeCandidates(tx: Db, queue: Queue, arrivals: ResumeArrival[]): Promise<ResumeOutcome[]> {
  const outcomes = new Array<ResumeOutcome>(arrivals.length);
  for (const orgId of new Set(arrivals.map((a) => a.orgId))) {
    const indexes = arrivals.flatMap((a, i) => (a.orgId === orgId ? [i] : []));
    const saved = await saveForOrg(tx, queue, orgId, indexes.map((i) => arrivals[i]!));
    indexes.forEach((index, k) => (outcomes[index] = saved[k]!));
  }
  return outcomes;
}

async function saveForOrg(tx: Db, queue: Queue, orgId: string, arrivals: ResumeArrival[]): Promise<ResumeOutcome[]> {
  const shas = [...new Set(arrivals.map((a) => a.file.sha256))];
  const known = new Map<string, { id: string; candidateId: string | null }>();
  for (const row of await tx
    .select({ id: resumes.id, candidateId: resumes.candidateId, sha256: resumes.sha256 })
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), inArray(resumes.sha256, shas)))) {
    if (!known.has(row.sha256)) known.set(row.sha256, row);
  }
  const parsed = arrivals.map((a) =>
    a.fields && a.text.trim() !== '' && !known.has(a.file.sha256)
      ? arrivalOf({ name: a.fields.firstName ? `${a.fields.firstName} ${a.fields.lastName ?? ''}` : null, emails: a.fields.emails, phones: a.fields.phones, fromText: true })
      : null,
  );
  const matcher = await arrivalMatcher(tx, { orgId, arrivals: parsed.filter((p): p is NonNullable<typeof p> => p !== null) });

  const pending = {
    candidates: [] as (typeof candidates.$inferInsert)[],
    identities: [] as (typeof candidateIdentities.$inferInsert)[],
    resumes: [] as (typeof resumes.$inferInsert)[],
    activity: [] as Activity[],
  };
  const afterwards: (() => Promise<void>)[] = [];
  const flush = async () => {
    if (pending.candidates.length) {
      await tx.insert(candidates).values(pending.candidates);
      const created = pending.candidates.map((c) => ({ orgId, type: 'candidate.created' as const, actorId: c.createdBy ?? null, payload: { candidate_id: c.id!, source: c.source ?? null } }));
      await publishEvents({ queue }, tx, created);
    }
    if (pending.identities.length) await tx.insert(candidateIdentities).values(pending.identities).onConflictDoNothing();
    if (pending.resumes.length) await tx.insert(resumes).values(pending.resumes);
    if (pending.activity.length) await logActivities(tx, pending.activity);
    pending.candidates = [];
    pending.identities = [];
    pending.resumes = [];
    pending.activity = [];
    for (const step of afterwards.splice(0)) await step();
  };

  const outcomes: ResumeOutcome[] = [];
  for (const [i, input] of arrivals.entries()) {
    const { file, fields } = input;
    const same = known.get(file.sha256);
    if (same) {
      // The same file again is the same resume.
      if (same.candidateId && input.jobId) afterwards.push(() => ensureInJob(tx, queue, { orgId, actorId: input.actorId, jobId: input.jobId!, candidateId: same.candidateId! }));
      outcomes.push({ candidateId: same.candidateId, result: 'duplicate', resumeId: same.id });
      continue;
    }
    const resumeId = newId();
    const arrival = parsed[i];
    if (!fields || !arrival) {
      pending.resumes.push({ id: resumeId, orgId, ...file, status: 'no_text', text: '' });
      known.set(file.sha256, { id: resumeId, candidateId: null });
      outcomes.push({ candidateId: null, result: 'no_text', resumeId });
      continue;
    }
    const decision = matcher.decide(arrival);
    // An address another candidate holds stays theirs (an agency's on a forwarded resume); the text keeps it.
    const emails = arrival.emails.filter((e) => !decision.heldEmails.includes(e));
    const { phones } = arrival;
    let candidateId: string;
    let result: ResumeOutcome['result'];
    if (decision.merge) {
      candidateId = decision.merge.candidateId;
      result = 'merged';
      // The candidate may be one this batch created: write what is pending first.
      await flush();
      await mergeInto(tx, candidateId, fields, emails);
      matcher.hold({ id: candidateId, name: '', emails, phones });
    } else {
      candidateId = newId();
      result = 'created';
      const fallback = nameFromFile(file.fileName);
      const firstName = fields.firstName || fallback.first;
      const lastName = fields.lastName ?? (fields.firstName ? '' : fallback.last);
      pending.candidates.push({
        id: candidateId,
        orgId,
        firstName,
        lastName,
        email: emails[0] ?? null,
        phone: fields.phones[0] ?? null,
        emails: emails.slice(1),
        phones: fields.phones.slice(1),
        location: fields.location,
        currentTitle: fields.currentTitle,
        currentCompany: fields.currentCompany,
        yearsExperience: fields.yearsExperience,
        skills: fields.skills,
        links: fields.links,
        source: 'Resume upload',
        createdBy: input.actorId,
      });
      pending.activity.push({ orgId, actorId: input.actorId, action: 'create', entityType: 'candidate', entityId: candidateId, changes: { source: { before: null, after: 'Resume upload' } } });
      matcher.hold({ id: candidateId, name: `${firstName} ${lastName}`.trim(), emails, phones });
    }
    pending.identities.push(...emails.map((value) => ({ orgId, kind: 'email' as const, value, candidateId })), ...phones.map((value) => ({ orgId, kind: 'phone' as const, value, candidateId })));
    pending.resumes.push({ id: resumeId, orgId, candidateId, ...file, status: 'parsed', text: input.text, parsed: (fields.parsed ?? fields) as Record<string, unknown> });
    known.set(file.sha256, { id: resumeId, candidateId });
    if (decision.possible.length) afterwards.push(() => proposeDuplicates(tx, { orgId, candidateId, decision }));
    if (input.jobId) afterwards.push(() => ensureInJob(tx, queue, { orgId, actorId: input.actorId, jobId: input.jobId!, candidateId }));
    outcomes.push({ candidateId, result, resumeId });
  }
  await flush();
  return outcomes;
}

/** Fills what the candidate lacks from the resume and adds its other emails, phones and skills. */
async function mergeInto(tx: Db, candidateId: string, fields: ResumeFields, emails: string[]) {
  const [current] = await tx.select().from(candidates).where(eq(candidates.id, candidateId));
  const fill = <T>(have: T | null, incoming: T | null) => (have == null || have === '' ? incoming : have);
  await tx
    .update(candidates)
    .set({
      location: fill(current!.location, fields.location),
      currentTitle: fill(current!.currentTitle, fields.currentTitle),
      currentCompany: fill(current!.currentCompany, fields.currentCompany),
      yearsExperience: fill(current!.yearsExperience, fields.yearsExperience),
      skills: [...new Set([...current!.skills, ...fields.skills])],
      emails: [...new Set([...current!.emails, ...emails.filter((e) => e !== current!.email)])],
      phones: [...new Set([...current!.phones, ...fields.phones.filter((p) => normalizePhone(p) !== (current!.phone && normalizePhone(current!.phone)))])],
      updatedAt: new Date(),
    })
    .where(eq(candidates.id, candidateId));
}

/** Puts the candidate in the job's first stage unless they are in the job already. */
async function ensureInJob(tx: Db, queue: Queue, { orgId, actorId, jobId, candidateId }: { orgId: string; actorId: string | null; jobId: string; candidateId: string }) {
  const [first] = await tx
    .select()
    .from(jobStages)
    .where(and(eq(jobStages.orgId, orgId), eq(jobStages.jobId, jobId), sql`${jobStages.kind} NOT IN ('rejected', 'hired')`))
    .orderBy(asc(jobStages.position))
    .limit(1);
  if (!first) return;
  const id = newId();
  const inserted = await tx
    .insert(applications)
    .values({ id, orgId, jobId, candidateId, stageId: first.id, createdBy: actorId })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (inserted.length === 0) return;
  const eventId = newId();
  await tx.insert(applicationStageHistory).values({ id: eventId, orgId, applicationId: id, fromStageId: null, toStageId: first.id, toStageKind: first.kind, movedBy: actorId });
  await onStageEntered(tx, queue, { orgId, jobId, stageId: first.id, entries: [{ applicationId: id, eventId }] });
  await logActivity(tx, { orgId, actorId, action: 'create', entityType: 'application', entityId: id, changes: { stage: { before: null, after: first.name } } });
}


/**
 * Keeps a resume for a candidate who is already known (an applicant who typed their details): the
 * file becomes their resume, and its parsed fields fill what their record lacks. The same file again
 * is the same resume. Emails in the text stay in the text: the applicant gave theirs.
 */
export async function attachResume(tx: Db, input: { orgId: string; candidateId: string; file: ResumeFile; text: string; fields: ResumeFields | null }) {
  const { orgId, candidateId, file, fields } = input;
  const [known] = await tx.select({ id: resumes.id, candidateId: resumes.candidateId }).from(resumes).where(and(eq(resumes.orgId, orgId), eq(resumes.sha256, file.sha256)));
  if (known) {
    if (!known.candidateId) await tx.update(resumes).set({ candidateId, updatedAt: new Date() }).where(eq(resumes.id, known.id));
    return { resumeId: known.id, duplicate: true };
  }
  const resumeId = newId();
  const parsed = fields && input.text.trim() !== '';
  await tx.insert(resumes).values({
    id: resumeId,
    orgId,
    candidateId,
    ...file,
    status: parsed ? 'parsed' : 'no_text',
    text: parsed ? input.text : '',
    parsed: parsed ? ((fields.parsed ?? fields) as Record<string, unknown>) : null,
  });
  if (parsed) await mergeInto(tx, candidateId, fields, []);
  return { resumeId, duplicate: false };
}
