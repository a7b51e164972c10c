/** Calling the API from a browser test with the token the app itself uses. */
import { expect, type Page } from '@playwright/test';

export const API = '/api/v1/recruiter';

/** The bearer token the app sends, read off one of its own requests (started by `trigger`). */
export async function captureToken(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes(API) && Boolean(r.headers().authorization)), trigger()]);
  return request.headers().authorization!;
}

/** A call that must succeed (2xx); answers its `data`. */
export async function apiCall<T>(page: Page, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${API}${path}`, { method, headers: { authorization: token }, data });
  expect(res.status(), `${method} ${path}: ${res.status() >= 300 ? await res.text() : ''}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** A POST that must create (201). */
export const apiPost = <T>(page: Page, token: string, path: string, data: unknown) => apiCall<T>(page, token, 'POST', path, data);
