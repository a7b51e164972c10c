/**
 * The validation edge: text the database cannot store, undecodable paths and over-deep JSON are refused
 * before any route runs, on every kind of input (body, query, path) and on public routes as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const API = '/api/v1/recruiter';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.newAdmin('edge@example.com')).token;
});
afterAll(() => t.close());

describe('text the database cannot store', () => {
  // JSON escapes reach the server as the very characters PostgreSQL refuses.
  const BAD = ['\u0000', '\ud800', '\udc00'];

  it.each(BAD.map((bad) => [JSON.stringify(bad), bad]))('%s in a body field or key → 422 naming the field', async (_, bad) => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/candidates', { first_name: `Ann${bad}` }, 'first_name'],
      ['POST', '/candidates', { first_name: 'Ann', skills: ['Go', `Rust${bad}`] }, 'skills.1'],
      ['POST', '/jobs', { title: `Engineer${bad}` }, 'title'],
      ['POST', '/clients', { name: 'Acme', [`x${bad}`]: 1 }, 'x?'],
      ['POST', '/saved-searches', { name: 'Mine', query: { q: `x${bad}` } }, 'query.q'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.call(method, `${API}${path}`, { token, body });
      expect(res.status, `${path} ${field}`).toBe(422);
      expect(res.json.error.details[0].path, path).toBe(field);
    }
  });

  it('NUL in a search, filter or list parameter → 422 naming the parameter', async () => {
    for (const [path, field] of [
      ['/candidates/search?q=a%00b', 'q'],
      ['/candidates?location=Ber%00lin', 'location'],
      ['/jobs?client_id=%00', 'client_id'],
      ['/activity?entity_id=x%00', 'entity_id'],
    ] as const) {
      const res = await t.call('GET', `${API}${path}`, { token });
      expect(res.status, path).toBe(422);
      expect(res.json.error.details[0].path, path).toBe(field);
    }
  });

  it('NUL in a path id → 422 naming it, on recruiter and public routes alike', async () => {
    for (const [path, field] of [
      [`${API}/candidates/ab%00cd`, 'id'],
      [`${API}/jobs/%00/notes`, 'id'],
      ['/api/v1/public/invitations/tok%00en', 'token'],
    ] as const) {
      const res = await t.call('GET', path, { token });
      expect(res.status, path).toBe(422);
      expect(res.json.error.details[0].path, path).toBe(field);
    }
  });

  it('broken percent-encoding and ids of the wrong form → 404 or 422, never 500', async () => {
    for (const path of [
      `${API}/candidates/%E0%A4%A`,
      `${API}/candidates/%ED%A0%80`,
      `${API}/candidates/not-an-id`,
      `${API}/candidates/${'9'.repeat(300)}`,
      `${API}/candidates/search?q=%E0%A4%A`,
      `${API}/candidates?location=%ED%A0%80&sort=%ZZ`,
      '/api/v1/public/invitations/%ZZ',
    ]) {
      const res = await t.call('GET', path, { token });
      expect([200, 404, 422], `${path} → ${res.status}`).toContain(res.status);
    }
  });
});

describe('nested JSON', () => {
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;

  it('5,000 levels → 400 on a recruiter route and on a route taken before sign-in', async () => {
    const recruiter = await t.call('POST', `${API}/candidates`, { token, body: `{"first_name":"Deep","skills":${deep}}` });
    expect(recruiter.status).toBe(400);
    expect(recruiter.json.error.code).toBe('bad_request');
    const open = await t.call('POST', `${API}/auth/token`, { body: `{"org_id":${deep}}` });
    expect(open.status).toBe(400);
  });
});
