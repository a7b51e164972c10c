/**
 * The organization's sourcing partners: invited by email with the jobs shared with them, listed with
 * what they submitted, changed, and deactivated (which ends their sessions at once).
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  SCOUT_INVITE_LINK_DAYS,
  type ScoutPartner,
  type ScoutPartnerInvite,
  type ScoutPartnerPatch,
  scoutPartnerInviteSchema,
  scoutPartnerPatchSchema,
} from '@hirebase/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, capabilityLinks, jobs, organizations, scoutPartnerJobs, scoutPartners, scoutRecords } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { issueLink } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { actionMail, ensureOutboxQueue, queueMailInTx } from '../../lib/mailer';
import { SCOUT_MAGIC_PURPOSE, SCOUT_SESSION_PURPOSE, portalLink } from './scout-session';

type Actor = { orgId: string; actorId: string };
type SharedJobs = z.output<typeof scoutPartnerInviteSchema>['jobs'];

/** Every partner of the organization with their shared jobs and counts, newest first. */
export async function listPartners(db: Db, { orgId, partnerId }: { orgId: string; partnerId?: string }): Promise<ScoutPartner[]> {
  const rows = await db
    .select()
    .from(scoutPartners)
    .where(and(eq(scoutPartners.orgId, orgId), partnerId ? eq(scoutPartners.id, partnerId) : undefined))
    .orderBy(sql`${scoutPartners.createdAt} desc`);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const shared = await db
    .select({ partnerId: scoutPartnerJobs.partnerId, jobId: scoutPartnerJobs.jobId, notes: scoutPartnerJobs.notes, showSalary: scoutPartnerJobs.showSalary, title: jobs.title })
    .from(scoutPartnerJobs)
    .innerJoin(jobs, eq(jobs.id, scoutPartnerJobs.jobId))
    .where(and(eq(scoutPartnerJobs.orgId, orgId), inArray(scoutPartnerJobs.partnerId, ids)))
    .orderBy(asc(jobs.title));
  const counts = await db
    .select({
      partnerId: scoutRecords.partnerId,
      submitted: count(),
      accepted: sql<number>`count(*) filter (where ${scoutRecords.status} = 'accepted')`.mapWith(Number),
      hired: sql<number>`count(*) filter (where ${applications.status} = 'hired')`.mapWith(Number),
    })
    .from(scoutRecords)
    .leftJoin(applications, eq(applications.id, scoutRecords.applicationId))
    .where(and(eq(scoutRecords.orgId, orgId), inArray(scoutRecords.partnerId, ids)))
    .groupBy(scoutRecords.partnerId);
  const byPartner = new Map(counts.map((c) => [c.partnerId, c]));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    company: r.company,
    commission_terms: r.commissionTerms,
    status: r.status,
    jobs: shared.filter((s) => s.partnerId === r.id).map((s) => ({ job_id: s.jobId, title: s.title, notes: s.notes, show_salary: s.showSalary })),
    submitted: Number(byPartner.get(r.id)?.submitted ?? 0),
    accepted: byPartner.get(r.id)?.accepted ?? 0,
    hired: byPartner.get(r.id)?.hired ?? 0,
    last_activity_at: r.lastActivityAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function getPartner(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<ScoutPartner> {
  const [partner] = await listPartners(db, { orgId, partnerId: id });
  if (!partner) throw notFound('Partner');
  return partner;
}

/** The shared jobs must be the organization's own, live jobs: another organization's id is a field error, not a leak. */
async function checkJobs(tx: Db, orgId: string, shared: SharedJobs) {
  const ids = [...new Set(shared.map((j) => j.job_id))];
  if (ids.length !== shared.length) throw new AppError('validation_failed', 'A job is listed twice', [{ path: 'jobs', message: 'A job is listed twice' }]);
  if (ids.length === 0) return;
  const found = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), inArray(jobs.id, ids), isNull(jobs.archivedAt)));
  if (found.length !== ids.length) throw new AppError('validation_failed', 'Choose jobs of this organization', [{ path: 'jobs', message: 'Choose jobs of this organization' }]);
}

async function setJobs(tx: Db, orgId: string, partnerId: string, shared: SharedJobs) {
  await tx.delete(scoutPartnerJobs).where(and(eq(scoutPartnerJobs.orgId, orgId), eq(scoutPartnerJobs.partnerId, partnerId)));
  if (shared.length) {
    await tx.insert(scoutPartnerJobs).values(shared.map((j) => ({ orgId, partnerId, jobId: j.job_id, notes: j.notes, showSalary: j.show_salary })));
  }
}

