import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

/** A strict Content-Security-Policy: no inline script; third-party origins only when configured. */
export function contentSecurityPolicy(env: Env): string {
  const script = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  const frame: string[] = [];
  const connect = ["'self'"];
  if (env.googleClientId && env.googleClientSecret) {
    script.push('https://accounts.google.com/gsi/client');
    style.push('https://accounts.google.com/gsi/style');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
  }
  if (env.botChallenge === 'turnstile') {
    script.push('https://challenges.cloudflare.com');
    frame.push('https://challenges.cloudflare.com');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    // Resume PDFs are shown from blob: URLs the app creates from authorized downloads.
    `frame-src 'self' blob: ${frame.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(env: Env): MiddlewareHandler {
  const csp = contentSecurityPolicy(env);
  const https = env.publicUrl.startsWith('https://');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', h.get('Referrer-Policy') ?? 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Public pages set their own, stricter policy (lib/public-page.tsx).
    if ((h.get('content-type') ?? '').includes('text/html') && !h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
  };
}
