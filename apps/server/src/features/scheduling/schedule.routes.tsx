/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * The candidate's pages at /schedule/{token}: no session, the unguessable token is the credential.
 * Reading is limited per address; posting (book, reschedule, cancel) also per link.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Child } from 'hono/jsx';
import { isTimeZone, timeZoneNames } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { viewerOf } from '../../lib/capability-links';
import { clientIp } from '../../lib/client-ip';
import type { AppContext } from '../../lib/context';
import type { HonoEnv } from '../../lib/http';
import { sha256 } from '../../lib/ids';
import { publicNotFound, publicPage } from '../../lib/public-page';
import { hitRateLimit } from '../../lib/rate-limit';
import { book, bookedStart, cancel, changeAllowed, openRequest, reschedule, slotsFor, SLOT_TAKEN } from './booking.service';
import type { RequestDetail } from './scheduling.repo';
import { BookedView, CancelView, MessageView, SlotsView, type Booked, type PageFacts } from './schedule-page';

const ISLAND = readFileSync(new URL('./schedule-island.js', import.meta.url), 'utf8');
const ISLAND_PATH = `/schedule/assets/zone.${createHash('sha256').update(ISLAND).digest('hex').slice(0, 12)}.js`;
/** A candidate reads the page a few times; this stops token guessing and floods. */
export const PAGE_REQUESTS_PER_MINUTE = 120;
/** Booking, moving and cancelling are a handful of posts per link; more is someone hammering it. */
export const POSTS_PER_LINK = 10;
export const POST_WINDOW_SECONDS = 600;

type Options = { status?: 200 | 404 | 409 | 410 | 422 | 429; title: string; brand?: string | undefined };

function render(c: Context, body: Child, o: Options): Response {
  return publicPage(c, body, { title: o.title, private: true, status: o.status ?? 200, brandName: o.brand, scripts: [ISLAND_PATH] });
}

function limitedPage(c: Context, retryAfter: number): Response {
  c.header('Retry-After', String(retryAfter));
  return render(c, <MessageView title="Too many requests" message="Please wait a few minutes and try again." />, { title: 'Too many requests', status: 429 });
}

function perAddress(ctx: AppContext): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const limit = await hitRateLimit(ctx.db, `schedule-ip:${clientIp(c, ctx.env.trustProxy)}`, PAGE_REQUESTS_PER_MINUTE, 60);
    if (!limit.allowed) return limitedPage(c, limit.retryAfterSeconds);
    await next();
  };
}

type Form = Record<string, string | File>;

/** The zone asked for (`tz`), else the one the link was sent in. */
function zoneOf(c: Context, fallback: string, form?: Form): string {
  const posted = form?.tz;
  const asked = typeof posted === 'string' ? posted : (c.req.query('tz') ?? '');
  return asked && isTimeZone(asked) ? asked : fallback;
}

const zonesWith = (zone: string) => {
  const names = timeZoneNames();
  return names.includes(zone) ? names : [zone, ...names];
};

function factsOf(d: RequestDetail, zone: string, token: string): PageFacts {
  return { title: d.request.title, organization: d.orgName, jobTitle: d.jobTitle, minutes: d.request.durationMinutes, zone, token };
}

function bookedOf(d: RequestDetail): Booked | null {
  const start = bookedStart(d);
  if (d.request.status !== 'booked' || !start || !d.interviewEndsAt) return null;
  return {
    start,
    end: d.interviewEndsAt,
    canReschedule: changeAllowed(d.request, start, 'reschedule'),
    canCancel: changeAllowed(d.request, start, 'cancel'),
    contact: d.creatorName && d.creatorEmail ? `${d.creatorName} (${d.creatorEmail})` : null,
  };
}

