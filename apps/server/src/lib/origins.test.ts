import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { checkOrigin, trustedOrigins } from './origins';
import { sameOriginOnly } from './same-origin';
import { loadEnv } from './env';

describe('trusted origins', () => {
  it('trust the loopback aliases of a loopback PUBLIC_URL on the same port and scheme', () => {
    expect(trustedOrigins({ publicUrl: 'http://localhost:3000', development: false }).sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    );
    expect(trustedOrigins({ publicUrl: 'http://127.0.0.1:8080/', development: false })).toContain('http://localhost:8080');
  });
  it('trust only the public origin otherwise, and the dev server only in development', () => {
    expect(trustedOrigins({ publicUrl: 'https://hire.example.com', development: false })).toEqual(['https://hire.example.com']);
    expect(trustedOrigins({ publicUrl: 'https://hire.example.com', development: true })).toContain('http://localhost:5173');
    expect(trustedOrigins({ publicUrl: 'http://localhost:3000', development: false })).not.toContain('http://localhost:5173');
  });
  it('come from NODE_ENV: only "development" trusts the dev server', () => {
    for (const NODE_ENV of [undefined, 'production', 'test', 'Development']) {
      expect(trustedOrigins(loadEnv({ NODE_ENV, AUTH_SECRET: 'x' }))).not.toContain('http://localhost:5173');
    }
    expect(trustedOrigins(loadEnv({ NODE_ENV: 'development', AUTH_SECRET: 'x' }))).toContain('http://localhost:5173');
  });
});

describe('checkOrigin', () => {
  const trusted = ['https://hire.example.com'];
  const check = (headers: Record<string, string>) => checkOrigin(new Headers(headers), trusted).ok;
  it('wants a trusted Origin, or Sec-Fetch-Site same-origin without one', () => {
    expect(check({ origin: 'https://hire.example.com', cookie: 's=1' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin', cookie: 's=1' })).toBe(true);
    expect(check({ origin: 'https://hire.example.com.evil.example', cookie: 's=1' })).toBe(false);
    expect(check({ origin: 'null', cookie: 's=1' })).toBe(false);
    expect(check({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'same-site', cookie: 's=1' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'none', cookie: 's=1' })).toBe(false);
  });
  it('refuses a cookie with neither header, and lets a cookieless script through', () => {
    expect(check({ cookie: 's=1' })).toBe(false);
    expect(check({})).toBe(true);
  });
});

describe('sameOriginOnly', () => {
  it('logs a warning that names the refused origin', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const env = loadEnv({ PUBLIC_URL: 'https://hire.example.com', AUTH_SECRET: 'x' });
    const app = new Hono().use(sameOriginOnly({ env, log })).post('/x', (c) => c.text('done'));
    const res = await app.request('/x', { method: 'POST', headers: { origin: 'https://evil.example', cookie: 's=1' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'origin_not_allowed', message: expect.stringContaining('https://hire.example.com') } });
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(expect.objectContaining({ level: 40, origin: 'https://evil.example' }));
    expect((await app.request('/x')).status).toBe(404);
  });
});
