/**
 * A small organization whose report numbers are counted by hand (reports.test.ts). January 2026 is the
 * period; application a5 started in December. Moves go back and forth, one rejection is reopened, and
 * one job (j3, no department or client) was filled in December and reopened in January when its hire
 * fell through.
 */
import type { Db } from '../../db/client';
import { applications, applicationStageHistory, candidates, clients, emails, interviews, jobs, jobStages, scorecards, submissions } from '../../db/schema';
import { newId } from '../../lib/ids';

const KINDS = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
type Kind = (typeof KINDS)[number];
const at = (day: string) => new Date(`${day}T10:00:00Z`);

async function job(db: Db, p: { orgId: string; title: string; ownerId: string; department: string | null; clientId: string | null; openings: number; status: 'open' | 'filled'; created: string }) {
  const id = newId();
  await db.insert(jobs).values({ id, orgId: p.orgId, title: p.title, ownerId: p.ownerId, department: p.department, clientId: p.clientId, openings: p.openings, status: p.status, createdAt: at(p.created) });
  const stages = Object.fromEntries(KINDS.map((kind) => [kind, newId()])) as Record<Kind, string>;
  await db.insert(jobStages).values(KINDS.map((kind, position) => ({ id: stages[kind], orgId: p.orgId, jobId: id, name: kind[0]!.toUpperCase() + kind.slice(1), kind, position })));
  return { id, stages };
}

async function candidate(db: Db, p: { orgId: string; name: string; source: string; createdBy: string; created: string }) {
  const id = newId();
  const [first, last] = p.name.split(' ');
  await db.insert(candidates).values({ id, orgId: p.orgId, firstName: first!, lastName: last ?? '', source: p.source, createdBy: p.createdBy, createdAt: at(p.created) });
  return id;
}

/** An application and its moves: the first entry is the creation (no from-stage), the rest are moves by `by`. */
async function application(
  db: Db,
  p: { orgId: string; job: { id: string; stages: Record<Kind, string> }; candidateId: string; by: string; moves: [Kind, string][]; status: 'active' | 'rejected' | 'hired'; reason?: string },
) {
  const id = newId();
  const last = p.moves.at(-1)!;
  await db.insert(applications).values({
    id,
    orgId: p.orgId,
    jobId: p.job.id,
    candidateId: p.candidateId,
    stageId: p.job.stages[last[0]],
    status: p.status,
    rejectionReason: p.reason ?? null,
    createdBy: p.by,
    createdAt: at(p.moves[0]![1]),
    updatedAt: at(last[1]),
    stageEnteredAt: at(last[1]),
  });
  let from: string | null = null;
  for (const [kind, day] of p.moves) {
    await db.insert(applicationStageHistory).values({ id: newId(), orgId: p.orgId, applicationId: id, fromStageId: from, toStageId: p.job.stages[kind], toStageKind: kind, movedBy: p.by, movedAt: at(day) });
    from = p.job.stages[kind];
  }
  return id;
}

