/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/** The careers site's page bodies (Hono JSX, rendered in the public-page layout). Everything shown is text. */
import { raw } from 'hono/html';
import { YES_NO, type ScreeningQuestion } from '@hirebase/shared';
import type { FieldIssue, FormFields } from './apply-form';
import type { CareerPageRow } from './career-page.service';
import { EMPLOYMENT_LABELS, WORKPLACE_LABELS, salaryOf, salaryText } from './job-facts';
import type { LiveJob, SiteFilters } from './site.repo';

type Facets = { departments: string[]; locations: string[]; workplaces: string[]; types: string[] };

export function jobMeta(job: LiveJob): string[] {
  const salary = salaryOf(job);
  return [job.location, WORKPLACE_LABELS[job.workplace], EMPLOYMENT_LABELS[job.employmentType], job.department, salary ? salaryText(salary) : null].filter(
    (v): v is string => !!v,
  );
}

function Select({ name, label, value, options, labels }: { name: string; label: string; value?: string; options: string[]; labels?: Record<string, string> }) {
  return (
    <label class="pp-field careers-filter">
      <span>{label}</span>
      <select name={name}>
        <option value="">All</option>
        {options.map((o) => (
          <option value={o} selected={o === value}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Where the list stands: this page's number, how many pages and jobs in all, and the address of any page. */
export type Paging = { page: number; pages: number; total: number; href: (page: number) => string };

function Pager({ paging }: { paging: Paging }) {
  if (paging.pages < 2) return null;
  const { page, pages, href } = paging;
  return (
    <nav class="careers-pager" aria-label="Pages of jobs">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          ← Previous
        </a>
      ) : null}{' '}
      <span class="pp-muted">
        Page {page} of {pages}
      </span>{' '}
      {page < pages ? (
        <a href={href(page + 1)} rel="next">
          Next →
        </a>
      ) : null}
    </nav>
  );
}

export function CompanyBody({ page, orgName, jobs, facets, filters, paging, jobHref, formAction }: { page: CareerPageRow; orgName: string; jobs: LiveJob[]; facets: Facets; filters: SiteFilters; paging: Paging; jobHref: (job: LiveJob) => string; formAction: string }) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <h1>Careers at {orgName}</h1>
      {page.about ? <p class="careers-about">{page.about}</p> : null}
      {page.benefits.length ? (
        <section aria-labelledby="benefits">
          <h2 id="benefits">Why join us</h2>
          <ul class="pp-tags">
            {page.benefits.map((b) => (
              <li class="pp-tag">{b}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.links.length ? (
        <ul class="careers-links">
          {page.links.map((l) => (
            <li>
              <a href={l.url} rel="noopener nofollow">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <h2 id="open-jobs">Open jobs</h2>
      <form method="get" action={formAction} class="careers-filters" role="search" aria-label="Filter jobs">
        <label class="pp-field careers-search">
          <span>Search</span>
          <input type="search" name="q" value={filters.q ?? ''} maxlength={100} />
        </label>
        <Select name="department" label="Department" value={filters.department} options={facets.departments} />
        <Select name="location" label="Location" value={filters.location} options={facets.locations} />
        <Select name="workplace" label="Remote / on-site" value={filters.workplace} options={facets.workplaces} labels={WORKPLACE_LABELS} />
        <Select name="type" label="Employment type" value={filters.type} options={facets.types} labels={EMPLOYMENT_LABELS} />
        <button class="pp-button careers-filter-submit" type="submit">
          Show jobs
        </button>
      </form>
      <p class="pp-muted" aria-live="polite">
        {paging.total === 1 ? '1 job' : `${paging.total} jobs`}
        {filtered ? (
          <>
            {' '}
            match your filters · <a href={formAction}>Clear filters</a>
          </>
        ) : null}
      </p>
      <ul class="pp-list" aria-labelledby="open-jobs">
        {jobs.map((job) => (
          <li class="pp-card careers-job">
            <h3 class="careers-job-title">
              <a href={jobHref(job)}>{job.title}</a>
            </h3>
            <p class="pp-muted careers-meta">{jobMeta(job).join(' · ')}</p>
          </li>
        ))}
      </ul>
      <Pager paging={paging} />
    </>
  );
}

const issueFor = (issues: FieldIssue[], path: string) => issues.find((i) => i.path === path)?.message;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span class="pp-error careers-field-error" id={id}>
      {message}
    </span>
  ) : null;
}

function TextField({ name, label, type = 'text', fields, issues, autocomplete, required = true }: { name: string; label: string; type?: string; fields: FormFields; issues: FieldIssue[]; autocomplete?: string; required?: boolean }) {
  const error = issueFor(issues, name);
  return (
    <label class="pp-field">
      <span>
        {label}
        {required ? ' *' : ''}
      </span>
      <input type={type} name={name} value={fields[name]?.[0] ?? ''} required={required} autocomplete={autocomplete} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${name}-error` : undefined} />
      <FieldError id={`${name}-error`} message={error} />
    </label>
  );
}

function Question({ q, fields, issues }: { q: ScreeningQuestion; fields: FormFields; issues: FieldIssue[] }) {
  const name = `q_${q.id}`;
  const given = fields[name] ?? [];
  const error = issueFor(issues, name);
  const label = `${q.label}${q.required ? ' *' : ''}`;
  if (q.kind === 'short_text' || q.kind === 'long_text') {
    return (
      <label class="pp-field">
        <span>{label}</span>
        {q.kind === 'long_text' ? <textarea name={name} required={q.required}>{given[0] ?? ''}</textarea> : <input type="text" name={name} value={given[0] ?? ''} required={q.required} />}
        <FieldError id={`${name}-error`} message={error} />
      </label>
    );
  }
  const options = q.kind === 'yes_no' ? [...YES_NO] : q.options;
  const multiple = q.kind === 'multiple_choice';
  return (
    <fieldset class="pp-field careers-choices">
      <legend class="pp-label">{label}</legend>
      {options.map((o) => (
        <label class="careers-choice">
          <input type={multiple ? 'checkbox' : 'radio'} name={name} value={o} checked={given.includes(o)} required={q.required && !multiple} /> {o}
        </label>
      ))}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

export type FormState = { fields: FormFields; issues: FieldIssue[]; message: string | null };

/** The bot challenge the apply form carries: the ALTCHA widget (served here) or Cloudflare Turnstile's. */
export type Challenge = { kind: 'altcha'; url: string } | { kind: 'turnstile'; siteKey: string };

function ChallengeField({ challenge }: { challenge: Challenge }) {
  return (
    <div class="pp-field">
      {challenge.kind === 'altcha' ? (
        <altcha-widget challenge={challenge.url} challengeurl={challenge.url} name="altcha"></altcha-widget>
      ) : (
        <div class="cf-turnstile" data-sitekey={challenge.siteKey}></div>
      )}
      <noscript>
        <p class="pp-error">Turn on JavaScript to complete the check that you are not a robot.</p>
      </noscript>
    </div>
  );
}

export function JobBody({ job, description, page, action, source, challenge, form, backHref, preview = false }: { job: LiveJob; description: string; page: CareerPageRow; action: string; source: string | null; challenge: Challenge | null; form: FormState; backHref: string; preview?: boolean }) {
  const { fields, issues } = form;
  return (
    <>
      {preview ? (
        <p class="pp-notice" role="status">
          Preview: this is how the job's page will look on your careers site. Applications can be sent once the job is published and open.
        </p>
      ) : null}
      <p class="careers-back">
        <a href={backHref}>← All jobs</a>
      </p>
      <h1>{job.title}</h1>
      <p class="pp-muted careers-meta">{jobMeta(job).join(' · ')}</p>
      <div class="pp-prose careers-description">{raw(description)}</div>
      <h2 id="apply">Apply for this job</h2>
      {form.message ? (
        <p class="pp-notice pp-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <form method="post" action={action} enctype="multipart/form-data" class="pp-card careers-apply" aria-labelledby="apply">
        {source ? <input type="hidden" name="source" value={source} /> : null}
        <div class="careers-row">
          <TextField name="first_name" label="First name" fields={fields} issues={issues} autocomplete="given-name" />
          <TextField name="last_name" label="Last name" fields={fields} issues={issues} autocomplete="family-name" />
        </div>
        <div class="careers-row">
          <TextField name="email" label="Email" type="email" fields={fields} issues={issues} autocomplete="email" />
          <TextField name="phone" label="Phone" type="tel" fields={fields} issues={issues} autocomplete="tel" />
        </div>
        <label class="pp-field">
          <span>Resume (PDF or DOCX, up to 10 MB) *</span>
          <input type="file" name="resume" accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" required />
          <FieldError id="resume-error" message={issueFor(issues, 'resume')} />
        </label>
        <label class="pp-field">
          <span>Cover letter (optional)</span>
          <textarea name="cover_letter">{fields.cover_letter?.[0] ?? ''}</textarea>
          <FieldError id="cover_letter-error" message={issueFor(issues, 'cover_letter')} />
        </label>
        {job.questions.map((q) => (
          <Question q={q} fields={fields} issues={issues} />
        ))}
        <div class="pp-field careers-consent">
          <p class="pp-muted careers-privacy">{page.privacyNotice}</p>
          <label>
            <input type="checkbox" name="consent" value="yes" required checked={fields.consent?.[0] === 'yes'} /> I agree to the privacy notice above *
          </label>
          <FieldError id="consent-error" message={issueFor(issues, 'consent')} />
        </div>
        {challenge ? <ChallengeField challenge={challenge} /> : null}
        <button class="pp-button" type="submit" disabled={preview}>
          Submit application
        </button>
      </form>
    </>
  );
}

export function AppliedBody({ jobTitle, orgName, backHref }: { jobTitle: string; orgName: string; backHref: string }) {
  return (
    <div class="pp-center" role="status">
      <h1>Application sent</h1>
      <p class="pp-success">
        Thank you for applying for {jobTitle} at {orgName}. We have sent a confirmation to your email.
      </p>
      <p>
        <a href={backHref}>See all jobs</a>
      </p>
    </div>
  );
}

export function DeletionBody({ state, orgName, action }: { state: 'ask' | 'requested' | 'pending'; orgName: string; action: string }) {
  if (state !== 'ask') {
    return (
      <div class="pp-center" role="status">
        <h1>Request received</h1>
        <p>{state === 'requested' ? `${orgName} will delete your data once an administrator confirms the request.` : `Your request is already waiting for ${orgName} to confirm it.`}</p>
      </div>
    );
  }
  return (
    <div class="pp-card">
      <h1>Delete your data</h1>
      <p>
        Ask {orgName} to delete your applications, resume and answers. An administrator confirms the request; after that, nothing of yours is kept.
      </p>
      <form method="post" action={action}>
        <button class="pp-button" type="submit">
          Ask to delete my data
        </button>
      </form>
    </div>
  );
}
