/** The partner portal's API (`/api/v1/scout/…`): sign-in by magic link, then only what is shared with the partner. */
import { Hono } from 'hono';
import { SCOUT_MAGIC_LINK_SENT, scoutMagicLinkSchema, scoutVerifySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { ok, parseBody } from '../../lib/http';
import { getScoutJob, getScoutSubmission, listScoutJobs, listScoutSubmissions, scoutMe, submitCandidate } from './portal.service';
import { endScoutSession, requestMagicLink, requireScout, verifyMagicLink, type ScoutEnv } from './scout-session';

export function scoutRoutes(ctx: AppContext) {
  const { db } = ctx;
  const signedIn = new Hono<ScoutEnv>()
    .use('*', requireScout(ctx))
    .get('/me', async (c) => ok(c, await scoutMe(db, c.get('scout'))))
    .post('/auth/sign-out', async (c) => {
      await endScoutSession(db, c.get('scout'));
      return ok(c, { signed_out: true });
    })
    .get('/jobs', async (c) => ok(c, await listScoutJobs(db, c.get('scout'))))
    .get('/jobs/:jobId', async (c) => ok(c, await getScoutJob(db, c.get('scout'), c.req.param('jobId'))))
    .post('/jobs/:jobId/submissions', async (c) => ok(c, await submitCandidate(ctx, c.get('scout'), c.req.param('jobId'), c.req.raw), 201))
    .get('/submissions', async (c) => ok(c, await listScoutSubmissions(db, c.get('scout'))))
    .get('/submissions/:id', async (c) => ok(c, await getScoutSubmission(db, c.get('scout'), c.req.param('id'))));

  return new Hono<ScoutEnv>()
    .post('/auth/magic-link', async (c) => {
      const { email } = await parseBody(c, scoutMagicLinkSchema);
      await requestMagicLink(ctx, c, email);
      return c.json({ data: { sent: true, message: SCOUT_MAGIC_LINK_SENT } }, 202);
    })
    .post('/auth/verify', async (c) => {
      const { token } = await parseBody(c, scoutVerifySchema);
      return ok(c, await verifyMagicLink(ctx, c, token));
    })
    .route('/', signedIn);
}
