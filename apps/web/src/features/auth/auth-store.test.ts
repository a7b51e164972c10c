import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Call = { url: string; method: string };
let calls: Call[];

/** The token exchange answers `exchange`; every other call succeeds with an empty body. */
function serve(exchange: () => Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.includes('/recruiter/auth/token')) return exchange();
      return new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const signedOutOnServer = () => calls.some((c) => c.url.endsWith('/sign-out'));

describe('a failed token exchange at sign-in', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on the server when the server refuses it', async () => {
    serve(async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Not signed in' } }), { status: 401, headers: { 'content-type': 'application/json' } }));
    const { authStore } = await import('./auth-store');
    await expect(authStore.completeLogin()).rejects.toThrow();
    expect(signedOutOnServer()).toBe(true);
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it('keeps the server session when the request never got an answer (network down, page left)', async () => {
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { authStore } = await import('./auth-store');
    await expect(authStore.completeLogin()).rejects.toThrow();
    expect(signedOutOnServer()).toBe(false);
    expect(authStore.getState()).toMatchObject({ isLoggedIn: false, token: null });
  });

  it('keeps the server session on a server error', async () => {
    serve(async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'Boom' } }), { status: 503, headers: { 'content-type': 'application/json' } }));
    const { authStore } = await import('./auth-store');
    await expect(authStore.completeLogin()).rejects.toThrow();
    expect(signedOutOnServer()).toBe(false);
  });
});
