/**
 * Sits in front of better-auth's routes: body size and nesting limits, same-site redirect targets,
 * rate limits per IP, the sign-in lock, mail limits per account, the bot challenge and the
 * configurable password policy.
 * It strips `turnstile_token` before better-auth sees it.
 *
 * The sign-in lock counts failures only, keyed on account + address (so a stranger cannot lock a
 * user out of their own address), with a softer account-wide limit that bounds guessing spread over
 * many addresses. A success clears that address's failures and takes its attempt back; a password
 * reset by mail clears them all (lib/auth.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { passwordProblem, safeRedirect } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import type { BotChallenge } from '../../lib/bot-challenge';
import { addressKey, clientIp } from '../../lib/client-ip';
import type { AppContext } from '../../lib/context';
import type { HonoEnv } from '../../lib/http';
import { refuseUnstorable } from '../../lib/input-text';
import { jsonTooDeep } from '../../lib/json-depth';
import { clearRateLimit, hitRateLimit, refundRateLimit, type RateResult } from '../../lib/rate-limit';
import { signInLockKeys } from '../../lib/sign-in-lock';

type Rule = { challenge: boolean; passwordField?: 'password' | 'newPassword'; account: 'sign-in' | 'mail' | null };

const RULES: Record<string, Rule> = {
  '/api/auth/sign-in/email': { challenge: true, account: 'sign-in' },
  '/api/auth/sign-up/email': { challenge: true, passwordField: 'password', account: 'mail' },
  '/api/auth/request-password-reset': { challenge: false, account: 'mail' },
  '/api/auth/reset-password': { challenge: false, passwordField: 'newPassword', account: null },
  '/api/auth/send-verification-email': { challenge: false, account: 'mail' },
  '/api/auth/change-password': { challenge: false, passwordField: 'newPassword', account: null },
};

const MAX_BODY_CHARS = 64 * 1024;
const HOUR = 3600;

export const LOCKED_MESSAGE = 'Too many failed sign-in attempts for this account. Reset your password, or try again later.';

export function identityGuard(ctx: AppContext, bot: BotChallenge): MiddlewareHandler<HonoEnv> {
  const { db, env } = ctx;
  return async (c, next) => {
    const queries = c.req.queries();
    refuseUnstorable(queries);
    refuseForeignRedirects(queries);
    if (c.req.method !== 'POST') return next();
    const rule = RULES[c.req.path];
    const text = await readBody(c);
    if (!rule) {
      const parsed = tryParse(text);
      refuseUnstorable(parsed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) refuseForeignRedirects(parsed as Record<string, unknown>);
      return next();
    }

    const ip = clientIp(c, env.trustProxy);
    const address = addressKey(ip);
    const byIp = await hitRateLimit(db, `auth-ip:${address}`, env.rateLimit.authPerIpPerMinute, 60);
    if (!byIp.allowed) return refuse('rate_limited', 'Too many attempts. Please wait a moment and try again.', byIp);

    const body = parseObject(text);
    // Before the body's email keys a rate limit: the database cannot store a NUL in that key either.
    refuseUnstorable(body);
    refuseForeignRedirects(body);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (rule.account === 'mail' && email) {
      const byAccount = await hitRateLimit(db, `auth-mail:${email}`, env.rateLimit.authPerAccountPerHour, HOUR);
      if (!byAccount.allowed) return refuse('rate_limited', 'Too many attempts. Please wait a moment and try again.', byAccount);
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
    if (rule.account !== 'sign-in' || !email) return next();

    // Counted before the attempt, so parallel guesses cannot all slip under the limit; taken back on success.
    const keys = signInLockKeys(email, address);
    // An attempt refused by one lock does not count towards the other: a locked-out address cannot
    // push the account-wide count, and the account-wide lock does not use up the owner's address.
    const here = await hitRateLimit(db, keys.here, env.rateLimit.authPerAccountPerHour, HOUR);
    if (!here.allowed) return refuse('account_locked', LOCKED_MESSAGE, here);
    const anywhere = await hitRateLimit(db, keys.anywhere, env.rateLimit.authPerAccountTotalPerHour, HOUR);
    if (!anywhere.allowed) {
      await refundRateLimit(db, keys.here);
      return refuse('account_locked', LOCKED_MESSAGE, anywhere);
    }
    await next();
    // 403 here means the password was right but the email is not verified yet: not a failed guess.
    if (c.res.status < 400 || c.res.status === 403) {
      await clearRateLimit(db, keys.here);
      await refundRateLimit(db, keys.anywhere);
    }
  };
}

/** The body text, refused when too large or nested deeper than any real request (before anything parses it). */
async function readBody(c: Context): Promise<string> {
  const text = await c.req.raw.clone().text();
  if (text.length > MAX_BODY_CHARS) throw new AppError('payload_too_large', 'Request body is too large');
  if (jsonTooDeep(text)) throw new AppError('bad_request', 'Request body is nested too deeply');
  return text;
}

/** Where better-auth sends the browser after a mailed link or a provider; the token rides along. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * A reset or verification link carries its token to the page named here, so only a path on this
 * site, already in the normal form `safeRedirect` gives it, is accepted (whatever better-auth's own
 * checks say in a given environment).
 */
function refuseForeignRedirects(fields: Record<string, unknown>) {
  for (const field of REDIRECT_FIELDS) {
    // A repeated query parameter arrives as a list: every value must pass, whichever one is used.
    const values = Array.isArray(fields[field]) ? (fields[field] as unknown[]) : [fields[field]];
    for (const value of values) {
      if (value === undefined || value === '') continue;
      if (typeof value !== 'string' || safeRedirect(value, '') !== value) {
        const message = 'The address to return to must be a path on this site';
        throw new AppError('validation_failed', message, [{ path: field, message }]);
      }
    }
  }
}

function tryParse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function parseObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError('bad_request', 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('bad_request', 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

function refuse(code: 'rate_limited' | 'account_locked', message: string, limit: RateResult) {
  return new Response(JSON.stringify({ error: { code, message, details: { retry_after_seconds: limit.retryAfterSeconds } } }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(limit.retryAfterSeconds) },
  });
}
