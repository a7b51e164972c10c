/**
 * robots.txt for the careers site. Crawlers read it only at a host's root: on CAREERS_HOST that is
 * the site's own root; on the app's host the careers site lives under /careers, so the app's root
 * answers for it. Either names the sitemap of every company with a live job.
 */
import { Hono } from 'hono';
import type { AppContext } from '../../lib/context';
import type { HonoEnv } from '../../lib/http';
import { siteUrl } from './career-page.service';
import { liveSlugs } from './site.repo';

/** More than this many Sitemap lines would push the file past what crawlers read (500 KiB). */
const MAX_SITEMAPS = 2_000;

export function robotsTxt({ base, sitemaps, elsewhere }: { base: string; sitemaps: string[]; elsewhere: boolean }): string {
  const lines = ['User-agent: *'];
  if (elsewhere) {
    // CAREERS_HOST is set: the pages under /careers are copies of that host's, which is the one to index.
    lines.push(`Disallow: ${base}/`);
  } else {
    lines.push(`Allow: ${base}/company/`, `Disallow: ${base}/company/*/data-deletion/`, `Disallow: ${base}/company/*/jobs/*/apply`);
  }
  if (base) lines.push('Disallow: /api/');
  return `${[...lines, '', ...sitemaps.map((url) => `Sitemap: ${url}`)].join('\n').trimEnd()}\n`;
}

/** GET /robots.txt: at the root of CAREERS_HOST (`base` '') or of the app's host (`base` '/careers'). */
export function robotsRoutes(ctx: Pick<AppContext, 'db' | 'env'>, base: '' | '/careers') {
  const { db, env } = ctx;
  const elsewhere = base !== '' && env.careersHost !== null;
  return new Hono<HonoEnv>().get('/robots.txt', async (c) => {
    const slugs = elsewhere ? [] : await liveSlugs(db, MAX_SITEMAPS);
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(robotsTxt({ base, sitemaps: slugs.map((slug) => `${siteUrl(env, slug)}/sitemap.xml`), elsewhere }));
  });
}
