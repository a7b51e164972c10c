/**
 * The one list of origins a browser may call the identity and session routes from: better-auth's
 * trustedOrigins, the identity guard and the cookie-route origin check all read it from here.
 */
import type { Env } from './env';

/** The Vite dev server (apps/web/vite.config.ts), trusted only with NODE_ENV=development. */
const DEV_SERVER_PORT = '5173';
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function trustedOrigins(env: Pick<Env, 'publicUrl' | 'development'>): string[] {
  const publicUrl = new URL(env.publicUrl);
  const origins = new Set([publicUrl.origin]);
  // The embedded default answers on every loopback name alike, so the same app on 127.0.0.1 is the same app.
  if (LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(withHost(publicUrl, host, publicUrl.port));
  }
  if (env.development) {
    for (const host of LOOPBACK_HOSTS) origins.add(withHost(new URL('http://localhost'), host, DEV_SERVER_PORT));
  }
  return [...origins];
}

function withHost(base: URL, host: string, port: string): string {
  return `${base.protocol}//${host}${port ? `:${port}` : ''}`;
}

export type OriginVerdict = { ok: true } | { ok: false; origin: string };

/**
 * Whether an unsafe request provably comes from one of our pages. A present Origin must be trusted;
 * without one, Sec-Fetch-Site must say same-origin; a request with neither is refused when it carries
 * a cookie (a browser that sends cookies sends one of the two) and let through otherwise (scripts and
 * other non-browser clients, which cannot ride a user's session).
 */
export function checkOrigin(headers: Headers, trusted: readonly string[]): OriginVerdict {
  const origin = headers.get('origin');
  if (origin !== null) return trusted.includes(origin) ? { ok: true } : { ok: false, origin };
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' ? { ok: true } : { ok: false, origin: `(no Origin; Sec-Fetch-Site: ${site})` };
  if (headers.get('cookie')) return { ok: false, origin: '(no Origin with a cookie)' };
  return { ok: true };
}
