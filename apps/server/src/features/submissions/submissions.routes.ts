import { Hono, type Context } from 'hono';
import {
  placementInputSchema,
  SUBMISSION_FLOW,
  placementPatchSchema,
  reportInputSchema,
  stageMapSchema,
  submissionInputSchema,
  submissionListQuerySchema,
  submissionStatusInputSchema,
  withdrawInputSchema,
} from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import { agencyDashboard } from './agency-dashboard.service';
import { editPlacement, getPlacement, placeSubmission } from './placements.service';
import { candidateReportList, createReport, revokeReport } from './reports.service';
import { changeStatus, createSubmissions, getStageMap, getSubmission, setStageMap, submissionsPage } from './submissions.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, actorId: auth.userId, role };
}

const day = (d: string | undefined, end = false) => (d ? new Date(Date.parse(`${d}T00:00:00Z`) + (end ? 86_400_000 : 0)) : undefined);

export function submissionsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('submissions:write');
  const manage = requirePermission('placements:manage');
  return new Hono<HonoEnv>()
    .get('/submissions', async (c) => {
      const { page, page_size, sort, ...q } = listQuery(c, submissionListQuerySchema);
      const filters = {
        clientId: q.client_id,
        jobId: q.job_id,
        recruiterId: q.recruiter_id,
        candidateId: q.candidate_id,
        status: q.status,
        from: day(q.from),
        to: day(q.to, true),
        placedFrom: day(q.placed_from),
        reached: q.reached ? SUBMISSION_FLOW.slice(SUBMISSION_FLOW.indexOf(q.reached)) : undefined,
      };
      const p = { page, page_size, sort };
      const { data, total } = await submissionsPage(db, { orgId: actor(c).orgId, filters, sort: sortOf(sort), ...pageWindow(p) });
      return listResponse(c, data, total, p);
    })
    .post('/submissions', write, async (c) => {
      const input = await parseBody(c, submissionInputSchema);
      return ok(c, await createSubmissions(ctx, actor(c), input), 201);
    })
    .get('/submissions/agency-dashboard', async (c) => ok(c, await agencyDashboard(db, { orgId: actor(c).orgId })))
    .get('/submissions/:id', async (c) => ok(c, await getSubmission(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .post('/submissions/:id/status', write, async (c) => {
      const input = await parseBody(c, submissionStatusInputSchema);
      return ok(c, await changeStatus(ctx, actor(c), c.req.param('id'), input));
    })
    .post('/submissions/:id/withdraw', write, async (c) => {
      const input = await parseBody(c, withdrawInputSchema);
      return ok(c, await changeStatus(ctx, actor(c), c.req.param('id'), { status: 'withdrawn', reason: input.reason ?? null }));
    })
    .post('/submissions/:id/placement', manage, async (c) => {
      const terms = await parseBody(c, placementInputSchema);
      return ok(c, await placeSubmission(ctx, actor(c), c.req.param('id'), terms), 201);
    })
    .get('/placements/:id', async (c) => ok(c, await getPlacement(db, { ...actor(c), id: c.req.param('id') })))
    .patch('/placements/:id', manage, async (c) => {
      const patch = await parseBody(c, placementPatchSchema);
      return ok(c, await editPlacement(db, actor(c), c.req.param('id'), patch));
    })
    .get('/jobs/:id/submission-stages', async (c) => ok(c, await getStageMap(db, { orgId: actor(c).orgId, jobId: c.req.param('id') })))
    .put('/jobs/:id/submission-stages', write, async (c) => {
      const input = await parseBody(c, stageMapSchema);
      return ok(c, await setStageMap(db, actor(c), c.req.param('id'), input));
    })
    .get('/candidate-reports', async (c) => {
      const candidateId = c.req.query('candidate_id') ?? '';
      return ok(c, await candidateReportList(db, { orgId: actor(c).orgId, candidateId }));
    })
    .post('/candidate-reports', write, async (c) => {
      const input = await parseBody(c, reportInputSchema);
      const report = await createReport(db, ctx.env.publicUrl, actor(c), {
        candidateId: input.candidate_id,
        jobId: input.job_id ?? null,
        options: input.options,
        expiresInDays: input.expires_in_days,
      });
      return ok(c, report, 201);
    })
    .post('/candidate-reports/:id/revoke', write, async (c) => ok(c, await revokeReport(db, actor(c), c.req.param('id'))));
}
