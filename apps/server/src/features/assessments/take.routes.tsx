/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/** The candidate's side: the JSON API under /api/v1/public/assessments and the page at /a/{token}. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { saveAnswersSchema, type PublicAttempt } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { viewerOf } from '../../lib/capability-links';
import { clientIp } from '../../lib/client-ip';
import type { AppContext } from '../../lib/context';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { publicNotFound, publicPage } from '../../lib/public-page';
import { hitRateLimit } from '../../lib/rate-limit';
import { DoneView, IntroView, QuestionsView } from './take-page';
import { readAttempt, saveAnswers, startAttempt, submitAttempt } from './take.service';

const ISLAND = readFileSync(new URL('./take-island.js', import.meta.url), 'utf8');
/** Hashed name: a changed script is a new URL, so browsers may keep each for a year. */
const ISLAND_PATH = `/a/assets/take.${createHash('sha256').update(ISLAND).digest('hex').slice(0, 12)}.js`;
/** Autosave every few seconds for an hour is ~1000 requests; this only stops token guessing and floods. */
const REQUESTS_PER_MINUTE = 240;

function limited(ctx: AppContext): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const limit = await hitRateLimit(ctx.db, `assessment-ip:${clientIp(c, ctx.env.trustProxy)}`, REQUESTS_PER_MINUTE, 60);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limited', 'Too many requests');
    }
    await next();
  };
}

/** The JSON API the page's script calls; the token is the only credential. */
export function takeApiRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use('/assessments/*', limited(ctx), async (c, next) => {
      c.header('Referrer-Policy', 'no-referrer');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      await next();
    })
    .get('/assessments/:token', async (c) => ok(c, await readAttempt(ctx, c.req.param('token'), viewerOf(c, ctx.env))))
    .post('/assessments/:token/start', async (c) => ok(c, await startAttempt(ctx, c.req.param('token'))))
    .put('/assessments/:token/answers', async (c) => ok(c, await saveAnswers(ctx, c.req.param('token'), await parseBody(c, saveAnswersSchema))))
    .post('/assessments/:token/submit', async (c) => ok(c, await submitAttempt(ctx, c.req.param('token'))));
}

/** Form fields `q_<id>` as answers: the page without script still saves what was typed. */
async function formAnswers(c: Context, state: PublicAttempt) {
  const form = await c.req.formData();
  return (state.questions ?? []).map((q) => {
    const values = form.getAll(`q_${q.id}`).map(String);
    if (q.kind === 'single') return { question_id: q.id, value: values[0] === undefined ? null : Number(values[0]) };
    if (q.kind === 'multiple') return { question_id: q.id, value: values.map(Number).filter((n) => Number.isInteger(n)) };
    return { question_id: q.id, value: values[0] ?? '' };
  });
}

/** The page: intro, the questions while the clock runs, or "already submitted". */
export function takePageRoutes(ctx: AppContext) {
  const page = async (c: Context, token: string) => {
    try {
      const state = await readAttempt(ctx, token, viewerOf(c, ctx.env));
      if (state.status === 'invited') return publicPage(c, <IntroView state={state} token={token} />, { title: state.title, private: true, brandName: state.organization });
      return publicPage(c, <QuestionsView state={state} token={token} />, { title: state.title, private: true, brandName: state.organization, scripts: [ISLAND_PATH] });
    } catch (err) {
      if (err instanceof AppError && err.code === 'gone') return publicPage(c, <DoneView message={err.message} />, { title: 'Already submitted', private: true, status: 410 });
      if (err instanceof AppError && err.code === 'not_found') return publicNotFound(c, { private: true });
      throw err;
    }
  };
  const back = (c: Context, token: string) => c.redirect(`/a/${token}`, 303);
  const formAction = (work: (token: string, c: Context) => Promise<unknown>) => async (c: Context) => {
    const token = c.req.param('token')!;
    try {
      await work(token, c);
    } catch (err) {
      if (!(err instanceof AppError) || !['gone', 'not_found', 'conflict'].includes(err.code)) throw err;
    }
    return back(c, token);
  };
  return new Hono<HonoEnv>()
    .get(ISLAND_PATH, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return c.body(ISLAND);
    })
    // One limit for the page and its forms: Hono's `/*` also matches the bare `/a/:token`, so it is counted once.
    .use('/a/:token/*', limited(ctx))
    .get('/a/:token', (c) => page(c, c.req.param('token')))
    .post('/a/:token/start', formAction((token) => startAttempt(ctx, token)))
    .post(
      '/a/:token/submit',
      formAction(async (token, c) => {
        const state = await readAttempt(ctx, token, viewerOf(c, ctx.env));
        await saveAnswers(ctx, token, { answers: await formAnswers(c, state), signals: { tab_switches: 0, pastes: {} } });
        await submitAttempt(ctx, token);
      }),
    );
}