/** Invites a partner: the row, the shared jobs and the invitation mail with a sign-in link, in one transaction. */
export async function invitePartner(ctx: Pick<AppContext, 'db' | 'mailer' | 'queue' | 'env'>, actor: Actor, input: z.output<typeof scoutPartnerInviteSchema>) {
  const { db } = ctx;
  await ensureOutboxQueue(ctx);
  const id = newId();
  await db.transaction(async (tx) => {
    await checkJobs(tx, actor.orgId, input.jobs);
    const inserted = await tx
      .insert(scoutPartners)
      .values({ id, orgId: actor.orgId, email: input.email, name: input.name, company: input.company, commissionTerms: input.commission_terms, invitedBy: actor.actorId })
      .onConflictDoNothing()
      .returning({ id: scoutPartners.id });
    if (inserted.length === 0) throw new AppError('conflict', 'This email is already a partner', [{ path: 'email', message: 'This email is already a partner' }]);
    await setJobs(tx, actor.orgId, id, input.jobs);
    const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, actor.orgId));
    const { token } = await issueLink(tx, { orgId: actor.orgId, purpose: SCOUT_MAGIC_PURPOSE, subjectId: id, ttlSeconds: SCOUT_INVITE_LINK_DAYS * 86_400, singleUse: true, createdBy: actor.actorId });
    const mail = actionMail({
      heading: `${org!.name} invites you as a sourcing partner`,
      body: `Hi ${input.name}, ${org!.name} shares jobs with you on Hirebase. Open the portal to see them and submit candidates. The link works once, within ${SCOUT_INVITE_LINK_DAYS} days; later you can ask for a new one with this email address.`,
      action: 'Open the partner portal',
      url: portalLink(ctx.env, token),
    });
    await queueMailInTx(tx, ctx, { to: input.email, subject: `${org!.name} invites you as a sourcing partner`, kind: 'scout_invite', orgId: actor.orgId, ...mail });
    await logActivity(tx, { ...actor, action: 'invite', entityType: 'scout_partner', entityId: id, changes: { email: { before: null, after: input.email }, jobs: { before: null, after: input.jobs.length } } });
  });
  return getPartner(db, { orgId: actor.orgId, id });
}

async function partnerRow(db: Db, orgId: string, id: string) {
  const [row] = await db.select().from(scoutPartners).where(and(eq(scoutPartners.orgId, orgId), eq(scoutPartners.id, id)));
  if (!row) throw notFound('Partner');
  return row;
}

/** Changes a partner's details or shared jobs; unsharing a job hides it from the portal, not their submissions. */
export async function updatePartner(db: Db, actor: Actor, id: string, patch: z.output<typeof scoutPartnerPatchSchema>) {
  await db.transaction(async (tx) => {
    const row = await partnerRow(tx, actor.orgId, id);
    const values: Partial<typeof scoutPartners.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.company !== undefined) values.company = patch.company;
    if (patch.commission_terms !== undefined) values.commissionTerms = patch.commission_terms;
    await tx.update(scoutPartners).set(values).where(eq(scoutPartners.id, row.id));
    if (patch.jobs) {
      await checkJobs(tx, actor.orgId, patch.jobs);
      await setJobs(tx, actor.orgId, row.id, patch.jobs);
    }
    await logActivity(tx, { ...actor, action: 'update', entityType: 'scout_partner', entityId: id, changes: Object.fromEntries(Object.keys(patch).map((k) => [k, { before: null, after: 'changed' }])) });
  });
  return getPartner(db, { orgId: actor.orgId, id });
}

/** Deactivates a partner: no more sign-in links, every session and pending link revoked now. */
export async function deactivatePartner(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const row = await partnerRow(tx, actor.orgId, id);
    if (row.status === 'deactivated') return;
    await tx.update(scoutPartners).set({ status: 'deactivated', updatedAt: new Date() }).where(eq(scoutPartners.id, row.id));
    await tx
      .update(capabilityLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(capabilityLinks.orgId, actor.orgId),
          inArray(capabilityLinks.purpose, [SCOUT_MAGIC_PURPOSE, SCOUT_SESSION_PURPOSE]),
          eq(capabilityLinks.subjectId, row.id),
          isNull(capabilityLinks.revokedAt),
        ),
      );
    await logActivity(tx, { ...actor, action: 'deactivate', entityType: 'scout_partner', entityId: id, changes: { status: { before: row.status, after: 'deactivated' } } });
  });
  return getPartner(db, { orgId: actor.orgId, id });
}

export type { ScoutPartnerInvite, ScoutPartnerPatch };
