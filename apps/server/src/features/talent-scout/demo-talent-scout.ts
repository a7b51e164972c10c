/**
 * Demo talent scout: three sourcing partners (two at work, one still invited) with open jobs shared,
 * and the records they submitted over the last three weeks in every status — one flagged as the
 * organization's own candidate, one as another partner's earlier find, two accepted into their job's
 * first stage. Records, duplicates and accepted candidates are written in the shapes the real paths
 * write; the resumes are small real PDFs kept through the storage module.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { scoutSource, type ScoutRecordStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applications, applicationStageHistory, candidateIdentities, candidates, jobs, jobStages, scoutPartnerJobs, scoutPartners, scoutRecords } from '../../db/schema';
import { newId } from '../../lib/ids';
import { storageKey, type Storage } from '../../providers/storage';
import { normalizePhone } from '../candidates/identities';
import { attachResume } from '../ingestion/resume-candidate';
import { toResumeFields } from '../ingestion/resume-fields';
import { findDuplicates } from './records.service';

const DAY = 86_400_000;

const PARTNERS = [
  { name: 'Priya Raman', email: 'priya@northbridge-talent.example', company: 'Northbridge Talent', terms: '18% of first-year base salary, 90-day replacement guarantee', status: 'active' as const, jobs: [0, 1] },
  { name: 'Tomás Ortega', email: 'tomas@keystone-search.example', company: 'Keystone Search', terms: 'Flat fee of 9,000 EUR per hire, invoiced on start date', status: 'active' as const, jobs: [0, 2] },
  { name: 'Hana Sato', email: 'hana@lumen-recruiting.example', company: 'Lumen Recruiting', terms: '15% of first-year base salary', status: 'invited' as const, jobs: [1] },
];

type Person = { first: string; last: string; email: string; phone: string; title: string; note: string };
type Plan = { partner: number; job: number; daysAgo: number; status: ScoutRecordStatus; person: Person | 'known'; reason?: string; ask?: string };

const ELENA: Person = { first: 'Elena', last: 'Petrova', email: 'elena.petrova@mailbox.example', phone: '+49 30 5557 1204', title: 'Senior Backend Engineer', note: 'Eight years of Go and PostgreSQL; led the payments platform migration at her current company. Open to hybrid.' };

const PLANS: Plan[] = [
  { partner: 0, job: 0, daysAgo: 19, status: 'rejected', person: { first: 'Jonas', last: 'Weber', email: 'jonas.weber@mailbox.example', phone: '+49 89 5550 3381', title: 'Platform Engineer', note: 'Strong on Terraform; looking for a team with more ownership.' }, reason: 'We need more production Kubernetes experience for this role.' },
  { partner: 0, job: 1, daysAgo: 12, status: 'accepted', person: { first: 'Marcus', last: 'Bell', email: 'marcus.bell@mailbox.example', phone: '+44 20 7946 0331', title: 'Product Designer', note: 'Portfolio link in the resume. Available with four weeks notice.' } },
  { partner: 1, job: 2, daysAgo: 9, status: 'accepted', person: { first: 'Sofia', last: 'Marin', email: 'sofia.marin@mailbox.example', phone: '+34 91 555 0192', title: 'Data Analyst', note: 'SQL and dbt daily; has mentored two juniors.' } },
  { partner: 1, job: 2, daysAgo: 5, status: 'info_requested', person: { first: 'Amara', last: 'Okafor', email: 'amara.okafor@mailbox.example', phone: '+234 1 555 0147', title: 'Analytics Engineer', note: 'Relocating to Lisbon in the spring.' }, ask: 'Could you confirm her notice period and salary expectations?' },
  { partner: 0, job: 0, daysAgo: 3, status: 'submitted', person: ELENA },
  { partner: 1, job: 0, daysAgo: 2, status: 'submitted', person: { ...ELENA, note: 'Met her at a Go meetup last month; she is actively looking.' } },
  { partner: 1, job: 0, daysAgo: 1, status: 'submitted', person: 'known' },
];

async function resumePdf(p: Person): Promise<{ bytes: Uint8Array; text: string }> {
  const lines = [`${p.first} ${p.last}`, p.title, `${p.email} · ${p.phone}`, '', 'Experience', `${p.title}, 2019 – present`, p.note, '', 'Skills', 'Communication, ownership, mentoring'];
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line.replace(/[^\x20-\x7E]/g, (c) => (c === '·' ? '-' : c === '–' ? '-' : '')), { x: 50, y: 780 - i * 18, size: 11, font }));
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return { bytes: await doc.save(), text: lines.join('\n') };
}

export async function seedDemoTalentScout(tx: Db, storage: Storage, { orgId, userIds, now = Date.now() }: { orgId: string; userIds: string[]; now?: number }): Promise<void> {
  const open = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'open'), isNull(jobs.archivedAt))).orderBy(asc(jobs.createdAt)).limit(3);
  if (open.length < 3) return;
  const partnerIds: string[] = [];
  for (const [i, p] of PARTNERS.entries()) {
    const id = newId();
    partnerIds.push(id);
    await tx.insert(scoutPartners).values({
      id,
      orgId,
      email: p.email,
      name: p.name,
      company: p.company,
      commissionTerms: p.terms,
      status: p.status,
      invitedBy: userIds[0] ?? null,
      lastActivityAt: p.status === 'active' ? new Date(now - (i + 1) * DAY) : null,
      createdAt: new Date(now - 30 * DAY + i * DAY),
    });
    await tx.insert(scoutPartnerJobs).values(
      p.jobs.map((j) => ({ orgId, partnerId: id, jobId: open[j]!.id, notes: j === 0 ? 'Hybrid in Berlin, two office days a week. We value open-source work.' : '', showSalary: j !== 2, sharedAt: new Date(now - 28 * DAY) })),
    );
  }
  const [known] = await tx
    .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email, phone: candidates.phone, title: candidates.currentTitle })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), isNotNull(candidates.email), isNull(candidates.mergedIntoId)))
    .orderBy(asc(candidates.createdAt))
    .limit(1);

  for (const plan of PLANS) {
    const person: Person | null =
      plan.person === 'known'
        ? known
          ? { first: known.firstName, last: known.lastName, email: known.email!, phone: known.phone ?? '', title: known.title ?? 'Engineer', note: 'Worked with them two years ago; strong references.' }
          : null
        : plan.person;
    if (!person) continue;
    const { bytes, text } = await resumePdf(person);
    const key = storageKey(orgId, 'resumes');
    await storage.put(key, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const phoneKey = person.phone ? normalizePhone(person.phone) : null;
    const createdAt = new Date(now - plan.daysAgo * DAY);
    const jobId = open[plan.job]!.id;
    const partnerId = partnerIds[plan.partner]!;
    const duplicates = (await findDuplicates(tx, { orgId, email: person.email, phoneKey, sha256, ownershipDays: 180 })).filter((d) => Date.parse(d.since) < createdAt.getTime());
    const id = newId();
    const decided = plan.status === 'accepted' || plan.status === 'rejected' ? new Date(createdAt.getTime() + 2 * DAY) : null;
    const fields = toResumeFields(text);
    await tx.insert(scoutRecords).values({
      id,
      orgId,
      partnerId,
      jobId,
      firstName: person.first,
      lastName: person.last,
      email: person.email,
      phone: person.phone || null,
      phoneKey,
      note: person.note,
      resumeFileName: `${person.first}-${person.last}-resume.pdf`.toLowerCase(),
      resumeKind: 'pdf',
      resumeSize: bytes.byteLength,
      resumeSha256: sha256,
      resumeStorageKey: key,
      resumeText: text,
      resumeFields: fields as unknown as Record<string, unknown>,
      duplicates,
      status: plan.status,
      rejectionReason: plan.reason ?? null,
      infoRequest: plan.ask ?? null,
      decidedBy: decided ? (userIds[1] ?? null) : null,
      decidedAt: decided,
      createdAt,
      updatedAt: decided ?? createdAt,
    });
    if (plan.status !== 'accepted') continue;
    // Accepted as the accept path does: a candidate with the resume, in the job's first stage, sourced to the partner.
    const source = scoutSource(PARTNERS[plan.partner]!.name);
    const candidateId = newId();
    await tx.insert(candidates).values({ id: candidateId, orgId, firstName: person.first, lastName: person.last, email: person.email, phone: person.phone, currentTitle: person.title, source, createdBy: userIds[1] ?? null, createdAt: decided!, updatedAt: decided! });
    await tx.insert(candidateIdentities).values([
      { orgId, candidateId, kind: 'email' as const, value: person.email },
      ...(phoneKey ? [{ orgId, candidateId, kind: 'phone' as const, value: phoneKey }] : []),
    ]).onConflictDoNothing();
    await attachResume(tx, { orgId, candidateId, file: { fileName: `${person.first}-${person.last}-resume.pdf`.toLowerCase(), contentType: 'application/pdf', size: bytes.byteLength, sha256, storageKey: key }, text, fields });
    const [stage] = await tx.select().from(jobStages).where(and(eq(jobStages.orgId, orgId), eq(jobStages.jobId, jobId))).orderBy(asc(jobStages.position)).limit(1);
    const applicationId = newId();
    await tx.insert(applications).values({ id: applicationId, orgId, jobId, candidateId, stageId: stage!.id, status: 'active', source, createdBy: userIds[1] ?? null, createdAt: decided!, updatedAt: decided! });
    await tx.insert(applicationStageHistory).values({ id: newId(), orgId, applicationId, fromStageId: null, toStageId: stage!.id, toStageKind: stage!.kind, movedBy: userIds[1] ?? null, movedAt: decided! });
    await tx.update(scoutRecords).set({ candidateId, applicationId }).where(eq(scoutRecords.id, id));
  }
}
