import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { addRecommendedSchema, jobRequirementsSchema, recommendationsQuerySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { addRecommended, getRequirements, listVersions, matchingJobs, proposeFor, recommendations, saveRequirements } from './matching.service';

const putRequirementsSchema = z.object({
  requirements: jobRequirementsSchema,
  /** Where the saved values came from: a proposal kept as it was, or the recruiter's edit. */
  source: z.enum(['rules', 'model', 'edited']).default('edited'),
});

/** Model proposals per organization per hour: each one is a paid call to the configured endpoint. */
const PROPOSALS_PER_HOUR = 60;

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

export function matchingRoutes(ctx: AppContext) {
  const { db } = ctx;
  const editJob = requirePermission('jobs:write');
  const addCandidates = requirePermission('candidates:write');
  const plan = requireFeature(db, 'recommendations');
  return new Hono<HonoEnv>()
    .get('/jobs/:id/requirements', async (c) => ok(c, await getRequirements(db, actor(c).orgId, c.req.param('id'))))
    .put('/jobs/:id/requirements', editJob, async (c) => {
      const { requirements, source } = await parseBody(c, putRequirementsSchema);
      return ok(c, await saveRequirements(ctx, actor(c), c.req.param('id'), requirements, source));
    })
    .post('/jobs/:id/requirements/proposal', editJob, async (c) => {
      const { orgId } = actor(c);
      if (ctx.ai) await enforceRateLimit(c, db, `match-proposal:${orgId}`, PROPOSALS_PER_HOUR, 3600, 'Too many proposals this hour. Please try again later.');
      return ok(c, await proposeFor(ctx, orgId, c.req.param('id')));
    })
    .get('/jobs/:id/requirements/versions', async (c) => ok(c, await listVersions(db, actor(c).orgId, c.req.param('id'))))
    .get('/jobs/:id/recommendations', plan, async (c) => {
      const q = validate(recommendationsQuerySchema, c.req.query());
      return c.json(await recommendations(db, actor(c).orgId, c.req.param('id'), q));
    })
    .post('/jobs/:id/recommendations/add', plan, addCandidates, async (c) => {
      const { candidate_ids } = await parseBody(c, addRecommendedSchema);
      return ok(c, await addRecommended(ctx, actor(c), c.req.param('id'), candidate_ids));
    })
    .get('/candidates/:id/matching-jobs', plan, async (c) => ok(c, await matchingJobs(db, actor(c).orgId, c.req.param('id'))));
}
