import { request } from '@/lib/api-client';

/** better-auth on the same origin under /api/auth: cookie session, no bearer token. */
const AUTH_BASE = '/api/auth';

function call<T>(path: string, body?: unknown, captcha?: string): Promise<T> {
  return request<T>(`${AUTH_BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    auth: false,
    credentials: 'include',
    headers: captcha ? { 'x-captcha-response': captcha } : {},
  });
}

export type IdentitySession = { session: { id: string; expiresAt: string }; user: { id: string; email: string; name: string } };

export const identity = {
  getSession: () => call<IdentitySession | null>('/get-session'),
  signInEmail: (input: { email: string; password: string; turnstile_token: string }) =>
    call<unknown>('/sign-in/email', input, input.turnstile_token),
  signUpEmail: (input: { name: string; email: string; password: string; turnstile_token: string; callbackURL: string }) =>
    call<unknown>('/sign-up/email', input, input.turnstile_token),
  sendVerificationEmail: (input: { email: string; callbackURL: string }) =>
    call<unknown>('/send-verification-email', input),
  requestPasswordReset: (input: { email: string; redirectTo: string }) => call<unknown>('/request-password-reset', input),
  resetPassword: (input: { newPassword: string; token: string }) => call<unknown>('/reset-password', input),
  signOut: () => call<unknown>('/sign-out', {}),
  /** Uses a one-time sign-in link (/oneauth/{token}); sets the session cookie and names the organization. */
  redeemOneAuth: (token: string) => call<{ org_id: string }>('/oneauth/redeem', { token }),
};
