import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_RESPONSE_EXAMPLES, PUBLIC_API_ROUTES as TABLE, type PublicRoute } from '@hirebase/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath } from './openapi';

const PUBLIC_API_ROUTES: readonly PublicRoute[] = TABLE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('documents every route a key can call, with examples that the contracts accept', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual(PUBLIC_API_ROUTES.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
    for (const r of PUBLIC_API_ROUTES) {
      const op = doc.paths[openApiPath(r.path)][r.method.toLowerCase()];
      expect(op.responses['429'].headers['Retry-After'], r.path).toBeDefined();
      if (r.body) {
        const parsed = r.body.safeParse(op.requestBody.content['application/json'].example);
        expect(parsed.success, `${r.method} ${r.path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
      if (r.response) expect(PUBLIC_API_RESPONSE_EXAMPLES.has(r.response) || r.list, `${r.method} ${r.path} has no answer example`).toBe(true);
    }
    for (const [schema, example] of PUBLIC_API_RESPONSE_EXAMPLES) {
      const parsed = schema.safeParse(example);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('is a page that needs nothing from elsewhere and runs no script', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(res.text).not.toMatch(/<script|https?:\/\/(?!localhost)[^"'\s<]*\.(js|css)/);
    for (const r of PUBLIC_API_ROUTES) expect(res.text).toContain(openApiPath(r.path));
  });
});
