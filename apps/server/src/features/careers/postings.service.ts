/**
 * A job's posting on the careers site: published or not, whether the salary shows, its screening
 * questions. Publishing is a manager's act (`career_pages:manage`) and is written to the activity log.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { JobPosting, JobPostingInput } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applications, jobPostings, jobs, organizations } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { notFound } from '../../lib/app-error';
import type { Env } from '../../lib/env';
import { ensureCareerPage, siteUrl, type CareerPageRow } from './career-page.service';
import { placeOf } from './place';
import type { LiveJob } from './site.repo';

type Actor = { orgId: string; actorId: string };
type JobRow = Pick<typeof jobs.$inferSelect, 'id' | 'title' | 'status' | 'archivedAt' | 'location' | 'workplace'>;
export type PostingRow = typeof jobPostings.$inferSelect;

/** The readable part of a job's address: its title's words, then a piece of its id so two equal titles differ. */
export function postingSlug(job: { id: string; title: string }): string {
  const words = job.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'job'}-${job.id.replace(/-/g, '').slice(-8)}`;
}

/** Whether a published job is live, and if not why (its status), for the recruiter's screen. */
export function liveProblem(job: Pick<JobRow, 'status' | 'archivedAt'>): string | null {
  if (job.archivedAt) return 'The job is archived, so its page is gone from the careers site.';
  if (job.status !== 'open') return `The job is ${job.status.replace('_', ' ')}: only open jobs show on the careers site.`;
  return null;
}

/**
 * What the job's posting data will lack because of how its location is written: Google needs the
 * country of an office and, for a remote job, the countries applicants may be in.
 */
export function locationNotice(job: Pick<JobRow, 'location' | 'workplace'>): string | null {
  const place = placeOf(job.location);
  if (job.workplace === 'remote') {
    return place.countries.length ? null : 'Search engines list remote jobs by the countries applicants may live in: name them in the location, like "Remote (EU)" or "Remote, Canada".';
  }
  return place.country ? null : 'Search engines need the country of the job\'s location: write it like "Porto, Portugal".';
}

async function loadJob(db: Db, { orgId, jobId }: { orgId: string; jobId: string }): Promise<JobRow> {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, archivedAt: jobs.archivedAt, location: jobs.location, workplace: jobs.workplace })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  if (!job) throw notFound('Job');
  return job;
}

export async function getPosting(db: Db, env: Env, { orgId, jobId }: { orgId: string; jobId: string }): Promise<JobPosting> {
  const job = await loadJob(db, { orgId, jobId });
  const [posting] = await db.select().from(jobPostings).where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.jobId, jobId)));
  const page = await db.transaction((tx) => ensureCareerPage(tx, orgId));
  // Every application the careers site took: its own source, or a tracked link's (linkedin, referral…); those added in the app have none.
  const [applied] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId), isNotNull(applications.source)));
  const slug = posting?.slug ?? postingSlug(job);
  return {
    job_id: job.id,
    status: posting?.published ? 'published' : 'unpublished',
    show_salary: posting?.showSalary ?? false,
    // A job never published starts from the organization's default questions.
    questions: posting ? posting.questions : page.defaultQuestions,
    public_url: `${siteUrl(env, page.slug)}/jobs/${slug}`,
    blocked_reason: posting?.published ? liveProblem(job) : null,
    location_notice: locationNotice(job),
    published_at: posting?.publishedAt?.toISOString() ?? null,
    applications: Number(applied?.n ?? 0),
  };
}

/** Publishes (or republishes with new settings) the job on the careers site. */
export async function publishJob(db: Db, env: Env, actor: Actor, jobId: string, input: JobPostingInput): Promise<JobPosting> {
  const { orgId } = actor;
  const job = await loadJob(db, { orgId, jobId });
  await db.transaction(async (tx) => {
    await ensureCareerPage(tx, orgId);
    const [before] = await tx.select().from(jobPostings).where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.jobId, jobId))).for('update');
    const now = new Date();
    const values = { showSalary: input.show_salary, questions: input.questions, published: true, updatedBy: actor.actorId, updatedAt: now };
    await tx
      .insert(jobPostings)
      .values({ jobId, orgId, slug: postingSlug(job), publishedAt: now, ...values })
      .onConflictDoUpdate({ target: jobPostings.jobId, set: { ...values, publishedAt: before?.published ? before.publishedAt : now } });
    await logActivity(tx, {
      orgId,
      actorId: actor.actorId,
      action: before?.published ? 'update' : 'publish',
      entityType: 'job',
      entityId: jobId,
      changes: {
        published: { before: before?.published ?? false, after: true },
        questions: { before: before?.questions.length ?? 0, after: input.questions.length },
        show_salary: { before: before?.showSalary ?? false, after: input.show_salary },
      },
    });
  });
  return getPosting(db, env, { orgId, jobId });
}

export async function unpublishJob(db: Db, env: Env, actor: Actor, jobId: string): Promise<JobPosting> {
  const { orgId } = actor;
  await loadJob(db, { orgId, jobId });
  await db.transaction(async (tx) => {
    const done = await tx
      .update(jobPostings)
      .set({ published: false, unpublishedAt: new Date(), updatedBy: actor.actorId, updatedAt: new Date() })
      .where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.jobId, jobId), eq(jobPostings.published, true)))
      .returning({ jobId: jobPostings.jobId });
    if (done.length) {
      await logActivity(tx, { orgId, actorId: actor.actorId, action: 'unpublish', entityType: 'job', entityId: jobId, changes: { published: { before: true, after: false } } });
    }
  });
  return getPosting(db, env, { orgId, jobId });
}

/**
 * The job as its page would show it with these settings, published or not: for the recruiter's
 * preview, which is rendered inside the app and never answers on the public site.
 */
export async function previewPosting(db: Db, { orgId, jobId, input }: { orgId: string; jobId: string; input: JobPostingInput }): Promise<{ found: { page: CareerPageRow; orgName: string }; job: LiveJob }> {
  const [row] = await db
    .select({ job: jobs, slug: jobPostings.slug, publishedAt: jobPostings.publishedAt, orgName: organizations.name })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .leftJoin(jobPostings, and(eq(jobPostings.orgId, orgId), eq(jobPostings.jobId, jobs.id)))
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  if (!row) throw notFound('Job');
  const page = await db.transaction((tx) => ensureCareerPage(tx, orgId));
  const { job: j } = row;
  const job: LiveJob = {
    id: j.id,
    title: j.title,
    department: j.department,
    location: j.location,
    workplace: j.workplace,
    employmentType: j.employmentType,
    salaryMin: j.salaryMin,
    salaryMax: j.salaryMax,
    salaryCurrency: j.salaryCurrency,
    salaryPeriod: j.salaryPeriod,
    experienceMin: j.experienceMin,
    description: j.description,
    requiredSkills: j.requiredSkills,
    updatedAt: j.updatedAt,
    slug: row.slug ?? postingSlug(j),
    showSalary: input.show_salary,
    questions: input.questions,
    publishedAt: row.publishedAt,
    postingUpdatedAt: new Date(),
  };
  return { found: { page, orgName: row.orgName }, job };
}
