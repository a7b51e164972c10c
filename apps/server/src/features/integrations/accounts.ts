/**
 * Connected accounts as stored: one row per (organization, provider, user), its secret sealed by
 * lib/secret-box. Every read is scoped by organization (and user, for a user's own accounts); the
 * secret is opened only on the server, by the code that talks to the provider.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationAccounts, type IntegrationProviderId, type IntegrationStatus } from '../../db/schema';
import type { Env } from '../../lib/env';
import { newId } from '../../lib/ids';
import { openSecret, sealSecret } from '../../lib/secret-box';

export type IntegrationAccount = typeof integrationAccounts.$inferSelect;

/** The account of this user (or, with `userId` null, of the organization) for the provider, if connected. */
export async function findAccount(db: Db, orgId: string, userId: string | null, provider: IntegrationProviderId): Promise<IntegrationAccount | null> {
  const [row] = await db
    .select()
    .from(integrationAccounts)
    .where(
      and(
        eq(integrationAccounts.orgId, orgId),
        eq(integrationAccounts.provider, provider),
        userId === null ? isNull(integrationAccounts.userId) : eq(integrationAccounts.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An account by id within the organization (for jobs that carry the id). */
export async function accountById(db: Db, orgId: string, id: string): Promise<IntegrationAccount | null> {
  const [row] = await db
    .select()
    .from(integrationAccounts)
    .where(and(eq(integrationAccounts.orgId, orgId), eq(integrationAccounts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The user's own accounts and the organization's. */
export async function listAccounts(db: Db, orgId: string, userId: string): Promise<IntegrationAccount[]> {
  return db
    .select()
    .from(integrationAccounts)
    .where(and(eq(integrationAccounts.orgId, orgId), or(eq(integrationAccounts.userId, userId), isNull(integrationAccounts.userId))));
}

export type SaveAccountInput = {
  orgId: string;
  userId: string | null;
  provider: IntegrationProviderId;
  label: string;
  secret: unknown;
  settings?: Record<string, unknown>;
};

/**
 * Connects (or reconnects) the account: the secret is sealed, the status set to connected and the error
 * cleared. A reconnect keeps the row's id and its sync cursor when the label is the same account.
 */
export async function saveAccount(db: Db, env: Env, input: SaveAccountInput): Promise<IntegrationAccount> {
  const existing = await findAccount(db, input.orgId, input.userId, input.provider);
  const sealed = sealAccountSecret(env, input.secret);
  const now = new Date();
  if (existing) {
    const sameAccount = existing.label.toLowerCase() === input.label.toLowerCase();
    const [row] = await db
      .update(integrationAccounts)
      .set({
        status: 'connected',
        label: input.label,
        secret: sealed,
        settings: input.settings ?? existing.settings,
        cursor: sameAccount ? existing.cursor : {},
        lastSyncedAt: sameAccount ? existing.lastSyncedAt : null,
        error: null,
        updatedAt: now,
      })
      .where(eq(integrationAccounts.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(integrationAccounts)
    .values({
      id: newId(),
      orgId: input.orgId,
      userId: input.userId,
      provider: input.provider,
      label: input.label,
      secret: sealed,
      settings: input.settings ?? {},
    })
    .returning();
  return row!;
}

/** The account's opened secret, as the provider module stored it. */
export function accountSecret<T>(env: Env, account: Pick<IntegrationAccount, 'secret'>): T {
  return JSON.parse(openSecret(env, account.secret)) as T;
}

export type AccountPatch = {
  status?: IntegrationStatus;
  error?: string | null;
  cursor?: Record<string, unknown>;
  settings?: Record<string, unknown>;
  lastSyncedAt?: Date | null;
  label?: string;
  /** A new secret (refreshed tokens), sealed with `sealAccountSecret`. */
  secret?: string;
};

/** Seals a provider module's secret for `updateAccount` with the current key. */
export function sealAccountSecret(env: Env, value: unknown): string {
  return sealSecret(env, JSON.stringify(value));
}

/** Changes what the patch names. */
export async function updateAccount(db: Db, id: string, patch: AccountPatch): Promise<IntegrationAccount | null> {
  const [row] = await db
    .update(integrationAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(integrationAccounts.id, id))
    .returning();
  return row ?? null;
}

export async function deleteAccount(db: Db, id: string): Promise<void> {
  await db.delete(integrationAccounts).where(eq(integrationAccounts.id, id));
}
