/**
 * The OAuth 2.0 authorization-code flow with PKCE (S256) for Google, Microsoft and Zoom. `state` is a
 * single-use capability link (10 minutes) bound to the organization, the user and the provider; the
 * PKCE verifier is derived from it with the server's secret, so nothing else is stored. The state the
 * browser carries is `<provider>.<token>`, which tells the callback page where to post it back.
 * Access tokens are refreshed when they expire (and once on a 401); a refresh the provider refuses
 * marks the account 'error' with the reason, and the user reconnects.
 */
import { createHash, createHmac } from 'node:crypto';
import type { IntegrationProvider } from '@hirebase/shared';
import { findLink, issueLink, useLink } from '../../lib/capability-links';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Env, OAuthApp } from '../../lib/env';
import { accountSecret, sealAccountSecret, updateAccount, type IntegrationAccount } from './accounts';

export type OAuthAppId = 'google' | 'microsoft' | 'zoom';

/** What is sealed for an OAuth account. `expires_at` is in epoch milliseconds. */
export type OAuthTokens = { access_token: string; refresh_token: string | null; expires_at: number | null; scope: string | null };

const STATE_TTL_SECONDS = 600;
/** Refresh a little before the provider's expiry, so a call never starts with a token about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

type Endpoints = { app: OAuthApp; authorize: string; token: string; revoke: string | null; userInfo: string; basicAuth: boolean; authorizeParams: Record<string, string> };

function endpoints(env: Env, app: OAuthAppId): Endpoints {
  const { google, microsoft, zoom } = env.integrations;
  if (app === 'google') {
    return {
      app: google,
      authorize: `${google.authBase}/o/oauth2/v2/auth`,
      token: `${google.tokenBase}/token`,
      revoke: `${google.tokenBase}/revoke`,
      userInfo: `${google.apiBase}/oauth2/v3/userinfo`,
      basicAuth: false,
      // offline + consent: Google hands out a refresh token on every connect, not only the first.
      authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    };
  }
  if (app === 'microsoft') {
    const base = `${microsoft.authBase}/${encodeURIComponent(microsoft.tenant)}/oauth2/v2.0`;
    return { app: microsoft, authorize: `${base}/authorize`, token: `${base}/token`, revoke: null, userInfo: `${microsoft.apiBase}/v1.0/me`, basicAuth: false, authorizeParams: { response_mode: 'query' } };
  }
  return { app: zoom, authorize: `${zoom.authBase}/oauth/authorize`, token: `${zoom.authBase}/oauth/token`, revoke: `${zoom.authBase}/oauth/revoke`, userInfo: `${zoom.apiBase}/v2/users/me`, basicAuth: true, authorizeParams: {} };
}

/** Whether this server has the app's client id and secret; without them the provider shows "not configured". */
export function oauthConfigured(env: Env, app: OAuthAppId): boolean {
  const { clientId, clientSecret } = endpoints(env, app).app;
  return !!clientId && !!clientSecret;
}

/** A provider's HTTP answer that was not a success: the status, and `Retry-After` in seconds when it said so. */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The provider refused the account's tokens (revoked, expired for good): the user must reconnect. */
export class ReconnectNeeded extends Error {}

function retryAfter(res: Response): number | null {
  const raw = res.headers.get('retry-after');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - Date.now()) / 1000)) : null;
}

/** Turns a provider's error answer into a ProviderHttpError with its reason. */
export async function providerError(res: Response, what: string): Promise<ProviderHttpError> {
  const text = await res.text().catch(() => '');
  let code: string | null = null;
  let reason = text.slice(0, 200);
  try {
    const body = JSON.parse(text) as { error?: string | { message?: string; code?: string | number; status?: string }; error_description?: string };
    if (typeof body.error === 'string') {
      code = body.error;
      reason = body.error_description ?? body.error;
    } else if (body.error) {
      code = String(body.error.status ?? body.error.code ?? '');
      reason = body.error.message ?? reason;
    }
  } catch {
    // not JSON: the text is the reason
  }
  return new ProviderHttpError(res.status, `${what}: ${res.status} ${reason}`.trim(), retryAfter(res), code);
}