export function schedulePageRoutes(ctx: AppContext) {
  /** Unknown token → the one not-found page; expired or withdrawn → 410 saying so; nothing else is shown. */
  const failure = (c: Context, err: unknown): Response => {
    if (err instanceof AppError && err.code === 'not_found') return publicNotFound(c, { private: true });
    if (err instanceof AppError && err.code === 'gone') return render(c, <MessageView title="Link no longer available" message={err.message} />, { title: 'Link no longer available', status: 410 });
    throw err;
  };

  /** The page the link shows now: slots to pick, the confirmation, or what became of the interview. */
  const show = async (c: Context, d: RequestDetail, zone: string, extra: { message?: string; status?: 200 | 409 | 422 } = {}) => {
    const token = c.req.param('token')!;
    const facts = factsOf(d, zone, token);
    const brand = d.orgName;
    if (d.request.status === 'cancelled') return render(c, <MessageView title="Interview cancelled" message="You cancelled this interview. The team has been told." />, { title: 'Interview cancelled', brand });
    if (d.request.status === 'booked') {
      const booked = bookedOf(d);
      if (!booked) return render(c, <MessageView title="Interview cancelled" message="The team cancelled this interview. They will be in touch." />, { title: 'Interview cancelled', brand });
      return render(c, <BookedView facts={facts} booked={booked} zones={zonesWith(zone)} message={extra.message} />, { title: 'Interview booked', brand, status: extra.status });
    }
    const slots = await slotsFor(ctx, d);
    return render(
      c,
      <SlotsView facts={facts} slots={slots} zones={zonesWith(zone)} action={`/schedule/${token}`} message={extra.message} lead="Please pick a time for your interview" submit="Book this time" />,
      { title: d.request.title, brand, status: extra.status },
    );
  };

  const rescheduleView = async (c: Context, d: RequestDetail, zone: string, message?: string, status?: 200 | 409 | 422) => {
    const token = c.req.param('token')!;
    const start = bookedStart(d);
    const rule = changeAllowed(d.request, start, 'reschedule');
    if (!rule.allowed) return show(c, d, zone, { message: rule.reason, status: 409 });
    const slots = await slotsFor(ctx, d);
    return render(
      c,
      <SlotsView facts={factsOf(d, zone, token)} slots={slots} zones={zonesWith(zone)} action={`/schedule/${token}/reschedule`} message={message} lead="Pick a new time for your interview" submit="Move to this time" />,
      { title: `Reschedule: ${d.request.title}`, brand: d.orgName, status },
    );
  };

  /** Posts count per link as well as per address, so one link cannot be hammered from many addresses. */
  const perLink: MiddlewareHandler<HonoEnv> = async (c, next) => {
    const limit = await hitRateLimit(ctx.db, `schedule-link:${sha256(c.req.param('token') ?? '').slice(0, 32)}`, POSTS_PER_LINK, POST_WINDOW_SECONDS);
    if (!limit.allowed) return limitedPage(c, limit.retryAfterSeconds);
    await next();
  };

  const refused = (err: unknown): err is AppError => err instanceof AppError && (err.code === 'conflict' || err.code === 'validation_failed');
  const taken = (e: AppError) => (e.message === SLOT_TAKEN ? `${SLOT_TAKEN} These are the next free times.` : e.message);
  const statusOfError = (e: AppError) => (e.code === 'conflict' ? 409 : 422);

  /** A form post: the work, then back to the link's page; a refusal shows the page again with why. */
  const post =
    (work: (token: string, form: Form) => Promise<unknown>, onRefused: (c: Context, d: RequestDetail, zone: string, e: AppError) => Promise<Response>) =>
    async (c: Context) => {
      const token = c.req.param('token')!;
      const form = await c.req.parseBody();
      try {
        await work(token, form);
      } catch (err) {
        if (!refused(err)) return failure(c, err);
        try {
          const d = await openRequest(ctx.db, token);
          return await onRefused(c, d, zoneOf(c, d.request.timezone, form), err);
        } catch (again) {
          return failure(c, again);
        }
      }
      const tz = typeof form.tz === 'string' && isTimeZone(form.tz) ? `?tz=${encodeURIComponent(form.tz)}` : '';
      return c.redirect(`/schedule/${token}${tz}`, 303);
    };

  const page = (view: (c: Context, d: RequestDetail, zone: string) => Promise<Response>) => async (c: Context) => {
    try {
      const d = await openRequest(ctx.db, c.req.param('token')!, viewerOf(c, ctx.env));
      return await view(c, d, zoneOf(c, d.request.timezone));
    } catch (err) {
      return failure(c, err);
    }
  };

  return new Hono<HonoEnv>()
    .get(ISLAND_PATH, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return c.body(ISLAND);
    })
    // A wildcard also matches the path without it: each request is counted once.
    .use('/schedule/:token/*', perAddress(ctx))
    .post('/schedule/:token/*', perLink)
    .get('/schedule/:token', page((c, d, zone) => show(c, d, zone)))
    .post(
      '/schedule/:token',
      post(
        (token, form) => book(ctx, token, form.slot),
        (c, d, zone, e) => show(c, d, zone, { message: taken(e), status: statusOfError(e) }),
      ),
    )
    .get('/schedule/:token/reschedule', page((c, d, zone) => rescheduleView(c, d, zone)))
    .post(
      '/schedule/:token/reschedule',
      post(
        (token, form) => reschedule(ctx, token, form.slot),
        (c, d, zone, e) => (e.message === SLOT_TAKEN ? rescheduleView(c, d, zone, taken(e), 409) : show(c, d, zone, { message: e.message, status: statusOfError(e) })),
      ),
    )
    .get(
      '/schedule/:token/cancel',
      page(async (c, d, zone) => {
        const booked = bookedOf(d);
        if (!booked) return show(c, d, zone);
        if (!booked.canCancel.allowed) return show(c, d, zone, { message: booked.canCancel.reason, status: 409 });
        return render(c, <CancelView facts={factsOf(d, zone, c.req.param('token')!)} booked={booked} />, { title: 'Cancel your interview?', brand: d.orgName });
      }),
    )
    .post(
      '/schedule/:token/cancel',
      post(
        (token) => cancel(ctx, token),
        (c, d, zone, e) => show(c, d, zone, { message: e.message, status: 409 }),
      ),
    );
}
