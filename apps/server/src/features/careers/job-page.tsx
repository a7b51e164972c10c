/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * A job's page on the careers site: its body and the layout's options (Open Graph and Twitter tags,
 * the JobPosting data, the bot challenge's files and CSP), shared by the live page and the preview
 * a recruiter sees before publishing.
 */
import type { Env } from '../../lib/env';
import { jsonLd, type PageOptions } from '../../lib/public-page';
import { sanitizeDescription } from '../jobs/description';
import { ALTCHA_SCRIPT, ALTCHA_STYLE } from './altcha-asset';
import { siteUrl, type CareerPageRow } from './career-page.service';
import { plainText } from './job-facts';
import { jobPostingLd } from './job-posting-ld';
import { JobBody, jobMeta, type Challenge, type FormState } from './site-pages';
import type { LiveJob } from './site.repo';

/** Cloudflare Turnstile, drawn by its own script when sign-in uses it; its widget adds `cf-turnstile-response` to the form. */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js`;

export const EMPTY_FORM: FormState = { fields: {}, issues: [], message: null };

/** The apply form's bot challenge, as the setting says now (sign-in's: ALTCHA, Turnstile or none). */
export function challengeOf(env: Pick<Env, 'botChallenge' | 'turnstileSiteKey'>, base: string): Challenge | null {
  if (env.botChallenge === 'altcha') return { kind: 'altcha', url: `${base}/altcha/challenge` };
  if (env.botChallenge === 'turnstile' && env.turnstileSiteKey) return { kind: 'turnstile', siteKey: env.turnstileSiteKey };
  return null;
}

export type JobPageInput = {
  env: Pick<Env, 'publicUrl' | 'careersHost'>;
  /** Where the site answers on this host: '' on CAREERS_HOST, '/careers' on the app's. */
  base: string;
  found: { page: CareerPageRow; orgName: string };
  job: LiveJob;
  form: FormState;
  /** The tracked source the form carries, already checked, or null. */
  source: string | null;
  challenge: Challenge | null;
  /** A recruiter's look before publishing: said on the page, and the form cannot be sent. */
  preview?: boolean;
};

export function jobPageParts({ env, base, found, job, form, source, challenge, preview = false }: JobPageInput) {
  const slug = found.page.slug;
  const site = siteUrl(env, slug);
  const canonical = `${site}/jobs/${job.slug}`;
  const here = `${base}/company/${slug}`;
  const description = sanitizeDescription(job.description);
  const summary = plainText(description, 200) || jobMeta(job).join(' · ');
  const title = `${job.title} at ${found.orgName}`;
  const head = (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={`${found.orgName} careers`} />
      {found.page.logoUrl ? <meta property="og:image" content={found.page.logoUrl} /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      {challenge?.kind === 'altcha' ? <link rel="stylesheet" href={`${base}${ALTCHA_STYLE}`} /> : null}
      {challenge?.kind === 'turnstile' ? <script src={TURNSTILE_SCRIPT} async defer></script> : null}
      {jsonLd(jobPostingLd({ job, page: found.page, orgName: found.orgName, siteUrl: site, jobUrl: canonical, description }))}
    </>
  );
  const body = <JobBody job={job} description={description} page={found.page} action={`${here}/jobs/${job.slug}/apply`} source={source} challenge={challenge} form={form} backHref={here} preview={preview} />;
  const options: PageOptions = {
    title,
    description: summary,
    canonical,
    private: preview,
    head,
    scripts: challenge?.kind === 'altcha' ? [`${base}${ALTCHA_SCRIPT}`] : [],
    widgetOrigin: challenge?.kind === 'turnstile' ? TURNSTILE_ORIGIN : undefined,
    brandName: found.orgName,
    brandHref: here,
    brandColor: found.page.brandColor,
    logoUrl: found.page.logoUrl,
  };
  return { body, options };
}
