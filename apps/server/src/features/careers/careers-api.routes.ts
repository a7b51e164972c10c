/** The careers site's JSON API (no sign-in): applying to a job. The page's own form posts to the site route instead. */
import { Hono } from 'hono';
import type { BotChallenge } from '../../lib/bot-challenge';
import type { AppContext } from '../../lib/context';
import { ok, type HonoEnv } from '../../lib/http';
import { ApplyRefused, submitApplication } from './apply-request';

export function careersApiRoutes(ctx: AppContext, bot: BotChallenge) {
  return new Hono<HonoEnv>().post('/careers/:slug/jobs/:jobId/applications', async (c) => {
    try {
      const done = await submitApplication(ctx, bot, c, { slug: c.req.param('slug'), jobRef: c.req.param('jobId') });
      // Whether an answer knocked the application out is the recruiter's to know, not the applicant's.
      return ok(c, { application_id: done.applicationId, message: `Thank you for applying for ${done.job.title}. We have sent a confirmation to your email.` }, 201);
    } catch (err) {
      throw err instanceof ApplyRefused ? err.error : err;
    }
  });
}
