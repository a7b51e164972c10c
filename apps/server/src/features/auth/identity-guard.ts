/**
 * Sits in front of better-auth's routes: rate limits per IP and per account, the bot challenge,
 * and the configurable password policy. It strips `turnstile_token` before better-auth sees it.
 */
import type { MiddlewareHandler } from 'hono';
import { passwordProblem } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import type { BotChallenge } from '../../lib/bot-challenge';
import type { AppContext } from '../../lib/context';
import type { HonoEnv } from '../../lib/http';
import { hitRateLimit } from '../../lib/rate-limit';
import { clientIp } from '../../lib/client-ip';

type Rule = { challenge: boolean; passwordField?: 'password' | 'newPassword'; perAccount: boolean };

const RULES: Record<string, Rule> = {
  '/api/auth/sign-in/email': { challenge: true, perAccount: true },
  '/api/auth/sign-up/email': { challenge: true, passwordField: 'password', perAccount: true },
  '/api/auth/request-password-reset': { challenge: false, perAccount: true },
  '/api/auth/reset-password': { challenge: false, passwordField: 'newPassword', perAccount: false },
  '/api/auth/send-verification-email': { challenge: false, perAccount: true },
  '/api/auth/change-password': { challenge: false, passwordField: 'newPassword', perAccount: false },
};

export function identityGuard(ctx: AppContext, bot: BotChallenge): MiddlewareHandler<HonoEnv> {
  const { db, env } = ctx;
  return async (c, next) => {
    const rule = c.req.method === 'POST' ? RULES[c.req.path] : undefined;
    if (!rule) return next();

    const ip = clientIp(c);
    const byIp = await hitRateLimit(db, `auth-ip:${ip}`, env.rateLimit.authPerIpPerMinute, 60);
    if (!byIp.allowed) return tooMany(byIp.retryAfterSeconds);

    let body: Record<string, unknown>;
    try {
      const text = await c.req.raw.clone().text();
      if (text.length > 64 * 1024) throw new AppError('payload_too_large', 'Request body is too large');
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('bad_request', 'Request body must be valid JSON');
    }

    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (rule.perAccount && email) {
      const byAccount = await hitRateLimit(db, `auth-account:${email}`, env.rateLimit.authPerAccountPerHour, 3600);
      if (!byAccount.allowed) return tooMany(byAccount.retryAfterSeconds);
    }

    const { turnstile_token, ...rest } = body;
    if (rule.challenge && !(await bot.verify(turnstile_token, ip))) {
      throw new AppError('forbidden', 'The bot check failed. Please try again.', { field: 'turnstile_token' });
    }
    if (rule.passwordField) {
      const password = rest[rule.passwordField];
      const problem = typeof password === 'string' ? passwordProblem(password, env.passwordPolicy) : 'Password is required';
      if (problem) throw new AppError('validation_failed', problem, [{ path: rule.passwordField, message: problem }]);
    }
    if (email) rest.email = email;

    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(rest) });
    return next();
  };

  function tooMany(retryAfter: number) {
    return new Response(
      JSON.stringify({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' } }),
      { status: 429, headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter) } },
    );
  }
}
