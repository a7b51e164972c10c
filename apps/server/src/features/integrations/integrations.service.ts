/**
 * /apps: every provider with the state of this member's (or the organization's) connection, connecting
 * through OAuth or a verified form, and disconnecting (revoking at the provider where it can). Provider
 * specifics live in the provider modules, reached through providers.ts.
 */
import { can, isFeatureOn, type IntegrationState, type Role } from '@hirebase/shared';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { loadPlanAccess } from '../subscriptions/subscriptions.service';
import { accountSecret, deleteAccount, findAccount, listAccounts, saveAccount, type IntegrationAccount } from './accounts';
import { authorizationUrl, exchangeCode, oauthConfigured, oauthIdentity, revokeTokens, type OAuthTokens } from './oauth';
import { PROVIDERS, providerDef, providerHooks, type Owner, type ProviderDef, type VerifiedConnection } from './providers';

export type Member = { orgId: string; userId: string; role: Role };

const canManage = (def: ProviderDef, role: Role) => def.scope === 'user' || can(role, 'integrations:manage');

function ownerOf(def: ProviderDef, member: Member): Owner {
  return { orgId: member.orgId, userId: def.scope === 'user' ? member.userId : null };
}

function configured(ctx: AppContext, def: ProviderDef): boolean {
  return def.oauth ? oauthConfigured(ctx.env, def.oauth.app) : true;
}

export function toState(ctx: AppContext, def: ProviderDef, account: IntegrationAccount | null, member: Member, features: Parameters<typeof isFeatureOn>[0]): IntegrationState {
  return {
    provider: def.id,
    name: def.name,
    description: def.description,
    kinds: def.kinds,
    scope: def.scope,
    connect: def.connect,
    plan_flag: def.planFlag ?? null,
    plan_allows: def.planFlag ? isFeatureOn(features, def.planFlag) : true,
    configured: configured(ctx, def),
    can_manage: canManage(def, member.role),
    app_path: def.appPath ?? null,
    syncs: !!def.syncs,
    account: account && {
      id: account.id,
      status: account.status,
      label: account.label,
      error: account.error,
      last_synced_at: account.lastSyncedAt?.toISOString() ?? null,
      connected_at: account.createdAt.toISOString(),
      settings: account.settings,
    },
  };
}

export async function listIntegrations(ctx: AppContext, member: Member): Promise<IntegrationState[]> {
  const [accounts, plan] = await Promise.all([listAccounts(ctx.db, member.orgId, member.userId), loadPlanAccess(ctx.db, member.orgId)]);
  return PROVIDERS.map((def) => {
    const owner = ownerOf(def, member);
    const account = accounts.find((a) => a.provider === def.id && a.userId === owner.userId) ?? null;
    return toState(ctx, def, account, member, plan);
  });
}

/** The provider, when this member may connect it on this plan. */
async function connectable(ctx: AppContext, member: Member, provider: string): Promise<ProviderDef> {
  const def = providerDef(provider);
  if (!def) throw notFound('Integration');
  if (!canManage(def, member.role)) throw new AppError('forbidden', 'Only administrators connect the organization’s integrations');
  if (def.planFlag && !isFeatureOn(await loadPlanAccess(ctx.db, member.orgId), def.planFlag)) {
    throw new AppError('feature_disabled', `Your plan does not include ${def.name}`, { feature: def.planFlag });
  }
  return def;
}

async function saved(ctx: AppContext, member: Member, def: ProviderDef, connection: VerifiedConnection): Promise<IntegrationState> {
  const owner = ownerOf(def, member);
  const account = await ctx.db.transaction(async (tx) => {
    const row = await saveAccount(tx, ctx.env, { ...owner, provider: def.id, ...connection });
    await logActivity(tx, { orgId: member.orgId, actorId: member.userId, action: 'create', entityType: 'integration_account', entityId: row.id, changes: { provider: { before: null, after: def.id }, label: { before: null, after: row.label } } });
    return row;
  });
  await (await providerHooks(def)).afterConnect?.(ctx, account);
  return toState(ctx, def, (await findAccount(ctx.db, owner.orgId, owner.userId, def.id)) ?? account, member, await loadPlanAccess(ctx.db, member.orgId));
}

