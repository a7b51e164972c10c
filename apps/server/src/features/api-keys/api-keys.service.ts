/**
 * Organization API keys: `hb_` and 256 random bits, shown once and kept as their SHA-256 (a key is
 * too random to guess, so a fast hash is enough). A key acts as the member who made it, within its
 * scopes, while that member stays active, until it expires or is revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, apiKeyInputSchema, type ApiKey, type ApiKeyScopes, type CreatedApiKey, type Role } from '@hirebase/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiKeys, memberships, users } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';

type Actor = { orgId: string; actorId: string };

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type Row = typeof apiKeys.$inferSelect & { creatorName: string | null };

const toApiKey = (r: Row): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes,
  rate_limit_per_minute: r.rateLimit,
  created_by: r.createdBy ? { id: r.createdBy, name: r.creatorName ?? '' } : null,
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt?.toISOString() ?? null,
  revoked_at: r.revokedAt?.toISOString() ?? null,
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
});

function rows(db: Db, orgId: string) {
  return db
    .select({ key: apiKeys, creatorName: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.orgId, orgId))
    .$dynamic();
}

export async function listApiKeys(db: Db, { orgId }: { orgId: string }): Promise<ApiKey[]> {
  const found = await rows(db, orgId).orderBy(desc(apiKeys.createdAt));
  return found.map((r) => toApiKey({ ...r.key, creatorName: r.creatorName }));
}

async function getApiKey(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<ApiKey> {
  const [r] = await rows(db, orgId).where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, id))).limit(1);
  if (!r) throw notFound('API key');
  return toApiKey({ ...r.key, creatorName: r.creatorName });
}

/** Makes a new key; the answer is the only place the key itself appears. */
export async function createApiKey(db: Db, actor: Actor, input: z.output<typeof apiKeyInputSchema>): Promise<CreatedApiKey> {
  const id = newId();
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (tx) => {
    await tx.insert(apiKeys).values({
      id,
      orgId: actor.orgId,
      name: input.name,
      prefix: key.slice(0, 10),
      keyHash: hashKey(key),
      scopes: input.scopes,
      rateLimit: input.rate_limit_per_minute,
      createdBy: actor.actorId,
      expiresAt: input.expires_in_days ? new Date(Date.now() + input.expires_in_days * 86_400_000) : null,
    });
    await logActivity(tx, { ...actor, action: 'create', entityType: 'api_key', entityId: id, changes: { name: { before: null, after: input.name }, scopes: { before: null, after: input.scopes } } });
  });
  return { ...(await getApiKey(db, { orgId: actor.orgId, id })), key };
}

export async function revokeApiKey(db: Db, actor: Actor, id: string): Promise<ApiKey> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.orgId, actor.orgId), eq(apiKeys.id, id)))
      .returning({ id: apiKeys.id });
    if (!row) throw notFound('API key');
    await logActivity(tx, { ...actor, action: 'update', entityType: 'api_key', entityId: id, changes: { revoked: { before: false, after: true } } });
  });
  return getApiKey(db, { orgId: actor.orgId, id });
}

export type KeyFacts = {
  id: string;
  orgId: string;
  scopes: ApiKeyScopes;
  rateLimit: number;
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** When the key stops working (ms since the epoch), null when never. */
  expiresAtMs: number | null;
};

/**
 * The key's facts, or why it is refused: unknown, revoked, expired, or its maker is no longer an
 * active member. One statement; `last_used_at` is written at most once a minute.
 */
export async function readKey(db: Db, key: string): Promise<KeyFacts | { refused: string }> {
  const [row] = await db
    .select({ key: apiKeys, email: users.email, name: users.name, role: memberships.role, status: memberships.status })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(memberships, and(eq(memberships.userId, apiKeys.createdBy), eq(memberships.orgId, apiKeys.orgId)))
    .where(eq(apiKeys.keyHash, hashKey(key)))
    .limit(1);
  if (!row) return { refused: 'Invalid API key' };
  if (row.key.revokedAt) return { refused: 'This API key has been revoked' };
  if (row.key.expiresAt && row.key.expiresAt.getTime() <= Date.now()) return { refused: 'This API key has expired' };
  if (!row.role || row.status !== 'active' || !row.key.createdBy || !row.email) return { refused: 'The member who made this API key is no longer active' };
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, row.key.id), sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - interval '1 minute')`));
  return {
    id: row.key.id,
    orgId: row.key.orgId,
    scopes: row.key.scopes,
    rateLimit: row.key.rateLimit,
    userId: row.key.createdBy,
    email: row.email,
    name: row.name ?? '',
    role: row.role,
    expiresAtMs: row.key.expiresAt?.getTime() ?? null,
  };
}
