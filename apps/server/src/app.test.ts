import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hirebase/shared';
import { createTestApp, type TestApp } from './test/test-app';

describe('platform behaviour', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'hirebase-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hirebase</title>');
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('answers health and readiness', async () => {
    expect((await t.call('GET', '/healthz')).status).toBe(200);
    const ready = await t.call('GET', '/readyz');
    expect(ready.json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the app shell with a strict Content-Security-Policy and security headers on any route', async () => {
    for (const route of ['/', '/settings/manage-team', '/jobs/123']) {
      const res = await t.app.request(route);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('does not serve files outside the web root', async () => {
    const res = await t.app.request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).toContain('<title>Hirebase</title>');
  });

  it('answers unknown API paths with a JSON 404 and malformed JSON with 400', async () => {
    const unknown = await t.call('GET', '/api/v1/recruiter/nothing-here');
    expect(unknown.status).toBe(401);
    const publicUnknown = await t.call('GET', '/api/v1/public/nothing-here');
    expect(publicUnknown.status).toBe(404);
    expect(publicUnknown.json.error.code).toBe('not_found');
    const admin = await t.newAdmin('json@example.com');
    const bad = await t.call('POST', '/api/v1/recruiter/org', { token: admin.token, body: '{"name":' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual({ code: 'bad_request', message: 'Request body must be valid JSON' });
  });

  it('publishes the public configuration', async () => {
    const res = await t.call('GET', '/api/v1/public/config');
    expect(res.json.data).toMatchObject({ bot_challenge: 'off', google_client_id: null, maintenance: false });
    expect(res.json.data.password_policy.min_length).toBe(6);
  });
});

describe('maintenance mode', () => {
  it('answers 503 with the maintenance message on every API call but the public config', async () => {
    const t = await createTestApp({ MAINTENANCE_MODE: '1' });
    try {
      const res = await t.call('GET', '/api/v1/recruiter/org/list');
      expect(res.status).toBe(503);
      expect(res.json.error).toEqual({ code: 'maintenance', message: MESSAGES.maintenance });
      expect((await t.call('POST', '/api/auth/sign-in/email', { body: {} })).status).toBe(503);
      const config = await t.call('GET', '/api/v1/public/config');
      expect(config.json.data.maintenance).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits', () => {
  it('limits failed sign-ins per account and address (429) and per IP', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '3', RATE_LIMIT_AUTH_PER_IP: '8' });
    try {
      const attempt = (email: string) =>
        t.call('POST', '/api/auth/sign-in/email', { body: { email, password: 'wrong-password', turnstile_token: '' } });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt('target@example.com')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await attempt('target@example.com');
      expect(limited.json.error.code).toBe('account_locked');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      const more = [];
      for (let i = 0; i < 4; i++) more.push((await attempt(`other${i}@example.com`)).status);
      expect(more.slice(-1)).toEqual([429]);
    } finally {
      await t.close();
    }
  });
});

describe('bot challenge (ALTCHA)', () => {
  it('refuses sign-in without a solved challenge and accepts a solved one once', async () => {
    const t = await createTestApp({ BOT_CHALLENGE: 'altcha' });
    try {
      const body = { email: 'bot@example.com', password: 'secret-pass', name: 'Bot', turnstile_token: '' };
      const refused = await t.call('POST', '/api/auth/sign-up/email', { body });
      expect(refused.status).toBe(403);

      const challenge = (await t.call('GET', '/api/v1/public/altcha/challenge')).json;
      const solution = await solveChallenge({ challenge, deriveKey });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const accepted = await t.call('POST', '/api/auth/sign-up/email', { body: { ...body, turnstile_token: payload } });
      expect(accepted.status).toBe(200);
      const replay = await t.call('POST', '/api/auth/sign-up/email', {
        body: { ...body, email: 'bot2@example.com', turnstile_token: payload },
      });
      expect(replay.status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
