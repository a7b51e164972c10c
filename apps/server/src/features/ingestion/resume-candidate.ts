/**
 * Turns one parsed resume into a candidate of the organization, inside the caller's transaction:
 * the same file again (by sha256) is the same resume; otherwise the candidates feature's dedupe
 * policy decides — merge only on the same email, or the same phone and name without a conflicting
 * email; a weaker match is created apart and recorded as a possible duplicate. Job uploads also
 * put the person in the job's first stage.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applications,
  applicationStageHistory,
  candidateIdentities,
  candidates,
  jobStages,
  resumes,
} from '../../db/schema';
import { logActivity } from '../../lib/activity';
import type { Queue } from '../../lib/queue';
import { onStageEntered } from '../automations/automations.service';
import { normalizePhone } from '../candidates/candidates.service';
import { arrivalOf, matchArrival, proposeDuplicates } from '../candidates/dedupe.service';
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

export async function saveResumeCandidate(
  tx: Db,
  input: { orgId: string; actorId: string | null; file: ResumeFile; text: string; fields: ResumeFields | null; jobId: string | null; queue: Queue },
): Promise<ResumeOutcome> {
  const { orgId, file, fields } = input;

  const [sameFile] = await tx
    .select({ id: resumes.id, candidateId: resumes.candidateId })
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), eq(resumes.sha256, file.sha256)))
    .limit(1);
  if (sameFile) {
    if (sameFile.candidateId && input.jobId) await ensureInJob(tx, input.queue, { orgId, actorId: input.actorId, jobId: input.jobId, candidateId: sameFile.candidateId });
    return { candidateId: sameFile.candidateId, result: 'duplicate', resumeId: sameFile.id };
  }

  const resumeId = newId();
  if (!fields || input.text.trim() === '') {
    await tx.insert(resumes).values({ id: resumeId, orgId, ...file, status: 'no_text', text: '' });
    return { candidateId: null, result: 'no_text', resumeId };
  }

  const name = fields.firstName ? `${fields.firstName} ${fields.lastName ?? ''}` : null;
  const arrival = arrivalOf({ name, emails: fields.emails, phones: fields.phones, fromText: true });
  const decision = await matchArrival(tx, { orgId, arrival });
  const match = decision.merge;
  // An address another candidate holds stays theirs (an agency's on a forwarded resume); the text keeps it.
  const emails = arrival.emails.filter((e) => !decision.heldEmails.includes(e));
  const { phones } = arrival;

  let candidateId: string;
  let result: ResumeOutcome['result'];
  if (match) {
    candidateId = match.candidateId;
    result = 'merged';
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
  } else {
    candidateId = newId();
    result = 'created';
    const fallback = nameFromFile(file.fileName);
    await tx.insert(candidates).values({
      id: candidateId,
      orgId,
      firstName: fields.firstName || fallback.first,
      lastName: fields.lastName ?? (fields.firstName ? '' : fallback.last),
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
    await logActivity(tx, { orgId, actorId: input.actorId, action: 'create', entityType: 'candidate', entityId: candidateId, changes: { source: { before: null, after: 'Resume upload' } } });
  }
  const identities = [
    ...emails.map((value) => ({ orgId, kind: 'email' as const, value, candidateId })),
    ...phones.map((value) => ({ orgId, kind: 'phone' as const, value, candidateId })),
  ];
  if (identities.length) await tx.insert(candidateIdentities).values(identities).onConflictDoNothing();
  await proposeDuplicates(tx, { orgId, candidateId, decision });
  await tx.insert(resumes).values({ id: resumeId, orgId, candidateId, ...file, status: 'parsed', text: input.text, parsed: (fields.parsed ?? fields) as Record<string, unknown> });
  if (input.jobId) await ensureInJob(tx, input.queue, { orgId, actorId: input.actorId, jobId: input.jobId, candidateId });
  return { candidateId, result, resumeId };
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