/** OAuth providers answer with the address to send the user to; form providers verify the body and save it. */
export async function connect(ctx: AppContext, member: Member, provider: string, body: unknown): Promise<{ authorization_url: string } | IntegrationState> {
  const def = await connectable(ctx, member, provider);
  if (def.oauth) {
    if (!configured(ctx, def)) throw new AppError('conflict', `${def.name} is not configured on this server`);
    return { authorization_url: await authorizationUrl(ctx, { ...ownerOf(def, member), provider: def.id, ...def.oauth }) };
  }
  const hooks = await providerHooks(def);
  if (!hooks.verify) throw new AppError('conflict', `${def.name} cannot be connected on this server yet`);
  return saved(ctx, member, def, await hooks.verify(ctx, ownerOf(def, member), body));
}

/** The provider sent the user back: the state is checked and spent, the code exchanged, the account saved. */
export async function completeOAuth(ctx: AppContext, member: Member, provider: string, input: { code: string; state: string }): Promise<IntegrationState> {
  const def = await connectable(ctx, member, provider);
  if (!def.oauth) throw notFound('Integration');
  const tokens = await exchangeCode(ctx, { ...ownerOf(def, member), provider: def.id, ...def.oauth, ...input });
  const hooks = await providerHooks(def);
  let who: { label: string; settings?: Record<string, unknown> };
  try {
    who = hooks.identify ? await hooks.identify(ctx, tokens) : await oauthIdentity(ctx.env, def.oauth.app, tokens.access_token);
  } catch (err) {
    throw new AppError('bad_request', `Connected, but reading the account failed: ${(err as Error).message}`);
  }
  return saved(ctx, member, def, { label: who.label, secret: tokens, settings: who.settings });
}

/** The member's own (or, for administrators, the organization's) connected account of the provider; `what` names the refused action. */
async function connectedAccount(ctx: AppContext, member: Member, provider: string, what: string): Promise<{ def: ProviderDef; account: IntegrationAccount }> {
  const def = providerDef(provider);
  if (!def) throw notFound('Integration');
  if (!canManage(def, member.role)) throw new AppError('forbidden', `Only administrators ${what} the organization’s integrations`);
  const owner = ownerOf(def, member);
  const account = await findAccount(ctx.db, owner.orgId, owner.userId, def.id);
  if (!account) throw notFound('Integration');
  return { def, account };
}

/** "Sync now": the member's connected account of the provider syncs at once (a new chain of syncs, for mail). */
export async function syncNow(ctx: AppContext, member: Member, provider: string): Promise<IntegrationState> {
  const { def, account } = await connectedAccount(ctx, member, provider, 'sync');
  const hooks = await providerHooks(def);
  if (!hooks.syncNow) throw new AppError('conflict', `${def.name} does not sync`);
  if (account.status !== 'connected') throw new AppError('conflict', `Reconnect ${def.name} first`);
  await hooks.syncNow(ctx, account);
  return toState(ctx, def, account, member, await loadPlanAccess(ctx.db, member.orgId));
}

export async function disconnect(ctx: AppContext, member: Member, provider: string): Promise<void> {
  const { def, account } = await connectedAccount(ctx, member, provider, 'disconnect');
  await (await providerHooks(def)).beforeDisconnect?.(ctx, account);
  if (def.oauth) {
    let tokens: OAuthTokens | null = null;
    try {
      tokens = accountSecret<OAuthTokens>(ctx.env, account);
    } catch {
      // sealed with a secret this server no longer has: nothing to revoke with
    }
    if (tokens) await revokeTokens(ctx.env, def.oauth.app, tokens);
  }
  await ctx.db.transaction(async (tx) => {
    await deleteAccount(tx, account.id);
    await logActivity(tx, { orgId: member.orgId, actorId: member.userId, action: 'delete', entityType: 'integration_account', entityId: account.id, changes: { provider: { before: def.id, after: null }, label: { before: account.label, after: null } } });
  });
}
