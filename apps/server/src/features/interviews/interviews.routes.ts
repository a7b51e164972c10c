import { Hono, type Context } from 'hono';
import {
  availabilityQuerySchema,
  clashQuerySchema,
  interviewInputSchema,
  interviewListQuerySchema,
  interviewPatchSchema,
  scorecardCriteriaInputSchema,
  scorecardInputSchema,
} from '@hirebase/shared';
import { clientIp } from '../../lib/client-ip';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { jsonListResponse } from '../../lib/json-sql';
import { listQuery, pageWindow, sortOf } from '../../lib/list';
import { hitRateLimit } from '../../lib/rate-limit';
import { availability } from '../integrations/calendar/availability';
import { calendarFeed, publicFeed, rotateCalendarFeed } from './calendar-feed.service';
import { cancelInterview, editInterview, findClashes, getInterview, interviewsPage, scheduleInterview, type Actor } from './interviews.service';
import { interviewScorecards, jobCriteria, setJobCriteria, submitScorecard } from './scorecards.service';
import { cachedRead } from '../../lib/read-cache';

function actor(c: Context<HonoEnv>): Actor {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId, actorName: auth.name, actorEmail: auth.email };
}

const nullable = <T>(v: T | null | undefined) => v ?? null;

/** Any member schedules and edits interviews; scorecards are their interviewers' own. */
export function interviewsRoutes(ctx: AppContext) {
  const { db, env } = ctx;
  const write = requirePermission('interviews:write');
  return new Hono<HonoEnv>()
    .get('/interviews', cachedRead(ctx.reads), async (c) => {
      const { page, page_size, sort, scope, status, from, to, interviewer_id, application_id, candidate_id } = listQuery(c, interviewListQuerySchema);
      const p = { page, page_size, sort };
      const a = actor(c);
      const filters = {
        scope,
        status,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        interviewerId: interviewer_id,
        applicationId: application_id,
        candidateId: candidate_id,
      };
      const { json, total } = await interviewsPage(db, { orgId: a.orgId, userId: a.actorId, filters, desc: sortOf(sort).desc, ...pageWindow(p) });
      return jsonListResponse(c, json, total, p);
    })
    .post('/interviews', write, async (c) => {
      const input = await parseBody(c, interviewInputSchema);
      const fields = { ...input, location: nullable(input.location), video_url: nullable(input.video_url), notes: nullable(input.notes) };
      return ok(c, await scheduleInterview(ctx, actor(c), fields), 201);
    })
    .get('/interviews/clashes', async (c) => {
      const q = validate(clashQuerySchema, c.req.query());
      return ok(c, await findClashes(db, { orgId: actor(c).orgId, start: new Date(q.starts_at), end: new Date(q.ends_at), userIds: q.interviewer_ids, excludeId: q.exclude_id }));
    })
    .get('/availability', async (c) => {
      const q = validate(availabilityQuerySchema, c.req.query());
      const a = actor(c);
      return ok(c, await availability(ctx, { orgId: a.orgId, userIds: q.user_ids, from: new Date(q.from), to: new Date(q.to), duration: q.duration, timeZone: q.time_zone, excludeId: q.exclude_id }));
    })
    .get('/interviews/:id', async (c) => ok(c, await getInterview(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .patch('/interviews/:id', write, async (c) => {
      const patch = await parseBody(c, interviewPatchSchema);
      return ok(c, await editInterview(ctx, actor(c), c.req.param('id'), patch as Parameters<typeof editInterview>[3]));
    })
    .post('/interviews/:id/cancel', write, async (c) => ok(c, await cancelInterview(ctx, actor(c), c.req.param('id'))))
    .get('/interviews/:id/scorecards', async (c) => ok(c, await interviewScorecards(db, { orgId: actor(c).orgId, interviewId: c.req.param('id') })))
    .post('/interviews/:id/scorecards', write, async (c) => {
      const input = await parseBody(c, scorecardInputSchema);
      return ok(c, await submitScorecard(db, actor(c), c.req.param('id'), input));
    })
    .get('/jobs/:id/scorecard-criteria', async (c) => ok(c, await jobCriteria(db, { orgId: actor(c).orgId, jobId: c.req.param('id') })))
    .put('/jobs/:id/scorecard-criteria', requirePermission('jobs:write'), async (c) => {
      const { criteria } = await parseBody(c, scorecardCriteriaInputSchema);
      return ok(c, await setJobCriteria(db, actor(c), c.req.param('id'), criteria));
    })
    .get('/calendar/feed', async (c) => {
      const a = actor(c);
      return ok(c, await calendarFeed(db, env, { orgId: a.orgId, userId: a.actorId }));
    })
    .post('/calendar/feed/rotate', async (c) => {
      const a = actor(c);
      return ok(c, await rotateCalendarFeed(db, env, { orgId: a.orgId, userId: a.actorId }));
    });
}

const FEED_REQUESTS_PER_MINUTE = 120;

/** The feed calendar apps subscribe to: no bearer, the unguessable token is the credential. */
export function calendarPublicRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get('/calendar/:file', async (c) => {
    // Calendar apps poll a feed every few hours; this only stops someone hammering for tokens.
    const limit = await hitRateLimit(ctx.db, `calendar-feed-ip:${clientIp(c, ctx.env.trustProxy)}`, FEED_REQUESTS_PER_MINUTE, 60);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return c.json({ error: { code: 'rate_limited', message: 'Too many requests' } }, 429);
    }
    const file = c.req.param('file');
    const text = file.endsWith('.ics') ? await publicFeed(ctx.db, ctx.env, file.slice(0, -4)) : null;
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (text === null) return c.json({ error: { code: 'not_found', message: 'Calendar not found' } }, 404);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'inline; filename="interviews.ics"');
    return c.body(text);
  });
}
