/**
 * The portal page's use cases: what the portal holds (settings, feed address, jobs with their state,
 * recent applicants), publishing a job after the portal's required fields are checked, the settings,
 * the export import, and the public feed. Plan and role checks are the routes' guards; the portal's
 * account must be connected for anything that changes what the portal receives.
 */
import type { PortalApplicant, PortalImportInput, PortalJob, PortalOverview, PortalPostingInput, PortalSettings, PortalSettingsInput } from '@hirebase/shared';
import { can, isFeatureOn, type Role } from '@hirebase/shared';
import { logActivity } from '../../../lib/activity';
import { AppError, notFound } from '../../../lib/app-error';
import { findLink } from '../../../lib/capability-links';
import type { AppContext } from '../../../lib/context';
import { siteUrl } from '../../careers/career-page.service';
import type { ReceivedSheet } from '../../data-transfer/receive-sheet';
import { loadPlanAccess } from '../../subscriptions/subscriptions.service';
import { findAccount, updateAccount, type IntegrationAccount } from '../accounts';
import { checkDefaults, checkMailbox, FEED_PURPOSE, liveFeedToken } from './connect';
import { portalDef, type PortalDef } from './definitions';
import { portalFeedXml } from './feed';
import { importPortalFile, previewPortalImport } from './import-file';
import { mapJob, missingFields } from './mapping';
import { mailboxMembers, orgFacts, portalJobs, recentApplicants, savePostingRow, type PortalJobRow } from './portals.repo';

export type Member = { orgId: string; userId: string; role: Role };

export function definition(portal: string): PortalDef {
  const def = portalDef(portal);
  if (!def) throw notFound('Portal');
  return def;
}

async function connectedAccount(ctx: AppContext, def: PortalDef, orgId: string): Promise<IntegrationAccount> {
  const account = await findAccount(ctx.db, orgId, null, def.id);
  if (!account || account.status !== 'connected') throw new AppError('conflict', `Connect ${def.name} first`);
  return account;
}

const settingsOf = (account: IntegrationAccount | null): PortalSettings | null => (account ? ({ mailbox_user_id: null, defaults: {}, ...account.settings } as PortalSettings) : null);

type Facts = { name: string; careersSlug: string | null };

function entryOf(ctx: AppContext, def: PortalDef, row: PortalJobRow, facts: Facts, settings: PortalSettings | null) {
  const careersUrl = row.careersSlug && facts.careersSlug ? `${siteUrl(ctx.env, facts.careersSlug)}/jobs/${row.careersSlug}` : null;
  const values = mapJob(def, row, { orgName: facts.name, values: row.values, defaults: settings?.defaults ?? {}, careersUrl, publishedAt: row.publishedAt });
  return { values, missing: missingFields(def, values) };
}

function toJob(ctx: AppContext, def: PortalDef, row: PortalJobRow, facts: Facts, settings: PortalSettings | null): PortalJob {
  const { missing } = entryOf(ctx, def, row, facts, settings);
  return {
    job_id: row.id,
    title: row.title,
    status: row.status,
    published: row.published,
    published_at: row.published ? (row.publishedAt?.toISOString() ?? null) : null,
    values: row.values,
    missing,
    in_feed: row.published && row.status === 'open' && missing.length === 0,
  };
}

const feedUrl = (ctx: AppContext, def: PortalDef, token: string) => `${ctx.env.publicUrl}/api/v1/public/portals/${def.id}/feeds/${token}.xml`;

export async function portalOverview(ctx: AppContext, member: Member, portal: string): Promise<PortalOverview> {
  const def = definition(portal);
  const admin = can(member.role, 'integrations:manage');
  const account = await findAccount(ctx.db, member.orgId, null, def.id);
  const settings = settingsOf(account);
  const [facts, rows, applicants, token, mailboxes] = await Promise.all([
    orgFacts(ctx.db, member.orgId),
    portalJobs(ctx.db, { orgId: member.orgId, portal: def.id }),
    recentApplicants(ctx.db, { orgId: member.orgId, portal: def.id }),
    admin && account?.status === 'connected' ? liveFeedToken(ctx, account) : null,
    admin ? mailboxMembers(ctx.db, member.orgId) : [],
  ]);
  return {
    portal: def.id,
    name: def.name,
    source: def.source,
    connected: account?.status === 'connected',
    settings,
    feed_url: token ? feedUrl(ctx, def, token) : null,
    fields: def.feed.fields.map((f) => ({ key: f.key, element: f.element, label: f.label, required: f.required, from: f.from, choices: f.choices ?? [] })),
    sender_domains: def.mail.senderDomains,
    mailboxes: mailboxes.map((m) => ({ user_id: m.userId, name: m.name, email: m.email })),
    jobs: rows.map((r) => toJob(ctx, def, r, facts, settings)),
    applicants: applicants.map(
      (a): PortalApplicant => ({
        id: a.id,
        channel: a.channel,
        outcome: a.outcome,
        reason: a.reason,
        name: a.name,
        email: a.email,
        candidate_id: a.candidateId,
        application_id: a.applicationId,
        job_id: a.jobId,
        job_title: a.jobTitle,
        created_at: a.createdAt.toISOString(),
      }),
    ),
  };
}

async function jobOnPortal(ctx: AppContext, def: PortalDef, orgId: string, jobId: string) {
  const [row] = await portalJobs(ctx.db, { orgId, portal: def.id, jobId });
  if (!row) throw notFound('Job');
  return row;
}

