import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings, jobs as jobsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { JOBS_PER_PAGE } from './careers-site.routes';
import { publishedJob } from './careers-test-helper';
import { FEED_JOB_ELEMENTS } from './job-feeds';
import { postingSlug } from './postings.service';

let t: TestApp;
let admin: { token: string; orgId: string };
let slug: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, {}, { queue: true });
  admin = await t.newAdmin('careers-site@example.com', 'Northwind Labs');
  const page = await t.call('GET', '/api/v1/recruiter/career-page', { token: admin.token });
  slug = page.json.data.slug;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

function ldOf(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Google's JobPosting structured data: the required properties, and the recommended ones this site always knows. */
function jobPostingProblems(ld: any): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(ld['@context'] === 'https://schema.org/' || ld['@context'] === 'https://schema.org', '@context');
  need(ld['@type'] === 'JobPosting', '@type');
  need(typeof ld.title === 'string' && ld.title.length > 0, 'title');
  need(typeof ld.description === 'string' && ld.description.length > 0, 'description');
  need(ISO_DATE.test(ld.datePosted ?? ''), 'datePosted');
  need(ld.hiringOrganization?.['@type'] === 'Organization' && ld.hiringOrganization?.name, 'hiringOrganization.name');
  need(typeof ld.hiringOrganization?.sameAs === 'string', 'hiringOrganization.sameAs');
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  if (remote) {
    // At least one country (or state) applicants may be in, each named.
    const areas = [ld.applicantLocationRequirements ?? []].flat();
    need(areas.length > 0 && areas.every((a: any) => ['Country', 'State', 'AdministrativeArea'].includes(a['@type']) && typeof a.name === 'string' && a.name), 'applicantLocationRequirements');
  } else {
    const address = ld.jobLocation?.address;
    need(ld.jobLocation?.['@type'] === 'Place' && address?.['@type'] === 'PostalAddress' && address.addressLocality, 'jobLocation.address');
    need(/^[A-Z]{2}$/.test(address?.addressCountry ?? ''), 'jobLocation.address.addressCountry');
  }
  // Recommended.
  need(ISO_DATE.test(ld.validThrough ?? '') && Date.parse(ld.validThrough) > Date.now(), 'validThrough in the future');
  need(EMPLOYMENT_TYPES.includes(ld.employmentType), 'employmentType');
  need(ld.identifier?.['@type'] === 'PropertyValue' && ld.identifier.name && ld.identifier.value, 'identifier');
  need(ld.directApply === true, 'directApply');
  if (ld.baseSalary) {
    need(ld.baseSalary['@type'] === 'MonetaryAmount' && /^[A-Z]{3}$/.test(ld.baseSalary.currency), 'baseSalary.currency');
    const v = ld.baseSalary.value;
    need(v?.['@type'] === 'QuantitativeValue' && ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(v.unitText), 'baseSalary.value.unitText');
    need(typeof v?.minValue === 'number' || typeof v?.maxValue === 'number' || typeof v?.value === 'number', 'baseSalary.value');
  }
  return problems;
}

