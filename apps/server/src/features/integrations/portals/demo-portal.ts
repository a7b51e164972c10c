/**
 * The demo organization's Naukri: connected (an employer id, the admin's address, defaults for its
 * fields), its two first complete open jobs published to the feed, and a few of those jobs' applicants
 * marked as arriving from Naukri, by export and by email. Nothing is fetched or sent.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applications, candidates, portalApplicants, portalPostings } from '../../../db/schema';
import { issueLink } from '../../../lib/capability-links';
import type { Env } from '../../../lib/env';
import { newId } from '../../../lib/ids';
import { saveAccount } from '../accounts';
import { FEED_PURPOSE, type PortalSecret } from './connect';
import { NAUKRI } from './definitions';
import { mapJob, missingFields } from './mapping';
import { orgFacts, portalJobs } from './portals.repo';

const DEFAULTS = { industry: 'Recruitment / Staffing', functional_area: 'Engineering - Software & QA' };

export async function seedDemoPortal(db: Db, env: Pick<Env, 'authSecret'>, { orgId, adminId, adminEmail }: { orgId: string; adminId: string; adminEmail: string }): Promise<void> {
  const { token } = await issueLink(db, { orgId, purpose: FEED_PURPOSE, subjectId: NAUKRI.id, ttlSeconds: null, createdBy: adminId });
  await saveAccount(db, env as Env, {
    orgId,
    userId: null,
    provider: NAUKRI.id,
    label: `Employer HB-DEMO-1042 (${adminEmail})`,
    secret: { feed_token: token } satisfies PortalSecret,
    settings: { employer_id: 'HB-DEMO-1042', account_email: adminEmail, mailbox_user_id: null, defaults: DEFAULTS },
  });
  const facts = await orgFacts(db, orgId);
  const open = (await portalJobs(db, { orgId, portal: NAUKRI.id })).filter((j) => j.status === 'open');
  const complete = open.filter((j) => missingFields(NAUKRI, mapJob(NAUKRI, j, { orgName: facts.name, values: {}, defaults: DEFAULTS, careersUrl: null, publishedAt: null })).length === 0);
  const chosen = (complete.length ? complete : open).slice(0, 2);
  if (chosen.length === 0) return;
  const now = Date.now();
  await db.insert(portalPostings).values(chosen.map((j, i) => ({ orgId, jobId: j.id, portal: NAUKRI.id, published: true, values: {}, publishedAt: new Date(now - (i + 2) * 86_400_000), updatedBy: adminId })));

  const apps = await db
    .select({ id: applications.id, jobId: applications.jobId, candidateId: applications.candidateId, createdAt: applications.createdAt, first: candidates.firstName, last: candidates.lastName, email: candidates.email })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.orgId, orgId), inArray(applications.jobId, chosen.map((j) => j.id))))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(4);
  if (apps.length === 0) return;
  await db.update(applications).set({ source: NAUKRI.source }).where(inArray(applications.id, apps.map((a) => a.id)));
  await db.insert(portalApplicants).values(
    apps.map((a, i) => ({
      id: newId(),
      orgId,
      portal: NAUKRI.id,
      channel: i % 2 === 0 ? ('email' as const) : ('file' as const),
      ref: i % 2 === 0 ? `<demo-response-${i + 1}@naukri.com>` : `naukri-responses.xlsx#${i + 1}`,
      outcome: i === 1 ? ('matched' as const) : ('created' as const),
      reason: null,
      name: `${a.first} ${a.last}`.trim(),
      email: a.email,
      candidateId: a.candidateId,
      applicationId: a.id,
      jobId: a.jobId,
      createdBy: i % 2 === 0 ? null : adminId,
      createdAt: a.createdAt,
    })),
  );
}
