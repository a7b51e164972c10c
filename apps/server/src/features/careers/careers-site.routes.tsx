/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * The careers site (server-rendered, no sign-in, no JavaScript needed but for the bot challenge):
 * company/{slug}, its jobs, the apply form, sitemap, robots.txt, feeds and the data-deletion page.
 * The same routes answer under /careers on the app's host and at the root of CAREERS_HOST; links
 * inside a page stay on the host it was asked on, canonical addresses name the careers host.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { AppError } from '../../lib/app-error';
import type { BotChallenge } from '../../lib/bot-challenge';
import { findLink, openLink, viewerOf } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import type { HonoEnv } from '../../lib/http';
import { publicGone, publicNotFound, publicPage } from '../../lib/public-page';
import { ApplyRefused, liveJobAt, submitApplication } from './apply-request';
import { sourceOf } from './apply-form';
import { DELETION_PURPOSE } from './apply.service';
import { altchaAssetRoutes } from './altcha-asset';
import { pageBySlug, siteUrl } from './career-page.service';
import { demoLogoRoutes } from './demo-careers';
import { requestDeletion } from './deletion.service';
import { jsonFeed, sitemapXml, xmlFeed, type FeedSource } from './job-feeds';
import { plainText } from './job-facts';
import { challengeOf, EMPTY_FORM, jobPageParts } from './job-page';
import { AppliedBody, CompanyBody, DeletionBody, type FormState, type Paging } from './site-pages';
import { liveFacets, liveJobs, liveJobsPage, liveVersion, type LiveJob, type SiteFilters } from './site.repo';

const FILTER_KEYS = ['q', 'department', 'location', 'workplace', 'type'] as const;
/** Jobs on one page of the list: 200 jobs on one page would weigh more than the pages' 50 KB bar. */
export const JOBS_PER_PAGE = 50;

