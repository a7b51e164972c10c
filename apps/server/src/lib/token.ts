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

export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const org = payload.org;
    if (org !== null && typeof org !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid, orgId: org };
  } catch {
    return null;
  }
}