export async function seedReportScenario(db: Db, { orgId, adminId, recruiterId }: { orgId: string; adminId: string; recruiterId: string }) {
  const clientId = newId();
  await db.insert(clients).values({ id: clientId, orgId, name: 'Globex' });
  const j1 = await job(db, { orgId, title: 'Platform Engineer', ownerId: recruiterId, department: 'Engineering', clientId, openings: 2, status: 'filled', created: '2025-12-01' });
  const j2 = await job(db, { orgId, title: 'Account Executive', ownerId: adminId, department: 'Sales', clientId: null, openings: 1, status: 'open', created: '2026-01-01' });
  const c1 = await candidate(db, { orgId, name: 'Ada Referral', source: 'Referral', createdBy: recruiterId, created: '2026-01-02' });
  const c2 = await candidate(db, { orgId, name: 'Ben Careers', source: 'Careers page', createdBy: recruiterId, created: '2026-01-03' });
  const c3 = await candidate(db, { orgId, name: 'Cy Referral', source: 'Employee referral', createdBy: adminId, created: '2026-01-05' });
  const c4 = await candidate(db, { orgId, name: 'Di Linkedin', source: 'LinkedIn', createdBy: adminId, created: '2026-01-10' });
  const c5 = await candidate(db, { orgId, name: 'Ed Upload', source: 'Resume upload', createdBy: recruiterId, created: '2025-12-20' });

  const a1 = await application(db, {
    orgId, job: j1, candidateId: c1, by: recruiterId, status: 'hired',
    moves: [['applied', '2026-01-02'], ['screening', '2026-01-04'], ['interview', '2026-01-09'], ['screening', '2026-01-10'], ['interview', '2026-01-12'], ['offer', '2026-01-15'], ['hired', '2026-01-20']],
  });
  await application(db, { orgId, job: j1, candidateId: c2, by: recruiterId, status: 'rejected', reason: 'Not qualified', moves: [['applied', '2026-01-03'], ['screening', '2026-01-05'], ['rejected', '2026-01-06']] });
  const a3 = await application(db, {
    orgId, job: j2, candidateId: c3, by: adminId, status: 'active', reason: undefined,
    moves: [['applied', '2026-01-05'], ['screening', '2026-01-07'], ['rejected', '2026-01-08'], ['screening', '2026-01-09']],
  });
  await application(db, { orgId, job: j2, candidateId: c4, by: adminId, status: 'active', moves: [['applied', '2026-01-10']] });
  await application(db, { orgId, job: j1, candidateId: c5, by: recruiterId, status: 'active', moves: [['applied', '2025-12-20'], ['screening', '2026-01-02']] });
  const a6 = await application(db, { orgId, job: j1, candidateId: c3, by: recruiterId, status: 'hired', moves: [['applied', '2026-01-20'], ['hired', '2026-01-25']] });

  const interview = (p: { applicationId: string; candidateId: string; jobId: string; by: string; created: string; status: 'scheduled' | 'canceled' }) => {
    const id = newId();
    return db
      .insert(interviews)
      .values({ id, orgId, applicationId: p.applicationId, candidateId: p.candidateId, jobId: p.jobId, title: 'Interview', type: 'video', startsAt: at(p.created), endsAt: at(p.created), timezone: 'UTC', status: p.status, icsUid: id, createdBy: p.by, createdAt: at(p.created) })
      .then(() => id);
  };
  const i1 = await interview({ applicationId: a1, candidateId: c1, jobId: j1.id, by: recruiterId, created: '2026-01-08', status: 'scheduled' });
  await interview({ applicationId: a3, candidateId: c3, jobId: j2.id, by: adminId, created: '2026-01-06', status: 'canceled' });
  await db.insert(scorecards).values({ id: newId(), orgId, interviewId: i1, applicationId: a1, interviewerId: adminId, recommendation: 'yes', submittedAt: at('2026-01-10') });
  await db.insert(emails).values({ id: newId(), orgId, candidateId: c1, jobId: j1.id, subject: 'Next steps', body: 'Hi', status: 'sent', sentBy: recruiterId, createdAt: at('2026-01-11') });

  // Submissions to Globex: two in January (one each), one by the recruiter in December.
  const submission = (p: { candidateId: string; by: string; created: string }) =>
    db
      .insert(submissions)
      .values({ id: newId(), orgId, jobId: j1.id, candidateId: p.candidateId, clientId, submittedBy: p.by, createdAt: at(p.created), statusChangedAt: at(p.created) })
      .returning({ id: submissions.id })
      .then(([r]) => r!.id);
  const s1 = await submission({ candidateId: c1, by: recruiterId, created: '2026-01-14' });
  await submission({ candidateId: c5, by: recruiterId, created: '2025-12-28' });
  const s3 = await submission({ candidateId: c2, by: adminId, created: '2026-01-07' });

  // The reopened job: hired on 10 December, the hire fell through on 5 January (back to offer), open again.
  const j3 = await job(db, { orgId, title: 'Data Analyst', ownerId: adminId, department: null, clientId: null, openings: 1, status: 'open', created: '2025-10-20' });
  const c6 = await candidate(db, { orgId, name: 'Fay Partner', source: 'Agency partner', createdBy: adminId, created: '2025-11-15' });
  const a7 = await application(db, {
    orgId, job: j3, candidateId: c6, by: adminId, status: 'active',
    moves: [['applied', '2025-11-15'], ['offer', '2025-12-01'], ['hired', '2025-12-10'], ['offer', '2026-01-05']],
  });
  return { clientId, j1, j2, j3, c1, c3, c6, a1, a3, a6, a7, s1, s3 };
}
