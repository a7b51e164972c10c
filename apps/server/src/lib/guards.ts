/** Request guards: storable path parameters, bearer token, organization, role permission, plan feature. */
import { and, eq, gt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { API_KEY_PREFIX, can, isFeatureOn, type Feature, type Permission } from '@hirebase/shared';
import type { Db } from '../db/client';
import { memberships, sessions, users } from '../db/schema';
import { AppError } from './app-error';
import type { AuthState, HonoEnv } from './http';
import { isStorableText, unstorableError } from './input-text';
import type { ReadCache } from './read-cache';
import type { SessionCache, SessionFacts } from './session-cache';
import { verifyToken, type TokenClaims } from './token';
import { loadPlanAccess } from '../features/subscriptions/subscriptions.service';
import { authenticateKey } from '../features/api-keys/api-key-auth';

/**
 * Path segments are checked once, before any route reads its ids: one that is not valid percent-encoded UTF-8
 * names nothing that exists (404); one holding text the database cannot store is refused with the parameter named (422).
 */
export const storablePath: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const segments = new URL(c.req.url).pathname.split('/');
  for (const [i, segment] of segments.entries()) {
    let text = segment;
    if (segment.includes('%')) {
      try {
        text = decodeURIComponent(segment);
      } catch {
        throw new AppError('not_found', 'Not found');
      }
    }
    if (!isStorableText(text)) {
      const pattern = matchedRoutes(c).find((r) => r.path.includes('/:'))?.path.split('/') ?? [];
      throw unstorableError(pattern[i]?.startsWith(':') ? pattern[i]!.slice(1) : 'path');
    }
  }
  await next();
};

/**
 * The bearer check: a valid signature, then a live session and (for an organization token) an active
 * membership. Those facts come from the session cache when it holds them, else from one statement.
 */
export function requireBearer(db: Db, secret: string, cache: SessionCache, reads: ReadCache): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('unauthorized', 'Missing bearer token');
    if (match[1]!.startsWith(API_KEY_PREFIX)) {
      await authenticateKey(c, db, reads, match[1]!);
      return next();
    }
    const claims = await verifyToken(secret, match[1]!);
    if (!claims) throw new AppError('unauthorized', 'Invalid or expired token');

    const key = `${claims.sessionId}\n${claims.orgId ?? ''}`;
    let facts = cache.get(claims.userId, key);
    if (!facts) {
      const since = cache.begin();
      facts = await readSessionFacts(db, claims);
      if (!facts) throw new AppError('unauthorized', 'Session has ended');
      cache.set(claims.userId, key, facts, since);
    }
    // The reason lets the app show /org/not-found and keep the user signed in to their other organizations.
    if (claims.orgId && facts.status !== 'active') throw new AppError('unauthorized', 'Membership has ended', { reason: 'membership_ended' });

    const auth: AuthState = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      email: facts.email,
      name: facts.name,
      orgId: claims.orgId,
      role: claims.orgId ? facts.role : null,
    };
    c.set('auth', auth);
    await next();
  };
}

async function readSessionFacts(db: Db, claims: TokenClaims): Promise<SessionFacts | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name, role: memberships.role, status: memberships.status, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.orgId, claims.orgId ?? '')))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { email: row.email, name: row.name, role: row.role, status: row.status, sessionExpiresAt: row.expiresAt.getTime() };
}

/** The organization of the verified token; a token without one cannot reach organization data. */
export function orgOf(auth: AuthState): { orgId: string; role: NonNullable<AuthState['role']> } {
  if (!auth.orgId || !auth.role) throw new AppError('not_found', 'Organization not found');
  return { orgId: auth.orgId, role: auth.role };
}

const declared = new WeakMap<object, Permission>();

/**
 * The one way a route states what it needs from the shared permission matrix. Each guard remembers its
 * permission, so the (method, path) → permission table can be read off the built app and checked.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<HonoEnv> {
  const guard: MiddlewareHandler<HonoEnv> = async (c, next) => {
    const { role } = orgOf(c.get('auth'));
    if (!can(role, permission)) throw new AppError('forbidden', 'Your role does not allow this');
    await next();
  };
  declared.set(guard, permission);
  return guard;
}

/** The permission a route handler (from `app.routes`) declares through `requirePermission`, if it is one. */
export function declaredPermission(handler: object): Permission | undefined {
  return declared.get(handler);
}

/** Gates a plan feature: 403 `feature_disabled` when the organization's plan lacks it. */
export function requireFeature(db: Db, feature: Feature): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const { orgId } = orgOf(c.get('auth'));
    if (!isFeatureOn(await loadPlanAccess(db, orgId), feature)) {
      throw new AppError('feature_disabled', `Your plan does not include ${feature.replace(/_/g, ' ')}`, { feature });
    }
    await next();
  };
}
