/**
 * Parses an applicant's resume after the application is recorded: the same extraction as any
 * upload (worker threads), then the file becomes the candidate's resume and fills their record.
 * At-least-once from the queue; a second run finds the resume by its hash and changes nothing.
 */
import type PgBoss from 'pg-boss';
import { and, eq } from 'drizzle-orm';
import { candidates } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { createParsePool } from '../ingestion/parse-pool';
import { attachResume } from '../ingestion/resume-candidate';

export const CAREERS_PARSE_QUEUE = 'careers-parse-resume';
export const CAREERS_PARSE_OPTIONS = { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 } as const;
export type CareersParseJob = { org_id: string; candidate_id: string; fileName: string; kind: 'pdf' | 'docx'; sha256: string; size: number; storageKey: string };

const CONTENT_TYPES = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;

export async function parseApplicantResume(ctx: AppContext, data: CareersParseJob): Promise<void> {
  const [candidate] = await ctx.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.orgId, data.org_id), eq(candidates.id, data.candidate_id)));
  // Erased (or merged away) since: nothing to attach the file to.
  if (!candidate) return;
  const out = await createParsePool().run(await ctx.storage.get(data.storageKey));
  if (!out.ok && !out.permanent) throw new Error(out.error);
  const file = { fileName: data.fileName, contentType: CONTENT_TYPES[data.kind], size: data.size, sha256: data.sha256, storageKey: data.storageKey };
  await ctx.db.transaction((tx) =>
    attachResume(tx, { orgId: data.org_id, candidateId: data.candidate_id, file, text: out.ok ? out.text : '', fields: out.ok ? out.fields : null }),
  );
}

export async function startCareersWorkers(ctx: AppContext) {
  await ctx.queue.createQueue(CAREERS_PARSE_QUEUE, { name: CAREERS_PARSE_QUEUE, ...CAREERS_PARSE_OPTIONS });
  await ctx.queue.boss.work<CareersParseJob>(CAREERS_PARSE_QUEUE, { batchSize: 2, pollingIntervalSeconds: 0.5 }, async (jobs: PgBoss.Job<CareersParseJob>[]) => {
    for (const job of jobs) await parseApplicantResume(ctx, job.data);
  });
}
