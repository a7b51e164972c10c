// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiData, setApiErrorListener, setTokenProvider, toApiError } from './api-client';

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(() => null);
  setApiErrorListener(() => {});
});

describe('toApiError', () => {
  it('maps the server error body', () => {
    const error = toApiError(409, { error: { code: 'conflict', message: 'Slug taken', details: { field: 'slug' } } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Slug taken', details: { field: 'slug' } });
  });

  it('maps a better-auth style body', () => {
    const error = toApiError(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
  });

  it('falls back to status based codes without a body', () => {
    expect(toApiError(404, null)).toMatchObject({ code: 'not_found' });
    expect(toApiError(500, 'oops')).toMatchObject({ code: 'internal' });
  });
});

describe('api', () => {
  it('sends the bearer token under /api/v1 and JSON bodies', async () => {
    setTokenProvider(() => 'tok-1');
    const fetchMock = mockFetch(200, { data: { ok: true } });
    const data = await apiData<{ ok: boolean }>('/recruiter/org', { method: 'PATCH', body: { name: 'Acme' } });
    expect(data).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/recruiter/org');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ name: 'Acme' }));
  });

  it('throws ApiError with the parsed body on failure', async () => {
    mockFetch(403, { error: { code: 'forbidden', message: 'Admins only' } });
    await expect(api('/recruiter/team/members')).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Admins only' });
  });

  it('reports maintenance to the listener', async () => {
    const listener = vi.fn();
    setApiErrorListener(listener);
    mockFetch(503, { error: { code: 'maintenance', message: 'Down for maintenance' } });
    await expect(api('/recruiter/org/info')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 503, code: 'maintenance' }));
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
