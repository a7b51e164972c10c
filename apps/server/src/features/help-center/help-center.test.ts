import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildIndex, loadArticles, stem } from './articles';
import { parseInline, parseMarkdown } from './markdown';

const API = '/api/v1/recruiter';

describe('help-center Markdown', () => {
  it('keeps raw HTML as text and drops links that are not an in-app path or https', () => {
    const blocks = parseMarkdown(
      '## Title\n\n<script>alert(1)</script> **bold** [ok](/jobs) [bad](javascript:alert) [far](https://example.com/x)\n\n- one\n- `two`',
    );
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, text: 'Title', id: 'title' });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: '<script>alert(1)</script> ' },
        { type: 'strong', text: 'bold' },
        { type: 'text', text: ' ' },
        { type: 'link', text: 'ok', href: '/jobs' },
        { type: 'text', text: ' bad ' },
        { type: 'link', text: 'far', href: 'https://example.com/x' },
      ],
    });
    expect(blocks[2]).toEqual({
      type: 'list',
      ordered: false,
      items: [[{ type: 'text', text: 'one' }], [{ type: 'code', text: 'two' }]],
    });
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('every article in the repository has valid front matter, a known related slug and in-app links that name an article or route', () => {
    const articles = loadArticles();
    expect(articles.length).toBeGreaterThanOrEqual(25);
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      for (const r of a.related) expect(slugs.has(r), `${a.slug} → related ${r}`).toBe(true);
      for (const b of a.blocks) {
        const inlines =
          b.type === 'paragraph' || b.type === 'note' ? b.content : b.type === 'list' ? b.items.flat() : [];
        for (const i of inlines) {
          if (i.type !== 'link') continue;
          const article = /[?&]article=([a-z0-9-]+)/.exec(i.href)?.[1];
          if (article) expect(slugs.has(article), `${a.slug} links to ${article}`).toBe(true);
        }
      }
    }
  });

  it('has an article for every area the product has', () => {
    const slugs = new Set(loadArticles().map((a) => a.slug));
    const areas = {
      'getting started': 'getting-started',
      'jobs and pipelines': 'pipelines-and-stages',
      'uploading resumes': 'upload-resumes',
      'search syntax': 'search-syntax',
      interviews: 'schedule-interviews',
      'email templates': 'email-templates',
      automations: 'stage-triggers',
      'careers site': 'publish-to-careers-site',
      roles: 'roles-and-permissions',
      billing: 'plans-and-limits',
      'data export': 'export-candidates',
      'data deletion': 'data-deletion-requests',
      support: 'contact-support',
    };
    for (const [area, slug] of Object.entries(areas)) expect(slugs.has(slug), area).toBe(true);
  });
});

describe('help-center search', () => {
  const index = buildIndex(loadArticles());
  it('needs every word, matches word forms and a half-typed last word, and ranks titles first', () => {
    expect(stem('uploading')).toBe('upload');
    expect(index.search('uploading resumes')[0]!.slug).toBe('upload-resumes');
    expect(index.search('search syntax')[0]!.slug).toBe('search-syntax');
    expect(index.search('merge fiel')[0]!.slug).toBe('email-templates');
    expect(index.search('scorecard zebra')).toEqual([]);
    const hit = index.search('excluded')[0]!;
    expect(hit.snippet).toMatch(/exclude/i);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('help-center API', () => {
  it('lists and searches articles, opens one with its related articles, and keeps each user’s helpful answer', async () => {
    const admin = await t.newAdmin('help-admin@example.com');
    const rec = await t.addMember(admin, 'help-rec@example.com', 'recruiter');

    const all = await t.call('GET', `${API}/help-center/articles`, { token: rec.token });
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBeGreaterThanOrEqual(25);
    const found = await t.call('GET', `${API}/help-center/articles?q=${encodeURIComponent('"quoted phrases" OR')}`, {
      token: rec.token,
    });
    expect(found.json.data[0]).toMatchObject({ slug: 'search-syntax', category: 'Candidates' });
    expect((await t.call('GET', `${API}/help-center/articles?q=${'x'.repeat(201)}`, { token: rec.token })).status).toBe(
      422,
    );

    const article = await t.call('GET', `${API}/help-center/articles/plans-and-limits`, { token: rec.token });
    expect(article.json.data).toMatchObject({
      slug: 'plans-and-limits',
      title: 'Plans, features and limits',
      helpful: null,
    });
    expect(article.json.data.related.map((r: { slug: string }) => r.slug)).toContain('invite-your-team');
    expect(JSON.stringify(article.json.data.blocks)).toContain('15 seats, 50 open jobs');
    expect((await t.call('GET', `${API}/help-center/articles/no-such-thing`, { token: rec.token })).status).toBe(404);

    const bad = await t.call('PUT', `${API}/help-center/articles/plans-and-limits/feedback`, {
      token: rec.token,
      body: { helpful: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('helpful');
    expect(
      (
        await t.call('PUT', `${API}/help-center/articles/plans-and-limits/feedback`, {
          token: rec.token,
          body: { helpful: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', `${API}/help-center/articles/plans-and-limits/feedback`, {
          token: rec.token,
          body: { helpful: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `${API}/help-center/articles/plans-and-limits`, { token: rec.token })).json.data.helpful,
    ).toBe(true);
    // Another user's answer is their own.
    expect(
      (await t.call('GET', `${API}/help-center/articles/plans-and-limits`, { token: admin.token })).json.data.helpful,
    ).toBeNull();
    expect((await t.call('GET', `${API}/help-center/articles`)).status).toBe(401);
  });
});
