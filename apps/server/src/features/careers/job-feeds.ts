/**
 * Job feeds for portals and aggregators: the common XML job-feed shape (`source`, `publisher`,
 * `job` entries) and the same entries as JSON. Only live postings; every value is CDATA or escaped.
 */
import { sanitizeDescription } from '../jobs/description';
import { EMPLOYMENT_LABELS, placeOf, salaryOf, salaryText } from './job-facts';
import type { LiveJob } from './site.repo';

/** The elements of one `<job>`, in order: the feed test checks exactly these. */
export const FEED_JOB_ELEMENTS = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'country',
  'postalcode',
  'description',
  'salary',
  'education',
  'jobtype',
  'category',
  'experience',
] as const;
type FeedJob = Record<(typeof FEED_JOB_ELEMENTS)[number], string>;

export type FeedSource = { publisher: string; siteUrl: string; jobUrl: (job: LiveJob) => string; updatedAt: Date };

export function feedEntry(job: LiveJob, source: FeedSource): FeedJob {
  const place = placeOf(job.location);
  const salary = salaryOf(job);
  return {
    title: job.title,
    date: (job.publishedAt ?? job.postingUpdatedAt).toUTCString(),
    referencenumber: job.id,
    url: source.jobUrl(job),
    company: source.publisher,
    city: place.city ?? (job.workplace === 'remote' ? 'Remote' : ''),
    state: place.state ?? '',
    country: place.country ?? '',
    postalcode: '',
    description: sanitizeDescription(job.description),
    salary: salary ? salaryText(salary) : '',
    education: '',
    jobtype: EMPLOYMENT_LABELS[job.employmentType].toLowerCase(),
    category: job.department ?? '',
    experience: job.experienceMin != null ? `${job.experienceMin}+ years` : '',
  };
}

export const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function xmlFeed(jobs: LiveJob[], source: FeedSource): string {
  const entries = jobs.map((job) => {
    const entry = feedEntry(job, source);
    return `  <job>\n${FEED_JOB_ELEMENTS.map((name) => `    <${name}>${cdata(entry[name])}</${name}>`).join('\n')}\n  </job>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  <publisher>${escapeXml(source.publisher)}</publisher>`,
    `  <publisherurl>${escapeXml(source.siteUrl)}</publisherurl>`,
    `  <lastBuildDate>${source.updatedAt.toUTCString()}</lastBuildDate>`,
    ...entries,
    '</source>',
    '',
  ].join('\n');
}

export function jsonFeed(jobs: LiveJob[], source: FeedSource) {
  return {
    source: { publisher: source.publisher, publisher_url: source.siteUrl, last_build_date: source.updatedAt.toISOString() },
    jobs: jobs.map((job) => ({ ...feedEntry(job, source), workplace: job.workplace })),
  };
}

export function sitemapXml(urls: { loc: string; lastmod: Date }[]): string {
  const items = urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod.toISOString()}</lastmod></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</urlset>', ''].join('\n');
}
