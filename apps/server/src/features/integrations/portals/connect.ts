/**
 * Connecting a portal account is a form, checked as far as it can be without the portal's own API
 * (decision 052): the employer id's shape, the account's email, each default against the portal's
 * fields and choices, and the chosen mailbox being a member's connected one. Nothing leaves the
 * machine. The feed's address is a capability link issued with the account and kept in its sealed
 * secret, so administrators can read it again; a reconnect keeps it, a disconnect revokes it.
 */
import { portalConnectSchema, type PortalSettings } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberships } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findLink, issueLink, revokeLinksFor } from '../../../lib/capability-links';
import type { AppContext } from '../../../lib/context';
import { validate } from '../../../lib/http';
import { accountSecret, findAccount, type IntegrationAccount } from '../accounts';
import type { Owner, ProviderHooks, VerifiedConnection } from '../providers';
import { portalDef, type PortalDef } from './definitions';

export const FEED_PURPOSE = 'portal_feed';
export type PortalSecret = { feed_token: string };

const fieldError = (path: string, message: string) => new AppError('validation_failed', message, [{ path, message }]);

/** The organization-level defaults must name the portal's own fields and, for a choice field, one of its choices. */
export function checkDefaults(def: PortalDef, defaults: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(defaults)) {
    const field = def.feed.fields.find((f) => f.from === `portal.${key}`);
    if (!field) throw fieldError(`defaults.${key}`, `${def.name} has no field “${key}” a job can set`);
    if (value && field.choices?.length && !field.choices.includes(value)) throw fieldError(`defaults.${key}`, `${field.label} must be one of ${def.name}’s values`);
    if (value) out[key] = value;
  }
  return out;
}

/** The member, when they belong to the organization and have a connected IMAP mailbox. */
export async function checkMailbox(db: Db, orgId: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId), eq(memberships.status, 'active')));
  const mailbox = member ? await findAccount(db, orgId, userId, 'imap') : null;
  if (!mailbox) throw fieldError('mailbox_user_id', 'Choose a member who has connected a mailbox under Apps');
  return userId;
}

/** The feed token of the organization's account, when its link is still valid. */
export async function liveFeedToken(ctx: Pick<AppContext, 'db' | 'env'>, account: IntegrationAccount | null): Promise<string | null> {
  if (!account) return null;
  let token: string | undefined;
  try {
    token = accountSecret<PortalSecret>(ctx.env, account).feed_token;
  } catch {
    return null;
  }
  const found = token ? await findLink(ctx.db, FEED_PURPOSE, token) : null;
  return found && found.state === 'valid' && found.link.orgId === account.orgId && found.link.subjectId === account.provider ? token! : null;
}

async function verifyPortal(def: PortalDef, ctx: AppContext, owner: Owner, body: unknown): Promise<VerifiedConnection> {
  const input = validate(portalConnectSchema, body);
  const existing = await findAccount(ctx.db, owner.orgId, null, def.id);
  const current = (existing?.settings ?? {}) as Partial<PortalSettings>;
  const settings: PortalSettings = {
    employer_id: input.employer_id,
    account_email: input.account_email,
    // A choice carried over from before is dropped when that mailbox has gone since; a new one must be valid.
    mailbox_user_id: input.mailbox_user_id === undefined ? await checkMailbox(ctx.db, owner.orgId, current.mailbox_user_id ?? null).catch(() => null) : await checkMailbox(ctx.db, owner.orgId, input.mailbox_user_id),
    defaults: checkDefaults(def, input.defaults ?? current.defaults ?? {}),
  };
  const token = (await liveFeedToken(ctx, existing)) ?? (await issueLink(ctx.db, { orgId: owner.orgId, purpose: FEED_PURPOSE, subjectId: def.id, ttlSeconds: null })).token;
  return { label: `Employer ${settings.employer_id} (${settings.account_email})`, secret: { feed_token: token } satisfies PortalSecret, settings };
}

export function portalHooks(id: string): ProviderHooks {
  const def = portalDef(id);
  if (!def) return {};
  return {
    verify: (ctx, owner, body) => verifyPortal(def, ctx, owner, body),
    beforeDisconnect: async (ctx, account) => {
      await revokeLinksFor(ctx.db, account.orgId, FEED_PURPOSE, def.id);
    },
  };
}
