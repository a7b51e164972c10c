import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonLd, PUBLIC_STYLESHEET_PATH, publicAssetRoutes, publicGone, publicNotFound, publicPage } from './public-page';
import { redactTokens } from './logger';

const app = new Hono()
  .route('/', publicAssetRoutes())
  .get('/open', (c) =>
    publicPage(c, '<script>alert(1)</script>', { title: 'Jobs at <Acme>', private: false, brandColor: '#0f766e', brandName: 'Acme', head: jsonLd({ name: '</script><script>x' }) }),
  )
  .get('/private', (c) => publicPage(c, 'report', { title: 'Report', private: true, brandColor: 'red;background:url(x)', scripts: ['/p/island.js'] }))
  .get('/missing', (c) => publicNotFound(c, { private: true }))
  .get('/gone', (c) => publicGone(c));

describe('public pages', () => {
  it('render text as text, in one layout, with the stylesheet and a strict policy', async () => {
    const res = await app.request('/open');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>Jobs at &lt;Acme&gt;</title>');
    expect(html).toContain(`href="${PUBLIC_STYLESHEET_PATH}"`);
    expect(html).toContain('style="--pp-brand:#0f766e"');
    expect(html).not.toContain('</script><script>x');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('keep private pages out of indexes, caches and referrers, and drop a colour that is not one', async () => {
    const res = await app.request('/private');
    const html = await res.text();
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<script type="module" src="/p/island.js">');
    expect(html).not.toContain('url(x)');
  });

  it('answer missing and gone pages with 404 and 410', async () => {
    const missing = await app.request('/missing');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/gone')).status).toBe(410);
  });

  it('serve the stylesheet under its hashed name for a year', async () => {
    const res = await app.request(PUBLIC_STYLESHEET_PATH);
    expect(res.headers.get('content-type')).toContain('text/css');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('--pp-brand');
  });
});

describe('request paths in logs', () => {
  it('hide token-shaped segments and keep record ids', () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
    expect(redactTokens(`/api/v1/public/reports/${token}/feedback`)).toBe('/api/v1/public/reports/:token/feedback');
    expect(redactTokens('/api/v1/recruiter/jobs/0192f3a4-5b6c-7d8e-9f01-23456789abcd')).toBe('/api/v1/recruiter/jobs/0192f3a4-5b6c-7d8e-9f01-23456789abcd');
  });
});
