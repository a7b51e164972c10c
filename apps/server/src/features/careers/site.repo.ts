/** What the public careers site reads: an organization's live postings (published, open, not archived). */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPages, jobPostings, jobs } from '../../db/schema';

export type SiteFilters = { q?: string; department?: string; location?: string; workplace?: string; type?: string };

const liveColumns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  experienceMin: jobs.experienceMin,
  description: jobs.description,
  requiredSkills: jobs.requiredSkills,
  updatedAt: jobs.updatedAt,
  slug: jobPostings.slug,
  showSalary: jobPostings.showSalary,
  questions: jobPostings.questions,
  publishedAt: jobPostings.publishedAt,
  postingUpdatedAt: jobPostings.updatedAt,
};
export type LiveJob = Awaited<ReturnType<typeof liveJobs>>[number];

const live = (orgId: string) => and(eq(jobPostings.orgId, orgId), eq(jobPostings.published, true), eq(jobs.status, 'open'), isNull(jobs.archivedAt));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function filterWhere(f: SiteFilters): SQL[] {
  const where: SQL[] = [];
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    where.push(or(ilike(jobs.title, pattern), ilike(jobs.department, pattern), ilike(jobs.location, pattern), ilike(jobs.description, pattern))!);
  }
  if (f.department) where.push(eq(jobs.department, f.department));
  if (f.location) where.push(eq(jobs.location, f.location));
  if (f.workplace) where.push(sql`${jobs.workplace} = ${f.workplace}`);
  if (f.type) where.push(sql`${jobs.employmentType} = ${f.type}`);
  return where;
}

/** The live jobs matching the filters, newest posting first (at most `limit`). */
export async function liveJobs(db: Db, { orgId, filters = {}, limit = 1000 }: { orgId: string; filters?: SiteFilters; limit?: number }) {
  return db
    .select(liveColumns)
    .from(jobPostings)
    .innerJoin(jobs, eq(jobs.id, jobPostings.jobId))
    .where(and(live(orgId), ...filterWhere(filters)))
    .orderBy(desc(jobPostings.publishedAt), asc(jobs.id))
    .limit(limit);
}

/** One page of the live jobs matching the filters, newest posting first, and how many match in all (one statement). */
export async function liveJobsPage(db: Db, { orgId, filters = {}, page, size }: { orgId: string; filters?: SiteFilters; page: number; size: number }) {
  const rows = await db
    .select({ ...liveColumns, total: sql<number>`count(*) over ()` })
    .from(jobPostings)
    .innerJoin(jobs, eq(jobs.id, jobPostings.jobId))
    .where(and(live(orgId), ...filterWhere(filters)))
    .orderBy(desc(jobPostings.publishedAt), asc(jobs.id))
    .limit(size)
    .offset((page - 1) * size);
  return { jobs: rows.map(({ total: _t, ...job }) => job as LiveJob), total: Number(rows[0]?.total ?? 0) };
}

/** The distinct departments, locations, workplaces and types among live jobs: the filter choices. */
export async function liveFacets(db: Db, orgId: string) {
  const rows = await db
    .selectDistinct({ department: jobs.department, location: jobs.location, workplace: jobs.workplace, type: jobs.employmentType })
    .from(jobPostings)
    .innerJoin(jobs, eq(jobs.id, jobPostings.jobId))
    .where(live(orgId));
  const pick = (key: keyof (typeof rows)[number]) => [...new Set(rows.map((r) => r[key]).filter((v): v is NonNullable<typeof v> => !!v))].sort();
  return { departments: pick('department'), locations: pick('location'), workplaces: pick('workplace'), types: pick('type') };
}

/**
 * A job by its address segment (posting slug or job id): live, `gone` when it was published and has
 * since closed, filled or been archived (410), or null (never published, unpublished, another
 * organization's, deleted: 404).
 */
export async function findSiteJob(db: Db, { orgId, ref }: { orgId: string; ref: string }): Promise<{ state: 'live'; job: LiveJob } | { state: 'gone' } | null> {
  const [row] = await db
    .select({ ...liveColumns, status: jobs.status, archivedAt: jobs.archivedAt, published: jobPostings.published })
    .from(jobPostings)
    .innerJoin(jobs, eq(jobs.id, jobPostings.jobId))
    .where(and(eq(jobPostings.orgId, orgId), or(eq(jobPostings.slug, ref), eq(jobPostings.jobId, ref))))
    .limit(1);
  if (!row || !row.published) return null;
  if (row.archivedAt || row.status === 'closed' || row.status === 'filled') return { state: 'gone' };
  if (row.status !== 'open') return null;
  const { status: _s, archivedAt: _a, published: _p, ...job } = row;
  return { state: 'live', job: job as LiveJob };
}

/** The newest change to any live job: the feeds' Last-Modified and the base of their ETag. */
export async function liveVersion(db: Db, orgId: string): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, latest: sql<string | null>`max(greatest(${jobs.updatedAt}, ${jobPostings.updatedAt}))` })
    .from(jobPostings)
    .innerJoin(jobs, eq(jobs.id, jobPostings.jobId))
    .where(live(orgId));
  return { count: Number(row?.n ?? 0), latest: row?.latest ? new Date(row.latest) : null };
}

/**
 * The slugs of the career pages with at least one live job, for robots.txt's Sitemap lines. Across
 * organizations on purpose: robots.txt speaks for the whole host.
 */
export async function liveSlugs(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: careerPages.slug })
    .from(careerPages)
    .innerJoin(jobPostings, and(eq(jobPostings.orgId, careerPages.orgId), eq(jobPostings.published, true)))
    .innerJoin(jobs, and(eq(jobs.id, jobPostings.jobId), eq(jobs.status, 'open'), isNull(jobs.archivedAt)))
    .orderBy(asc(careerPages.slug))
    .limit(limit);
  return rows.map((r) => r.slug);
}