/** The `page` query parameter: a whole number from 1, anything else is the first page. */
function pageNumber(raw: string | undefined): number {
  const n = /^\d{1,5}$/.test(raw ?? '') ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** The list's address with its filters and page (the first page has no `page`). */
function listHref(path: string, filters: SiteFilters, page: number): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]!);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function careersSiteRoutes(ctx: AppContext, bot: BotChallenge, base: string) {
  const { db, env } = ctx;
  const canonicalSite = (slug: string) => siteUrl(env, slug);
  const here = (slug: string) => `${base}/company/${slug}`;
  const jobPath = (slug: string, job: Pick<LiveJob, 'slug'>) => `${here(slug)}/jobs/${job.slug}`;
  /** The organization behind the slug, or the response to send instead (redirect for an old slug, 404). */
  async function resolve(c: Context, slug: string) {
    // A segment that cannot be a slug names nothing (and never reaches the database).
    const found = /^[a-z0-9-]{1,60}$/i.test(slug) ? await pageBySlug(db, slug.toLowerCase()) : null;
    if (!found) return { found: null, response: publicNotFound(c, { private: false }) };
    if (found.redirect) {
      const path = new URL(c.req.url).pathname.replace(`/company/${slug}`, `/company/${found.redirect}`);
      return { found: null, response: c.redirect(path + new URL(c.req.url).search, 301) };
    }
    return { found, response: null };
  }

  function layout(found: NonNullable<Awaited<ReturnType<typeof pageBySlug>>>) {
    return { brandName: found.orgName, brandHref: here(found.page.slug), brandColor: found.page.brandColor, logoUrl: found.page.logoUrl };
  }

  function jobPage(c: Context, found: NonNullable<Awaited<ReturnType<typeof pageBySlug>>>, job: LiveJob, form: FormState, status: 200 | 400 | 409 | 422 | 429 = 200) {
    const source = form.fields.source?.[0] ?? c.req.query('source') ?? null;
    const { body, options } = jobPageParts({ env, base, found, job, form, source: source === null ? null : sourceOf(source), challenge: challengeOf(env, base) });
    return publicPage(c, body, { ...options, status });
  }

  /** ETag and Last-Modified of a feed; true when the client's copy is current (answer 304). */
  async function feedFreshness(c: Context, found: NonNullable<Awaited<ReturnType<typeof pageBySlug>>>, kind: string) {
    const version = await liveVersion(db, found.page.orgId);
    const exact = Math.max(version.latest?.getTime() ?? 0, found.page.updatedAt.getTime());
    // Last-Modified counts whole seconds; the ETag tells apart two changes within one.
    const latest = new Date(exact - (exact % 1000));
    const tag = createHash('sha256').update(`${kind}|${found.page.slug}|${found.orgName}|${version.count}|${exact}`).digest('base64url').slice(0, 27);
    const etag = `"${tag}"`;
    c.header('ETag', etag);
    c.header('Last-Modified', latest.toUTCString());
    c.header('Cache-Control', 'public, max-age=300');
    const match = c.req.header('if-none-match');
    if (match) return match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag) ? { fresh: true, latest } : { fresh: false, latest };
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    return { fresh: Number.isFinite(since) && since >= latest.getTime(), latest };
  }

  function feedSource(found: NonNullable<Awaited<ReturnType<typeof pageBySlug>>>, latest: Date): FeedSource {
    const site = canonicalSite(found.page.slug);
    return { publisher: found.orgName, siteUrl: site, jobUrl: (job) => `${site}/jobs/${job.slug}`, updatedAt: latest };
  }

  return new Hono<HonoEnv>()
    .route('/', altchaAssetRoutes())
    .route('/', demoLogoRoutes())
    // The apply form's challenge, under the site's own path so that it answers on CAREERS_HOST too.
    .get('/altcha/challenge', async (c) => {
      if (challengeOf(env, base)?.kind !== 'altcha') return publicNotFound(c, { private: false });
      c.header('Cache-Control', 'no-store');
      return bot.challengeHandler(c as never) as Promise<Response>;
    })
    .get('/company/:slug', async (c) => {
      const { found, response } = await resolve(c, c.req.param('slug'));
      if (!found) return response!;
      const filters: SiteFilters = {};
      for (const key of FILTER_KEYS) {
        const value = (c.req.query(key) ?? '').trim().slice(0, 100);
        if (value) filters[key] = value;
      }
      const pageNo = pageNumber(c.req.query('page'));
      const [{ jobs, total }, facets] = await Promise.all([liveJobsPage(db, { orgId: found.page.orgId, filters, page: pageNo, size: JOBS_PER_PAGE }), liveFacets(db, found.page.orgId)]);
      // A page past the last names nothing (the first page always answers, even with no jobs).
      if (pageNo > 1 && jobs.length === 0) return publicNotFound(c, { private: false });
      const slug = found.page.slug;
      const filtered = Object.keys(filters).length > 0;
      const paging: Paging = { page: pageNo, pages: Math.max(1, Math.ceil(total / JOBS_PER_PAGE)), total, href: (n) => listHref(here(slug), filters, n) };
      c.header('Cache-Control', 'public, max-age=60');
      return publicPage(c, <CompanyBody page={found.page} orgName={found.orgName} jobs={jobs} facets={facets} filters={filters} paging={paging} jobHref={(job) => jobPath(slug, job)} formAction={here(slug)} />, {
        title: pageNo > 1 ? `Careers at ${found.orgName} (page ${pageNo})` : `Careers at ${found.orgName}`,
        description: plainText(found.page.about, 200) || `Open jobs at ${found.orgName}`,
        // Each page of the list is its own page to a crawler; the first is the site's address.
        canonical: listHref(canonicalSite(slug), {}, pageNo),
        private: false,
        head: (
          <>
            {/* A filtered list is a view of the page, not a page of its own. */}
            {filtered ? <meta name="robots" content="noindex, follow" /> : null}
            {pageNo > 1 ? <link rel="prev" href={paging.href(pageNo - 1)} /> : null}
            {pageNo < paging.pages ? <link rel="next" href={paging.href(pageNo + 1)} /> : null}
          </>
        ),
        ...layout(found),
      });
    })
    .get('/company/:slug/jobs/:job', async (c) => {
      const { found, response } = await resolve(c, c.req.param('slug'));
      if (!found) return response!;
      try {
        const { job } = await liveJobAt(ctx, { slug: found.page.slug, jobRef: c.req.param('job') });
        c.header('Cache-Control', 'public, max-age=60');
        return jobPage(c, found, job, EMPTY_FORM);
      } catch (err) {
        if (err instanceof AppError && err.code === 'gone') return publicGone(c, 'This job has closed and no longer takes applications.');
        if (err instanceof AppError && err.code === 'not_found') return publicNotFound(c, { private: false });
        throw err;
      }
    })
    .post('/company/:slug/jobs/:job/apply', async (c) => {
      const slug = c.req.param('slug').toLowerCase();
      try {
        const done = await submitApplication(ctx, bot, c, { slug, jobRef: c.req.param('job') });
        return publicPage(c, <AppliedBody jobTitle={done.job.title} orgName={done.orgName} backHref={here(slug)} />, { title: 'Application sent', private: true });
      } catch (err) {
        const refusal = err instanceof ApplyRefused ? err : null;
        const error = refusal?.error ?? err;
        if (!(error instanceof AppError)) throw err;
        if (error.code === 'gone') return publicGone(c, 'This job has closed and no longer takes applications.');
        if (error.code === 'not_found') return publicNotFound(c, { private: false });
        const found = await pageBySlug(db, slug);
        const { job } = await liveJobAt(ctx, { slug, jobRef: c.req.param('job') });
        const issues = Array.isArray(error.details) ? (error.details as FormState['issues']) : [];
        const status = ([400, 409, 422, 429].includes(error.status) ? error.status : 422) as 400 | 409 | 422 | 429;
        return jobPage(c, found!, job, { fields: refusal?.fields ?? {}, issues, message: error.message }, status);
      }
    })
    .get('/company/:slug/sitemap.xml', async (c) => {
      const { found, response } = await resolve(c, c.req.param('slug'));
      if (!found) return response!;
      const jobs = await liveJobs(db, { orgId: found.page.orgId, limit: 50_000 });
      const site = canonicalSite(found.page.slug);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemapXml([{ loc: site, lastmod: found.page.updatedAt }, ...jobs.map((j) => ({ loc: `${site}/jobs/${j.slug}`, lastmod: j.postingUpdatedAt > j.updatedAt ? j.postingUpdatedAt : j.updatedAt }))]));
    })
    .get('/company/:slug/jobs.xml', async (c) => {
      const { found, response } = await resolve(c, c.req.param('slug'));
      if (!found) return response!;
      const { fresh, latest } = await feedFreshness(c, found, 'xml');
      if (fresh) return c.body(null, 304);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(xmlFeed(await liveJobs(db, { orgId: found.page.orgId, limit: 50_000 }), feedSource(found, latest)));
    })
    .get('/company/:slug/jobs.json', async (c) => {
      const { found, response } = await resolve(c, c.req.param('slug'));
      if (!found) return response!;
      const { fresh, latest } = await feedFreshness(c, found, 'json');
      if (fresh) return c.body(null, 304);
      return c.json(jsonFeed(await liveJobs(db, { orgId: found.page.orgId, limit: 50_000 }), feedSource(found, latest)));
    })
    .get('/company/:slug/data-deletion/:token', async (c) => {
      const found = await pageBySlug(db, c.req.param('slug').toLowerCase());
      const link = found ? await openLink(db, DELETION_PURPOSE, c.req.param('token'), viewerOf(c, env)) : null;
      if (!found || !link || link.orgId !== found.page.orgId) return publicNotFound(c, { private: true });
      return publicPage(c, <DeletionBody state="ask" orgName={found.orgName} action={new URL(c.req.url).pathname} />, { title: 'Delete your data', private: true, ...layout(found) });
    })
    .post('/company/:slug/data-deletion/:token', async (c) => {
      const found = await pageBySlug(db, c.req.param('slug').toLowerCase());
      const hit = found ? await findLink(db, DELETION_PURPOSE, c.req.param('token')) : null;
      if (!found || !hit || hit.state !== 'valid' || hit.link.orgId !== found.page.orgId) return publicNotFound(c, { private: true });
      const state = await requestDeletion(db, { orgId: hit.link.orgId, candidateId: hit.link.subjectId });
      if (state === 'gone') return publicNotFound(c, { private: true });
      return publicPage(c, <DeletionBody state={state} orgName={found.orgName} action="" />, { title: 'Request received', private: true, ...layout(found) });
    });
}
