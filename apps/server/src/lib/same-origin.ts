/**
 * The cross-site request check for every route a session cookie authenticates: a state-changing
 * request must prove it comes from one of our pages (lib/origins.ts). SameSite cookies alone are
 * not enough: they do not cover same-site subdomains or browsers that ignore them.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from './context';
import { checkOrigin, trustedOrigins } from './origins';

/** Every route that reads the session cookie: better-auth's, and the session → token calls. */
export const COOKIE_ROUTES = ['/api/auth/*', '/api/v1/recruiter/auth/*'] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(ctx: Pick<AppContext, 'env' | 'log'>): MiddlewareHandler {
  const { env, log } = ctx;
  const trusted = trustedOrigins(env);
  const message = `This address is not allowed to sign in. Open the app at ${env.publicUrl}.`;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const verdict = checkOrigin(c.req.raw.headers, trusted);
    if (verdict.ok) return next();
    log.warn({ origin: verdict.origin, method: c.req.method, path: c.req.path, trusted }, 'refused a request from an untrusted origin');
    return c.json({ error: { code: 'origin_not_allowed', message } }, 403);
  };
}