function pkceVerifier(env: Env, stateToken: string): string {
  return createHmac('sha256', env.authSecret).update(`pkce:${stateToken}`).digest('base64url');
}

const purposeOf = (provider: IntegrationProvider) => `oauth:${provider}`;
const subjectOf = (userId: string | null) => userId ?? 'organization';

export type OAuthRequest = { orgId: string; userId: string | null; provider: IntegrationProvider; app: OAuthAppId; scopes: string[]; redirectPath: string };

/** The address to send the user to, with a fresh single-use state bound to them and the provider. */
export async function authorizationUrl(ctx: AppContext, req: OAuthRequest): Promise<string> {
  const ep = endpoints(ctx.env, req.app);
  if (!ep.app.clientId) throw new AppError('conflict', 'This provider is not configured on this server');
  const { token } = await issueLink(ctx.db, { orgId: req.orgId, purpose: purposeOf(req.provider), subjectId: subjectOf(req.userId), ttlSeconds: STATE_TTL_SECONDS, singleUse: true, createdBy: req.userId });
  const challenge = createHash('sha256').update(pkceVerifier(ctx.env, token)).digest('base64url');
  const url = new URL(ep.authorize);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: ep.app.clientId,
    redirect_uri: `${ctx.env.publicUrl}${req.redirectPath}`,
    scope: req.scopes.join(' '),
    state: `${req.provider}.${token}`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...ep.authorizeParams,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

async function tokenRequest(env: Env, app: OAuthAppId, form: Record<string, string>, what: string): Promise<OAuthTokens & { refresh_token: string | null }> {
  const ep = endpoints(env, app);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const body = new URLSearchParams(form);
  if (ep.basicAuth) headers.authorization = `Basic ${Buffer.from(`${ep.app.clientId}:${ep.app.clientSecret}`).toString('base64')}`;
  else {
    body.set('client_id', ep.app.clientId ?? '');
    body.set('client_secret', ep.app.clientSecret ?? '');
  }
  const res = await fetch(ep.token, { method: 'POST', headers, body, signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw await providerError(res, what);
  const json = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
  if (!json.access_token) throw new ProviderHttpError(502, `${what}: the answer carried no access token`);
  return {
    access_token: json.access_token,
    refresh_token: json.refresh_token ?? null,
    expires_at: typeof json.expires_in === 'number' ? Date.now() + json.expires_in * 1000 : null,
    scope: json.scope ?? null,
  };
}

/**
 * Checks the state (this organization, this user, this provider, unused, unexpired), spends it, and
 * exchanges the code for tokens. Any mismatch is refused with the same answer.
 */
export async function exchangeCode(ctx: AppContext, req: OAuthRequest & { code: string; state: string }): Promise<OAuthTokens> {
  const refused = new AppError('bad_request', 'This sign-in link is not valid any more; connect again from Apps');
  const [prefix, token] = req.state.split('.', 2);
  if (prefix !== req.provider || !token) throw refused;
  const found = await findLink(ctx.db, purposeOf(req.provider), token);
  if (!found || found.state !== 'valid' || found.link.orgId !== req.orgId || found.link.subjectId !== subjectOf(req.userId)) throw refused;
  if (!(await useLink(ctx.db, found.link.id))) throw refused;
  try {
    return await tokenRequest(
      ctx.env,
      req.app,
      { grant_type: 'authorization_code', code: req.code, redirect_uri: `${ctx.env.publicUrl}${req.redirectPath}`, code_verifier: pkceVerifier(ctx.env, token) },
      'The provider refused the sign-in',
    );
  } catch (err) {
    if (err instanceof ProviderHttpError) throw new AppError('bad_request', err.message);
    throw err;
  }
}

/** Who the tokens belong to, from the app's user-info endpoint: the address as the label. */
export async function oauthIdentity(env: Env, app: OAuthAppId, accessToken: string): Promise<{ label: string; settings: Record<string, unknown> }> {
  const res = await fetch(endpoints(env, app).userInfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw await providerError(res, 'Reading the account failed');
  const me = (await res.json()) as { email?: string; mail?: string; userPrincipalName?: string; name?: string; displayName?: string; id?: string; sub?: string };
  const email = (me.email ?? me.mail ?? me.userPrincipalName ?? '').toLowerCase();
  return { label: email, settings: { email, name: me.name ?? me.displayName ?? null, external_id: me.sub ?? me.id ?? null } };
}

/** Revokes the token at the provider where it supports that; failures are ignored (the row goes anyway). */
export async function revokeTokens(env: Env, app: OAuthAppId, tokens: OAuthTokens): Promise<void> {
  const ep = endpoints(env, app);
  if (!ep.revoke) return;
  const token = tokens.refresh_token ?? tokens.access_token;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (ep.basicAuth) headers.authorization = `Basic ${Buffer.from(`${ep.app.clientId}:${ep.app.clientSecret}`).toString('base64')}`;
  await fetch(ep.revoke, { method: 'POST', headers, body: new URLSearchParams({ token }), signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
}

async function refresh(ctx: AppContext, app: OAuthAppId, account: IntegrationAccount, tokens: OAuthTokens): Promise<OAuthTokens> {
  if (!tokens.refresh_token) return markReconnect(ctx, account, 'The provider gave no refresh token; reconnect the account');
  let fresh: OAuthTokens;
  try {
    fresh = await tokenRequest(ctx.env, app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, 'Refreshing access failed');
  } catch (err) {
    if (err instanceof ProviderHttpError && (err.status === 400 || err.status === 401)) {
      return markReconnect(ctx, account, `Access was revoked or has expired (${err.code ?? err.status}); reconnect the account`);
    }
    throw err;
  }
  const next = { ...fresh, refresh_token: fresh.refresh_token ?? tokens.refresh_token };
  // The caller's row carries the new secret too, so its next call does not refresh again.
  account.secret = sealAccountSecret(ctx.env, next);
  await updateAccount(ctx.db, account.id, { secret: account.secret });
  return next;
}

async function markReconnect(ctx: AppContext, account: IntegrationAccount, reason: string): Promise<never> {
  await updateAccount(ctx.db, account.id, { status: 'error', error: reason });
  throw new ReconnectNeeded(reason);
}

/**
 * Calls the provider with the account's access token: refreshed first when expired, and once more after a
 * 401. Non-success answers become ProviderHttpError (429 carries Retry-After); a refused refresh marks the
 * account for reconnecting and throws ReconnectNeeded.
 */
export async function oauthFetch(ctx: AppContext, app: OAuthAppId, account: IntegrationAccount, url: string, init: RequestInit = {}, what = 'The provider refused the request'): Promise<Response> {
  let tokens = accountSecret<OAuthTokens>(ctx.env, account);
  if (tokens.expires_at !== null && tokens.expires_at - EXPIRY_MARGIN_MS <= Date.now()) tokens = await refresh(ctx, app, account, tokens);
  const send = (t: OAuthTokens) =>
    fetch(url, { ...init, headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${t.access_token}` }, signal: init.signal ?? AbortSignal.timeout(30_000) });
  let res = await send(tokens);
  if (res.status === 401) {
    await res.body?.cancel();
    tokens = await refresh(ctx, app, account, tokens);
    res = await send(tokens);
    if (res.status === 401) return markReconnect(ctx, account, 'The provider no longer accepts this account’s access; reconnect the account');
  }
  if (!res.ok) throw await providerError(res, what);
  return res;
}