/**
 * Saves the job's values for the portal and, when asked, publishes it: a job missing any of the
 * portal's required fields is refused with 422 naming each, and nothing is saved.
 */
export async function savePortalPosting(ctx: AppContext, member: Member, portal: string, jobId: string, input: PortalPostingInput): Promise<PortalJob> {
  const def = definition(portal);
  const account = await connectedAccount(ctx, def, member.orgId);
  const row = await jobOnPortal(ctx, def, member.orgId, jobId);
  const own = new Set(def.feed.fields.filter((f) => f.from.startsWith('portal.')).map((f) => f.from.slice('portal.'.length)));
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.values)) {
    if (!own.has(key)) throw new AppError('validation_failed', `${def.name} has no field “${key}” a job can set`, [{ path: `values.${key}`, message: 'Unknown field' }]);
    if (value) values[key] = value;
  }
  const facts = await orgFacts(ctx.db, member.orgId);
  const next = { ...row, values };
  const { missing } = entryOf(ctx, def, next, facts, settingsOf(account));
  const published = input.publish;
  if (published && row.status !== 'open') throw new AppError('validation_failed', `Only open jobs are published to ${def.name}`, [{ path: 'status', message: 'The job is not open' }]);
  if (published && missing.length) {
    throw new AppError('validation_failed', `${def.name} needs more before this job can be published: ${missing.map((m) => m.label).join('; ')}`, missing.map((m) => ({ path: m.key, message: m.label })));
  }
  await ctx.db.transaction(async (tx) => {
    await savePostingRow(tx, { orgId: member.orgId, jobId, portal: def.id, published, values, userId: member.userId });
    await logActivity(tx, {
      orgId: member.orgId,
      actorId: member.userId,
      action: published ? 'publish' : row.published ? 'unpublish' : 'update',
      entityType: 'job',
      entityId: jobId,
      changes: { [`portal_${def.id}`]: { before: row.published ? 'published' : 'not published', after: published ? 'published' : 'not published' }, [`portal_${def.id}_values`]: { before: row.values, after: values } },
    });
  });
  return toJob(ctx, def, await jobOnPortal(ctx, def, member.orgId, jobId), facts, settingsOf(account));
}

export async function unpublishPortalPosting(ctx: AppContext, member: Member, portal: string, jobId: string): Promise<PortalJob> {
  const def = definition(portal);
  const row = await jobOnPortal(ctx, def, member.orgId, jobId);
  return savePortalPosting(ctx, member, portal, jobId, { values: row.values, publish: false });
}

export async function updatePortalSettings(ctx: AppContext, member: Member, portal: string, input: PortalSettingsInput): Promise<PortalOverview> {
  const def = definition(portal);
  const account = await connectedAccount(ctx, def, member.orgId);
  const current = settingsOf(account)!;
  const next: PortalSettings = {
    ...current,
    ...(input.mailbox_user_id !== undefined ? { mailbox_user_id: await checkMailbox(ctx.db, member.orgId, input.mailbox_user_id) } : {}),
    ...(input.defaults !== undefined ? { defaults: checkDefaults(def, input.defaults) } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { settings: next });
    await logActivity(tx, {
      orgId: member.orgId,
      actorId: member.userId,
      action: 'update',
      entityType: 'integration_account',
      entityId: account.id,
      changes: { mailbox_user_id: { before: current.mailbox_user_id, after: next.mailbox_user_id }, defaults: { before: current.defaults, after: next.defaults } },
    });
  });
  return portalOverview(ctx, member, portal);
}

export async function previewPortalFile(ctx: AppContext, member: Member, portal: string, file: ReceivedSheet) {
  const def = definition(portal);
  await connectedAccount(ctx, def, member.orgId);
  return previewPortalImport(ctx, def, { orgId: member.orgId, file });
}

export async function importPortalApplicants(ctx: AppContext, member: Member, portal: string, input: PortalImportInput) {
  const def = definition(portal);
  const account = await connectedAccount(ctx, def, member.orgId);
  return importPortalFile(ctx, def, { orgId: member.orgId, userId: member.userId, accountId: account.id, input });
}

/** The feed a token opens: the organization's published, open, complete jobs; null for anything else (404). */
export async function portalFeed(ctx: AppContext, portal: string, token: string): Promise<string | null> {
  const def = portalDef(portal);
  const found = def ? await findLink(ctx.db, FEED_PURPOSE, token) : null;
  if (!def || !found || found.state !== 'valid' || found.link.subjectId !== def.id) return null;
  const orgId = found.link.orgId;
  const account = await findAccount(ctx.db, orgId, null, def.id);
  if (!account || account.status !== 'connected' || (await liveFeedToken(ctx, account)) !== token) return null;
  if (!isFeatureOn(await loadPlanAccess(ctx.db, orgId), 'job_portals')) return null;
  const settings = settingsOf(account)!;
  const [facts, rows] = await Promise.all([orgFacts(ctx.db, orgId), portalJobs(ctx.db, { orgId, portal: def.id, publishedOpen: true })]);
  const entries = rows.map((r) => entryOf(ctx, def, r, facts, settings)).filter((e) => e.missing.length === 0);
  const latest = rows.reduce((max, r) => Math.max(max, r.updatedAt.getTime(), r.postingUpdatedAt?.getTime() ?? 0), account.updatedAt.getTime());
  return portalFeedXml(def, { employerId: settings.employer_id, publisher: facts.name, updatedAt: new Date(latest) }, entries.map((e) => e.values));
}

