/** Drizzle only: the jobs of an organization with their state on a portal, portal postings and the applicants taken in. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { careerPages, integrationAccounts, jobPostings, jobs, memberships, organizations, portalApplicants, portalPostings, users, type PortalChannel, type PortalOutcome } from '../../../db/schema';
import { newId } from '../../../lib/ids';

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  location: jobs.location,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  openings: jobs.openings,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  requiredSkills: jobs.requiredSkills,
  niceToHaveSkills: jobs.niceToHaveSkills,
  department: jobs.department,
  status: jobs.status,
  updatedAt: jobs.updatedAt,
  published: sql<boolean>`coalesce(${portalPostings.published}, false)`,
  values: sql<Record<string, string>>`coalesce(${portalPostings.values}, '{}'::jsonb)`,
  publishedAt: portalPostings.publishedAt,
  postingUpdatedAt: portalPostings.updatedAt,
  careersSlug: sql<string | null>`case when ${jobPostings.published} then ${jobPostings.slug} end`,
};
export type PortalJobRow = Awaited<ReturnType<typeof portalJobs>>[number];

/** The organization's jobs that are not archived (or one of them), with their posting on the portal, newest first. */
export async function portalJobs(db: Db, { orgId, portal, jobId, publishedOpen = false }: { orgId: string; portal: string; jobId?: string; publishedOpen?: boolean }) {
  return db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(portalPostings, and(eq(portalPostings.jobId, jobs.id), eq(portalPostings.portal, portal), eq(portalPostings.orgId, orgId)))
    .leftJoin(jobPostings, and(eq(jobPostings.jobId, jobs.id), eq(jobPostings.orgId, orgId)))
    .where(
      and(
        eq(jobs.orgId, orgId),
        isNull(jobs.archivedAt),
        jobId ? eq(jobs.id, jobId) : undefined,
        publishedOpen ? and(eq(portalPostings.published, true), eq(jobs.status, 'open')) : undefined,
      ),
    )
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(1000);
}

/** The organization's name and its career page's slug (the jobs' careers addresses), if it has one. */
export async function orgFacts(db: Db, orgId: string): Promise<{ name: string; careersSlug: string | null }> {
  const [row] = await db
    .select({ name: organizations.name, slug: careerPages.slug })
    .from(organizations)
    .leftJoin(careerPages, eq(careerPages.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  return { name: row?.name ?? '', careersSlug: row?.slug ?? null };
}

/** Members with a connected IMAP mailbox: who can receive the portal's application emails. */
export async function mailboxMembers(db: Db, orgId: string) {
  return db
    .select({ userId: memberships.userId, name: users.name, email: integrationAccounts.label })
    .from(integrationAccounts)
    .innerJoin(memberships, and(eq(memberships.orgId, orgId), eq(memberships.userId, integrationAccounts.userId), eq(memberships.status, 'active')))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(integrationAccounts.orgId, orgId), eq(integrationAccounts.provider, 'imap')));
}

export async function savePostingRow(
  db: Db,
  { orgId, jobId, portal, published, values, userId }: { orgId: string; jobId: string; portal: string; published: boolean; values: Record<string, string>; userId: string },
) {
  const now = new Date();
  const stamps = published ? { publishedAt: now } : { unpublishedAt: now };
  await db
    .insert(portalPostings)
    .values({ orgId, jobId, portal, published, values, updatedBy: userId, updatedAt: now, ...stamps })
    .onConflictDoUpdate({
      target: [portalPostings.jobId, portalPostings.portal],
      // A job published again keeps the date it first went out while it stays published.
      set: { published, values, updatedBy: userId, updatedAt: now, ...(published ? { publishedAt: sql`case when ${portalPostings.published} then ${portalPostings.publishedAt} else ${now} end` } : stamps) },
    });
}

export async function unpublishAllRows(db: Db, { orgId, portal }: { orgId: string; portal: string }) {
  await db
    .update(portalPostings)
    .set({ published: false, unpublishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(portalPostings.orgId, orgId), eq(portalPostings.portal, portal), eq(portalPostings.published, true)));
}

export type ApplicantInsert = {
  orgId: string;
  portal: string;
  channel: PortalChannel;
  ref: string;
  outcome: PortalOutcome;
  reason: string | null;
  name: string;
  email: string | null;
  candidateId: string | null;
  applicationId: string | null;
  jobId: string | null;
  createdBy: string | null;
};

/** Records an applicant; false when the email is recorded already (another run of the same sync). */
export async function insertApplicantRow(db: Db, row: ApplicantInsert): Promise<boolean> {
  const inserted = await db
    .insert(portalApplicants)
    .values({ id: newId(), ...row, name: row.name.slice(0, 200), reason: row.reason?.slice(0, 300) ?? null })
    .onConflictDoNothing()
    .returning({ id: portalApplicants.id });
  return inserted.length === 1;
}

/** The refs of these emails the organization has taken from the portal already. */
export async function knownEmailRefs(db: Db, { orgId, portal, refs }: { orgId: string; portal: string; refs: string[] }): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ ref: portalApplicants.ref })
    .from(portalApplicants)
    .where(and(eq(portalApplicants.orgId, orgId), eq(portalApplicants.portal, portal), eq(portalApplicants.channel, 'email'), inArray(portalApplicants.ref, refs)));
  return new Set(rows.map((r) => r.ref));
}

export async function recentApplicants(db: Db, { orgId, portal, limit = 50 }: { orgId: string; portal: string; limit?: number }) {
  return db
    .select({
      id: portalApplicants.id,
      channel: portalApplicants.channel,
      outcome: portalApplicants.outcome,
      reason: portalApplicants.reason,
      name: portalApplicants.name,
      email: portalApplicants.email,
      candidateId: portalApplicants.candidateId,
      applicationId: portalApplicants.applicationId,
      jobId: portalApplicants.jobId,
      jobTitle: jobs.title,
      createdAt: portalApplicants.createdAt,
    })
    .from(portalApplicants)
    .leftJoin(jobs, eq(jobs.id, portalApplicants.jobId))
    .where(and(eq(portalApplicants.orgId, orgId), eq(portalApplicants.portal, portal)))
    .orderBy(desc(portalApplicants.createdAt), desc(portalApplicants.id))
    .limit(limit);
}

/** Every job of the organization that is not archived, by id and title: what a job column or an email's job reference is read against. */
export async function jobRefs(db: Db, { orgId, portal }: { orgId: string; portal: string }) {
  return db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, published: sql<boolean>`coalesce(${portalPostings.published}, false)` })
    .from(jobs)
    .leftJoin(portalPostings, and(eq(portalPostings.jobId, jobs.id), eq(portalPostings.portal, portal), eq(portalPostings.orgId, orgId)))
    .where(and(eq(jobs.orgId, orgId), isNull(jobs.archivedAt)));
}
