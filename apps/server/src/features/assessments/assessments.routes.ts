import { Hono, type Context } from 'hono';
import {
  assessmentInputSchema,
  assessmentListQuerySchema,
  assessmentPatchSchema,
  attemptListQuerySchema,
  generateInputSchema,
  gradeInputSchema,
  invitationInputSchema,
} from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow } from '../../lib/list';
import { candidateExists, existingJobIds, findAssessment } from './assessments.repo';
import { assessmentsPage, createAssessment, deleteAssessment, editAssessment, getAssessment, setJobAttachment, type Actor } from './assessments.service';
import { listAttempts } from './attempts.repo';
import { attemptDetail, attemptsOf, boardBadges, gradeAnswer, invite } from './attempts.service';
import { generateDraft } from './generate.service';
import { assessmentStats } from './stats';
import { suggestGrades } from './suggest.service';
import { notFound } from '../../lib/app-error';

function actor(c: Context<HonoEnv>): Actor {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId, actorName: auth.name, actorEmail: auth.email };
}

/** Any member builds, sends and grades assessments; deleting one is a manager's. Generation and model grading need the plan's `ai_assessment`. */
export function assessmentsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('assessments:write');
  const ai = requireFeature(db, 'ai_assessment');
  return new Hono<HonoEnv>()
    .get('/assessments', async (c) => {
      const q = listQuery(c, assessmentListQuerySchema);
      const { data, total } = await assessmentsPage(db, { orgId: actor(c).orgId, q: q.q, jobId: q.job_id, ...pageWindow(q) });
      return listResponse(c, data, total, q);
    })
    .post('/assessments', write, async (c) => ok(c, await createAssessment(db, actor(c), await parseBody(c, assessmentInputSchema)), 201))
    .post('/assessments/generate', write, ai, async (c) => {
      const input = await parseBody(c, generateInputSchema);
      return ok(c, await generateDraft(ctx, { orgId: actor(c).orgId, jobId: input.job_id, difficulty: input.difficulty }));
    })
    .get('/assessments/:id', async (c) => ok(c, await getAssessment(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .patch('/assessments/:id', write, async (c) => ok(c, await editAssessment(db, actor(c), c.req.param('id'), await parseBody(c, assessmentPatchSchema))))
    .delete('/assessments/:id', requirePermission('assessments:delete'), async (c) => {
      await deleteAssessment(db, actor(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/assessments/:id/invitations', write, async (c) => {
      const input = await parseBody(c, invitationInputSchema);
      const a = actor(c);
      return ok(c, await invite(ctx, { orgId: a.orgId, actorId: a.actorId, assessmentId: c.req.param('id'), applicationIds: input.application_ids, expiresInDays: input.expires_in_days }), 201);
    })
    .get('/assessments/:id/attempts', async (c) => {
      const { job_id } = validate(attemptListQuerySchema, c.req.query());
      const orgId = actor(c).orgId;
      const id = c.req.param('id');
      if (!(await findAssessment(db, { orgId, id }))) throw notFound('Assessment');
      return ok(c, await attemptsOf(db, { orgId, filters: { assessmentId: id, jobId: job_id } }));
    })
    .get('/assessments/:id/stats', async (c) => {
      const orgId = actor(c).orgId;
      const found = await findAssessment(db, { orgId, id: c.req.param('id') });
      if (!found) throw notFound('Assessment');
      return ok(c, assessmentStats(found.row.questions, await listAttempts(db, { orgId, filters: { assessmentId: found.row.id }, limit: 5000 })));
    })
    .get('/assessments/:id/attempts/:attemptId', async (c) =>
      ok(c, await attemptDetail(db, { orgId: actor(c).orgId, id: c.req.param('attemptId'), assessmentId: c.req.param('id') })),
    )
    .put('/assessments/:id/attempts/:attemptId/grades/:questionId', write, async (c) => {
      const input = await parseBody(c, gradeInputSchema);
      const p = { attemptId: c.req.param('attemptId'), assessmentId: c.req.param('id'), questionId: c.req.param('questionId'), ...input };
      return ok(c, await gradeAnswer(db, actor(c), p));
    })
    .post('/assessments/:id/attempts/:attemptId/suggest-grades', write, ai, async (c) =>
      ok(c, await suggestGrades(ctx, { orgId: actor(c).orgId, attemptId: c.req.param('attemptId'), assessmentId: c.req.param('id') })),
    )
    .get('/jobs/:id/assessment-results', async (c) => {
      const orgId = actor(c).orgId;
      if ((await existingJobIds(db, { orgId, ids: [c.req.param('id')] })).length === 0) throw notFound('Job');
      return ok(c, await boardBadges(db, { orgId, jobId: c.req.param('id') }));
    })
    .get('/candidates/:id/assessment-attempts', async (c) => {
      const orgId = actor(c).orgId;
      if (!(await candidateExists(db, { orgId, id: c.req.param('id') }))) throw notFound('Candidate');
      return ok(c, await attemptsOf(db, { orgId, filters: { candidateId: c.req.param('id') } }));
    })
    .put('/jobs/:id/assessments/:assessmentId', write, async (c) => {
      await setJobAttachment(db, actor(c), { jobId: c.req.param('id'), assessmentId: c.req.param('assessmentId'), attached: true });
      return c.body(null, 204);
    })
    .delete('/jobs/:id/assessments/:assessmentId', write, async (c) => {
      await setJobAttachment(db, actor(c), { jobId: c.req.param('id'), assessmentId: c.req.param('assessmentId'), attached: false });
      return c.body(null, 204);
    });
}
