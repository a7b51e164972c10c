/**
 * The API-key side of the bearer check: a `Bearer hb_…` key stands for its maker within its scopes.
 * The route must be one of the public API's (PUBLIC_API_ROUTES), its resource in the key's scopes
 * (reading needs read, anything else write), the plan must include `api_access`, and the key's own
 * per-minute limit must allow the call (429 with Retry-After). What the key and the plan say is kept in
 * the read cache under the key's organization, so it is dropped by any change there (a revocation, the
 * maker's deactivation, a plan change); the rate limit is counted in the database on every call.
 */
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { API_RESOURCE_LABELS, findPublicRoute, isFeatureOn, type PublicRoute } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthState, HonoEnv } from '../../lib/http';
import { hitRateLimit } from '../../lib/rate-limit';
import type { ReadCache } from '../../lib/read-cache';
import { loadPlanAccess } from '../subscriptions/subscriptions.service';
import { hashKey, readKey, type KeyFacts } from './api-keys.service';

const BASE = '/api/v1/recruiter';

/** The public route this request matched, read off the router's match (a key reaches nothing else). */
function routeOf(c: Context<HonoEnv>): PublicRoute | undefined {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  for (const r of matchedRoutes(c)) {
    if (r.method !== method || !r.path.startsWith(BASE)) continue;
    const found = findPublicRoute(method, r.path.slice(BASE.length));
    if (found) return found;
  }
  return undefined;
}

type KnownKey = { facts: KeyFacts; apiAccess: boolean };

/** The organization of each key hash seen: a key never moves, so this is never stale. Bounded. */
const orgOfKey = new Map<string, string>();

/** The key's facts and whether its plan includes API access: from the read cache, else two statements. */
async function knownKey(db: Db, reads: ReadCache, key: string): Promise<KnownKey | { refused: string }> {
  const hash = hashKey(key);
  const cacheKey = `api-key\n${hash}`;
  const orgId = orgOfKey.get(hash);
  if (orgId) {
    const hit = reads.get(orgId, cacheKey);
    if (hit !== null) {
      const known = JSON.parse(hit) as KnownKey;
      if (known.facts.expiresAtMs === null || known.facts.expiresAtMs > Date.now()) return known;
    }
  }
  const ticket = orgId ? reads.begin(orgId) : null;
  const facts = await readKey(db, key);
  if ('refused' in facts) return facts;
  const known = { facts, apiAccess: isFeatureOn(await loadPlanAccess(db, facts.orgId), 'api_access') };
  if (ticket && orgId === facts.orgId) reads.set(orgId, cacheKey, JSON.stringify(known), ticket);
  if (orgOfKey.size >= 10_000) orgOfKey.clear();
  orgOfKey.set(hash, facts.orgId);
  return known;
}

export async function authenticateKey(c: Context<HonoEnv>, db: Db, reads: ReadCache, key: string): Promise<void> {
  const known = await knownKey(db, reads, key);
  if ('refused' in known) throw new AppError('unauthorized', known.refused);
  const { facts } = known;
  const route = routeOf(c);
  if (!route) throw new AppError('forbidden', 'API keys cannot call this endpoint');
  const needs = route.method === 'GET' ? 'read' : 'write';
  const has = facts.scopes[route.resource];
  if (!has || (needs === 'write' && has !== 'write')) {
    const what = API_RESOURCE_LABELS[route.resource].toLowerCase();
    throw new AppError('forbidden', `This API key cannot ${needs} ${what}`, { resource: route.resource, access: needs });
  }
  if (!known.apiAccess) {
    throw new AppError('feature_disabled', 'Your plan does not include api access', { feature: 'api_access' });
  }
  const limit = await hitRateLimit(db, `api-key:${facts.id}`, facts.rateLimit, 60);
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfterSeconds));
    throw new AppError('rate_limited', 'Too many requests with this API key. Please wait and try again.', { retry_after_seconds: limit.retryAfterSeconds });
  }
  const auth: AuthState = {
    userId: facts.userId,
    sessionId: `api-key:${facts.id}`,
    email: facts.email,
    name: facts.name,
    orgId: facts.orgId,
    role: facts.role,
    apiKeyId: facts.id,
  };
  c.set('auth', auth);
}
