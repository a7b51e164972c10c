/**
 * A job's applications as CSV or XLSX: stage, status, source, answers (one column per question the
 * job asks) and the parsed resume fields, through the same formula-safe writers as the candidate export.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationForms, applications, candidates, jobPostings, jobs, jobStages } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { csvWriter, xlsxWriter, type Cell } from '../data-transfer/export-file';

const MAX_ROWS = 20_000;
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export async function exportApplications(db: Db, { orgId, jobId, format }: { orgId: string; jobId: string; format: 'csv' | 'xlsx' }) {
  const [job] = await db
    .select({ title: jobs.title, questions: jobPostings.questions })
    .from(jobs)
    .leftJoin(jobPostings, eq(jobPostings.jobId, jobs.id))
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  if (!job) throw notFound('Job');
  const rows = await db
    .select({ app: applications, stage: jobStages.name, candidate: candidates, form: applicationForms })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .leftJoin(applicationForms, eq(applicationForms.applicationId, applications.id))
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId)))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(MAX_ROWS);

  // The job's questions now, then any older question only some applicants were asked.
  const questions = new Map((job.questions ?? []).map((q) => [q.id, q.label]));
  for (const r of rows) for (const a of r.form?.answers ?? []) if (!questions.has(a.question_id)) questions.set(a.question_id, a.label);
  const header = [
    'First name', 'Last name', 'Email', 'Phone', 'Stage', 'Status', 'Rejection reason', 'Source', 'Applied at', 'Cover letter',
    ...questions.values(),
    'Location', 'Current title', 'Current company', 'Years of experience', 'Skills',
  ];

  const dir = await mkdtemp(path.join(os.tmpdir(), 'hirebase-applications-'));
  const file = path.join(dir, `export.${format}`);
  try {
    const writer = format === 'csv' ? csvWriter(file, header) : xlsxWriter(file, header);
    for (const { app, stage, candidate: c, form } of rows) {
      const answers = new Map((form?.answers ?? []).map((a) => [a.question_id, Array.isArray(a.value) ? a.value.join('; ') : a.value]));
      const row: Cell[] = [
        c.firstName, c.lastName, c.email, c.phone, stage, app.status, app.rejectionReason, app.source, app.createdAt.toISOString(), form?.coverLetter ?? null,
        ...[...questions.keys()].map((id) => answers.get(id) ?? null),
        c.location, c.currentTitle, c.currentCompany, c.yearsExperience, c.skills.join(', '),
      ];
      await writer.write(row);
    }
    await writer.finish();
    const slug = job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'job';
    return { bytes: await readFile(file), contentType: CONTENT_TYPES[format], fileName: `${slug}-applications.${format}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
