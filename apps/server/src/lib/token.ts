/**
 * The org-scoped bearer token of SPEC §7: a short-lived HS256 JWT naming the user, the
 * better-auth session it was exchanged from and the organization. Every request re-checks
 * the session and the membership, so sign-out and deactivation end access at once.
 */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_TTL_SECONDS } from '@hirebase/shared';

const ISSUER = 'hirebase';
const AUDIENCE = 'hirebase-api';

export type TokenClaims = { userId: string; sessionId: string; orgId: string | null };

const keyCache = new Map<string, Uint8Array>();
function signingKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new Uint8Array(createHash('sha256').update(`bearer-token:${secret}`).digest());
    keyCache.set(secret, key);
  }
  return key;
}

export async function signToken(secret: string, claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ sid: claims.sessionId, org: claims.orgId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(secret));
  return { token, expiresAt };
}

/**
 * Tokens already verified, by their exact text, until they expire: the same text always verifies the same
 * way, so a repeat costs a map lookup instead of an HMAC (the token only proves who is asking; the session
 * and membership behind it are still checked on every request). Bounded; emptied when full.
 */
const verified = new Map<string, Map<string, { claims: TokenClaims; expiresAtMs: number }>>();
const MAX_VERIFIED = 10_000;

export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.claims;
    known!.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const org = payload.org;
    if (org !== null && typeof org !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid, orgId: org };
    if (typeof payload.exp === 'number') {
      if (!known) verified.set(secret, (known = new Map()));
      if (known.size >= MAX_VERIFIED) known.clear();
      known.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
