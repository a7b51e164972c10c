import type { ScoutJob, ScoutMe, ScoutSubmission } from '@hirebase/shared';
import { request, toApiError } from '@/lib/api-client';

/** The partner's portal session lives in this tab only: a partner is never signed in to the recruiter app. */
const KEY = 'hirebase.scout-session';

export type ScoutSession = { token: string; expires_at: string };

export function readSession(): ScoutSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as ScoutSession) : null;
    return s && Date.parse(s.expires_at) > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function saveSession(s: ScoutSession | null) {
  if (s) sessionStorage.setItem(KEY, JSON.stringify(s));
  else sessionStorage.removeItem(KEY);
}

const BASE = '/api/v1/scout';
const call = <T>(token: string, path: string, options: Parameters<typeof request>[1] = {}) =>
  request<{ data: T }>(`${BASE}${path}`, { ...options, auth: false, credentials: 'omit', headers: { Authorization: `Bearer ${token}` } }).then((b) => b.data);

export const portalApi = {
  requestLink: (email: string) => request<{ data: { message: string } }>(`${BASE}/auth/magic-link`, { method: 'POST', body: { email }, auth: false }).then((b) => b.data),
  verify: (token: string) => request<{ data: ScoutSession }>(`${BASE}/auth/verify`, { method: 'POST', body: { token }, auth: false }).then((b) => b.data),
  me: (token: string) => call<ScoutMe>(token, '/me'),
  jobs: (token: string) => call<ScoutJob[]>(token, '/jobs'),
  submissions: (token: string) => call<ScoutSubmission[]>(token, '/submissions'),
  signOut: (token: string) => call<unknown>(token, '/auth/sign-out', { method: 'POST' }),
  async submit(token: string, jobId: string, form: FormData): Promise<ScoutSubmission> {
    const res = await fetch(`${BASE}/jobs/${encodeURIComponent(jobId)}/submissions`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, credentials: 'omit' });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw toApiError(res.status, body, res.statusText);
    return (body as { data: ScoutSubmission }).data;
  },
};