describe('the careers site', () => {
  let onsite: Awaited<ReturnType<typeof publishedJob>>;
  let remote: Awaited<ReturnType<typeof publishedJob>>;
  let hybrid: Awaited<ReturnType<typeof publishedJob>>;
  beforeAll(async () => {
    onsite = await publishedJob(
      t,
      admin.token,
      { title: 'Site Reliability Engineer', department: 'Engineering', location: 'Berlin', workplace: 'onsite', employment_type: 'full_time', salary_min: 70000, salary_max: 90000, salary_currency: 'EUR', salary_period: 'year', description: '<p>Keep <strong>things</strong> running.</p><script>alert(1)</script>' },
      { show_salary: true },
    );
    remote = await publishedJob(t, admin.token, { title: 'Support Specialist', department: 'Support', location: 'Remote (EU)', workplace: 'remote', employment_type: 'part_time', salary_min: 20, salary_currency: 'EUR', salary_period: 'hour' });
    hybrid = await publishedJob(t, admin.token, { title: 'Data Analyst <b>x</b>', department: 'Data', location: 'Austin, TX', workplace: 'hybrid', employment_type: 'contract' });
    await t.call('POST', '/api/v1/recruiter/jobs', { token: admin.token, body: { title: 'Never Published Role', status: 'open' } });
  });

  it('lists the open published jobs with filters and a search that need no JavaScript, under /careers and as linked from the posting', async () => {
    const res = await get(`/careers/company/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Careers at Northwind Labs');
    expect(html).toContain('Site Reliability Engineer');
    expect(html).toContain('Support Specialist');
    expect(html).not.toContain('Never Published Role');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).toContain('<form method="get"');
    // The hostile title renders as text.
    expect(html).toContain('Data Analyst &lt;b&gt;x&lt;/b&gt;');
    expect(new URL(onsite.url).pathname.startsWith(`/careers/company/${slug}/jobs/`)).toBe(true);

    const remoteOnly = await (await get(`/careers/company/${slug}?workplace=remote`)).text();
    expect(remoteOnly).toContain('Support Specialist');
    expect(remoteOnly).not.toContain('Site Reliability Engineer');
    const searched = await (await get(`/careers/company/${slug}?q=reliability&department=Engineering`)).text();
    expect(searched).toContain('Site Reliability Engineer');
    expect(searched).not.toContain('Support Specialist');
    const none = await (await get(`/careers/company/${slug}?q=${encodeURIComponent('%_')}`)).text();
    expect(none).toContain('0 jobs');
  });

  it('gives every job page a valid JobPosting, Open Graph, Twitter and canonical tags, and sanitized text', async () => {
    for (const job of [onsite, remote, hybrid]) {
      const res = await get(job.path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const lds = ldOf(html);
      expect(lds).toHaveLength(1);
      expect(jobPostingProblems(lds[0])).toEqual([]);
      expect(html).toContain(`<link rel="canonical" href="${job.url}"`);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');
      expect(Buffer.byteLength(html)).toBeLessThan(50_000);
    }
    const onsiteHtml = await (await get(onsite.path)).text();
    const ld = ldOf(onsiteHtml)[0];
    // A city written alone is known by its country.
    expect(ld).toMatchObject({ employmentType: 'FULL_TIME', jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'DE' } } });
    expect(ld.baseSalary).toMatchObject({ currency: 'EUR', value: { minValue: 70000, maxValue: 90000, unitText: 'YEAR' } });
    expect(onsiteHtml).toContain('<strong>things</strong>');
    expect(onsiteHtml).not.toContain('alert(1)');
    const remoteLd = ldOf(await (await get(remote.path)).text())[0];
    // A region stands for its countries.
    expect(remoteLd.jobLocationType).toBe('TELECOMMUTE');
    expect(remoteLd.applicantLocationRequirements).toHaveLength(27);
    expect(remoteLd.applicantLocationRequirements).toContainEqual({ '@type': 'Country', name: 'Portugal' });
    expect(ldOf(await (await get(hybrid.path)).text())[0].jobLocation.address).toMatchObject({ addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' });
    // The salary shows only when the posting says so.
    expect(remoteLd.baseSalary).toBeUndefined();
  });

  it('answers 404 for an unpublished job, another organization’s job and unknown slugs, and 410 once a published job closes', async () => {
    const other = await t.newAdmin('careers-other@example.com', 'Other Org');
    const foreign = await publishedJob(t, other.token, { title: 'Foreign Job' });
    expect((await get(`/careers/company/${slug}/jobs/${foreign.id}`)).status).toBe(404);
    expect((await get('/careers/company/no-such-org')).status).toBe(404);

    const job = await publishedJob(t, admin.token, { title: 'Short-lived Role' });
    expect((await get(`/careers/company/${slug}/jobs/${job.id}`)).status).toBe(200);
    await t.call('DELETE', `/api/v1/recruiter/jobs/${job.id}/publish`, { token: admin.token });
    expect((await get(job.path)).status).toBe(404);
    await t.call('POST', `/api/v1/recruiter/jobs/${job.id}/publish`, { token: admin.token, body: { show_salary: false, questions: [] } });
    await t.call('PATCH', `/api/v1/recruiter/jobs/${job.id}`, { token: admin.token, body: { status: 'closed' } });
    expect((await get(job.path)).status).toBe(410);
    const sitemap = await (await get(`/careers/company/${slug}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(job.id.replace(/-/g, '').slice(-8));
    expect(sitemap).toContain(onsite.url);
  });

  it('previews a job’s page with the settings being edited before it is published, to signed-in members only', async () => {
    const draft = (await t.call('POST', '/api/v1/recruiter/jobs', { token: admin.token, body: { title: 'Preview Role', status: 'draft', location: 'Lisbon', salary_min: 50000, salary_currency: 'EUR' } })).json.data;
    const input = { show_salary: true, questions: [{ id: 'why', kind: 'short_text', label: 'Why this <job>?', required: true, options: [], knockout_answers: [] }] };
    const res = await t.call('POST', `/api/v1/recruiter/jobs/${draft.id}/publish/preview`, { token: admin.token, body: input });
    expect(res.status).toBe(200);
    const html: string = res.json.data.html;
    expect(html).toContain('<h1>Preview Role</h1>');
    expect(html).toContain('Preview: this is how the job');
    expect(html).toContain('Why this &lt;job&gt;? *');
    expect(html).toContain('€50,000');
    expect(html).toContain('<button class="pp-button" type="submit" disabled="">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(jobPostingProblems(ldOf(html)[0])).toEqual([]);
    // Nothing became public, and only the organization's members see it.
    expect((await get(`/careers/company/${slug}/jobs/${draft.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/recruiter/jobs/${draft.id}/publish`, { token: admin.token })).json.data).toMatchObject({ status: 'unpublished', location_notice: null });
    // A location that names no country is pointed out before publishing.
    const noticeOf = async (location: string, workplace: string) => {
      const job = (await t.call('POST', '/api/v1/recruiter/jobs', { token: admin.token, body: { title: 'Somewhere Role', location, workplace } })).json.data;
      return (await t.call('GET', `/api/v1/recruiter/jobs/${job.id}/publish`, { token: admin.token })).json.data.location_notice;
    };
    expect(await noticeOf('Springfield', 'onsite')).toContain('"Porto, Portugal"');
    expect(await noticeOf('Remote', 'remote')).toContain('"Remote (EU)"');
    expect((await t.call('POST', `/api/v1/recruiter/jobs/${draft.id}/publish/preview`, { body: input })).status).toBe(401);
    const other = await t.newAdmin('careers-preview-other@example.com', 'Preview Other');
    expect((await t.call('POST', `/api/v1/recruiter/jobs/${draft.id}/publish/preview`, { token: other.token, body: input })).status).toBe(404);
  });

  it('serves the feeds with only live jobs, every element of the common job-feed shape, ETag and Last-Modified', async () => {
    const res = await get(`/careers/company/${slug}/jobs.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<source>\n {2}<publisher>Northwind Labs<\/publisher>/);
    const jobs = [...xml.matchAll(/<job>([\s\S]*?)<\/job>/g)].map((m) => m[1]!);
    expect(jobs.length).toBe(3);
    // Elements only: a value's own markup sits inside its CDATA section.
    for (const job of jobs) expect([...job.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').matchAll(/<([a-z]+)>/g)].map((m) => m[1])).toEqual([...FEED_JOB_ELEMENTS]);
    expect(xml).toContain('<salary><![CDATA[€70,000 – €90,000 per year]]></salary>');
    expect(xml).toContain('<state><![CDATA[TX]]></state>');

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(`/careers/company/${slug}/jobs.xml`, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(`/careers/company/${slug}/jobs.xml`, { 'if-modified-since': res.headers.get('last-modified')! })).status).toBe(304);

    const json = await get(`/careers/company/${slug}/jobs.json`);
    const body = (await json.json()) as any;
    expect(body.source.publisher).toBe('Northwind Labs');
    expect(body.jobs.map((j: any) => j.title).sort()).toEqual(['Data Analyst <b>x</b>', 'Site Reliability Engineer', 'Support Specialist']);
    // A change to a live job is a new version.
    await t.call('PATCH', `/api/v1/recruiter/jobs/${hybrid.id}`, { token: admin.token, body: { title: 'Data Analyst' } });
    expect((await get(`/careers/company/${slug}/jobs.json`, { 'if-none-match': json.headers.get('etag')! })).status).toBe(200);
  });

  it('moves the site to a new slug and redirects the old one; a taken slug is refused', async () => {
    const page = (await t.call('GET', '/api/v1/recruiter/career-page', { token: admin.token })).json.data;
    const { site_url: _s, careers_host: _c, previous_slugs: _p, published_jobs: _n, updated_at: _u, ...input } = page;
    const moved = await t.call('PUT', '/api/v1/recruiter/career-page', { token: admin.token, body: { ...input, slug: 'northwind-careers', about: 'We build <things>.' } });
    expect(moved.status).toBe(200);
    expect(moved.json.data.previous_slugs).toEqual([slug]);
    const old = await get(`/careers/company/${slug}/jobs.xml`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/careers/company/northwind-careers/jobs.xml');
    expect(await (await get('/careers/company/northwind-careers')).text()).toContain('We build &lt;things&gt;.');

    const other = await t.newAdmin('careers-slug@example.com', 'Slug Thief');
    const theirs = (await t.call('GET', '/api/v1/recruiter/career-page', { token: other.token })).json.data;
    const taken = await t.call('PUT', '/api/v1/recruiter/career-page', { token: other.token, body: { ...input, slug, privacy_notice: theirs.privacy_notice } });
    expect(taken.status).toBe(409);
    const bad = await t.call('PUT', '/api/v1/recruiter/career-page', { token: other.token, body: { ...input, slug: 'Not OK!' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details[0].path).toBe('slug');
  });

  it('pages a careers page of 200 jobs under the 50 KB bar, with rel=next/prev links that keep the filters', async () => {
    const big = await t.newAdmin('careers-big@example.com', 'Big Hiring Co');
    const bigSlug = (await t.call('GET', '/api/v1/recruiter/career-page', { token: big.token })).json.data.slug;
    const now = Date.now();
    const rows = Array.from({ length: 200 }, (_, i) => ({
      id: newId(),
      orgId: big.orgId,
      title: `Senior Platform Engineer, Payments Infrastructure ${i + 1}`,
      department: i % 2 ? 'Engineering' : 'Customer Success',
      location: 'Amsterdam, Netherlands',
      workplace: 'hybrid' as const,
      status: 'open' as const,
      salaryMin: 70_000,
      salaryMax: 95_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year' as const,
    }));
    await t.db.insert(jobsTable).values(rows);
    await t.db.insert(jobPostings).values(rows.map((j, i) => ({ jobId: j.id, orgId: big.orgId, slug: postingSlug(j), published: true, showSalary: true, publishedAt: new Date(now - i * 1000) })));

    const base = `/careers/company/${bigSlug}`;
    const first = await (await get(base)).text();
    const css = await (await get(/href="(\/p\/public\.[0-9a-f]+\.css)"/.exec(first)![1]!)).text();
    expect(Buffer.byteLength(first) + Buffer.byteLength(css)).toBeLessThan(50_000);
    expect(first.match(/class="pp-card careers-job"/g)).toHaveLength(JOBS_PER_PAGE);
    expect(first).toContain('200 jobs');
    expect(first).toContain(`<link rel="next" href="${base}?page=2"/>`);
    expect(first).not.toContain('rel="prev"');

    const filtered = await (await get(`${base}?department=Engineering&page=2`)).text();
    expect(filtered).toContain('100 jobs');
    expect(filtered).toContain('Page 2 of 2');
    expect(filtered).toContain(`<link rel="prev" href="${base}?department=Engineering"/>`);
    expect(filtered).toContain(`<a href="${base}?department=Engineering" rel="prev">`);
    expect(filtered).not.toContain('rel="next"');
    expect(filtered).toContain(`<link rel="canonical" href="http://localhost:3000${base}?page=2"/>`);
    expect((await get(`${base}?page=4`)).status).toBe(200);
    expect((await get(`${base}?page=5`)).status).toBe(404);
    expect(await (await get(`${base}?page=x`)).text()).toContain(`<link rel="next" href="${base}?page=2"/>`);
  });

  it('draws the Turnstile widget on the apply form when sign-in uses Turnstile, and lets only that origin script and frame the page', async () => {
    const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)![1];
    const current = (await t.call('GET', '/api/v1/recruiter/career-page', { token: admin.token })).json.data.slug;
    const jobPath = `/careers/company/${current}/jobs/${onsite.id}`;
    const off = await get(jobPath);
    expect(scriptSrc(off.headers.get('content-security-policy')!)).toBe("'none'");
    t.env.botChallenge = 'turnstile';
    t.env.turnstileSiteKey = '1x00000000000000000000AA';
    try {
      const res = await get(jobPath);
      const html = await res.text();
      expect(html).toContain('<div class="cf-turnstile" data-sitekey="1x00000000000000000000AA"></div>');
      expect(html).toContain('<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async="" defer="">');
      expect(html).not.toContain('altcha');
      const csp = res.headers.get('content-security-policy')!;
      expect(scriptSrc(csp)).toBe('https://challenges.cloudflare.com');
      expect(csp).toContain('frame-src https://challenges.cloudflare.com');
      expect(csp).toContain("frame-ancestors 'none'");
      // The list page has no form to guard and keeps a policy with no script at all.
      expect(scriptSrc((await get(`/careers/company/${current}`)).headers.get('content-security-policy')!)).toBe("'none'");
      t.env.botChallenge = 'altcha';
      const altcha = await get(jobPath);
      expect(await altcha.text()).toContain('<altcha-widget');
      expect(altcha.headers.get('content-security-policy')).not.toContain('cloudflare');
    } finally {
      t.env.botChallenge = 'off';
      t.env.turnstileSiteKey = null;
    }
  });

  it('serves robots.txt at the app host’s root for the site under /careers, naming each live company’s sitemap', async () => {
    const current = (await t.call('GET', '/api/v1/recruiter/career-page', { token: admin.token })).json.data.slug;
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /careers/company/', 'Disallow: /careers/company/*/data-deletion/', 'Disallow: /api/']));
    expect(lines).toContain(`Sitemap: http://localhost:3000/careers/company/${current}/sitemap.xml`);
    // A company with no live job has no sitemap worth naming.
    const empty = await t.newAdmin('careers-empty@example.com', 'Empty Careers');
    const emptySlug = (await t.call('GET', '/api/v1/recruiter/career-page', { token: empty.token })).json.data.slug;
    expect(lines.some((l) => l.includes(`/company/${emptySlug}/`))).toBe(false);
  });

  it('answers on CAREERS_HOST at its root, and only the careers site there', async () => {
    const hosted = await createTestApp({ CAREERS_HOST: 'jobs.example.test' });
    try {
      const owner = await hosted.newAdmin('careers-host@example.com', 'Hosted Co');
      const { json } = await hosted.call('GET', '/api/v1/recruiter/career-page', { token: owner.token });
      expect(json.data.site_url).toBe(`http://jobs.example.test/company/${json.data.slug}`);
      const page = await hosted.app.request(`/company/${json.data.slug}`, { headers: { host: 'jobs.example.test' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Careers at Hosted Co');
      const css = /href="(\/p\/public\.[0-9a-f]+\.css)"/.exec(await (await hosted.app.request(`/company/${json.data.slug}`, { headers: { host: 'jobs.example.test' } })).text())![1]!;
      expect((await hosted.app.request(css, { headers: { host: 'jobs.example.test' } })).status).toBe(200);
      expect((await hosted.app.request('/api/v1/recruiter/career-page', { headers: { host: 'jobs.example.test' } })).status).toBe(404);
      await publishedJob(hosted, owner.token, { title: 'Hosted Job', location: 'Toronto, ON' });
      const robots = await (await hosted.app.request('/robots.txt', { headers: { host: 'jobs.example.test' } })).text();
      expect(robots).toBe(
        `User-agent: *\nAllow: /company/\nDisallow: /company/*/data-deletion/\nDisallow: /company/*/jobs/*/apply\n\nSitemap: http://jobs.example.test/company/${json.data.slug}/sitemap.xml\n`,
      );
      // The app's own host sends crawlers to the careers host instead of its copies under /careers.
      expect(await (await hosted.app.request('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /careers/\nDisallow: /api/\n');
    } finally {
      await hosted.close();
    }
  });
});
