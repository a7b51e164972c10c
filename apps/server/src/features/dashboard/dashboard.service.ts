import { STAGE_KINDS, type Dashboard } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { stageCountsOf } from '../jobs/jobs.service';
import { funnelRows, myOpenJobRows, staleRows, timeToHire, totalRows } from './dashboard.repo';

const DAY = 24 * 60 * 60 * 1000;
const STALE_DAYS = 7;

export async function dashboard(db: Db, { orgId, userId, days }: { orgId: string; userId: string; days: number }): Promise<Dashboard> {
  const now = Date.now();
  const since = new Date(now - days * DAY);
  const [jobs, funnel, hire, stale, totals] = await Promise.all([
    myOpenJobRows(db, { orgId, userId }),
    funnelRows(db, { orgId, since }),
    timeToHire(db, { orgId, since }),
    staleRows(db, { orgId, userId, before: new Date(now - STALE_DAYS * DAY), limit: 10 }),
    totalRows(db, { orgId, weekAgo: new Date(now - 7 * DAY) }),
  ]);
  const counts = await stageCountsOf(db, { orgId, jobIds: jobs.map((j) => j.id) });
  const reached = new Map(funnel.map((f) => [f.kind, Number(f.count)]));
  return {
    my_open_jobs: jobs.map((j) => ({ id: j.id, title: j.title, client_name: j.clientName, stages: counts.get(j.id) ?? [] })),
    funnel: { days, stages: STAGE_KINDS.map((kind) => ({ kind, count: reached.get(kind) ?? 0 })) },
    median_days_to_hire: hire.median == null ? null : Math.round(hire.median * 10) / 10,
    hires: hire.hires,
    stale_applications: stale.map((s) => ({
      id: s.id,
      job_id: s.jobId,
      job_title: s.jobTitle,
      candidate_id: s.candidateId,
      candidate_name: `${s.firstName} ${s.lastName}`.trim(),
      stage: s.stage,
      days_in_stage: Math.floor((now - s.stageEnteredAt.getTime()) / DAY),
    })),
    totals,
  };
}
