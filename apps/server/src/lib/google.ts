import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Env } from './env';

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Verifies a Google ID token: signature from Google's keys, issuer, audience, expiry. */
export async function verifyGoogleIdToken(env: Env, token: string): Promise<JWTPayload | null> {
  if (!env.googleClientId) return null;
  let jwks = jwksByUrl.get(env.googleJwksUrl);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(env.googleJwksUrl), { timeoutDuration: 10_000 });
    jwksByUrl.set(env.googleJwksUrl, jwks);
  }
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: env.googleClientId,
    });
    return payload.sub && payload.email && payload.email_verified ? payload : null;
  } catch {
    return null;
  }
}
