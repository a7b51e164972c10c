import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { BODY_LIMITS, bodyLimitFor, DEFAULT_BODY_BYTES, MAX_DROP_BYTES } from './body-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A chunked body of `total` bytes that records how much of it was ever pulled. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

const post = (path: string, init: { body: ReadableStream<Uint8Array>; headers?: Record<string, string> }) =>
  t.app.request(path, { method: 'POST', duplex: 'half', ...init, headers: { origin: ORIGIN, ...init.headers } } as RequestInit);

describe('the body limit', () => {
  it('refuses a chunked body past the cap with 413 without reading the rest (the sign-in route, not signed in)', async () => {
    const { stream, state } = endlessBody(300 * 1024 * 1024);
    const res = await post('/api/auth/sign-in/email', { body: stream, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(state.pulled).toBeLessThan(DEFAULT_BODY_BYTES * 3);
  });

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { stream, state } = endlessBody(DEFAULT_BODY_BYTES * 2);
    const res = await post('/api/v1/recruiter/candidates', {
      body: stream,
      headers: { 'content-type': 'application/json', 'content-length': String(DEFAULT_BODY_BYTES * 2) },
    });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024 * 2);
  });

  it('gives uploads and import previews their own caps, the drop a total cap', () => {
    expect(bodyLimitFor('POST', '/api/v1/recruiter/uploads', BODY_LIMITS)).toBe(MAX_DROP_BYTES);
    expect(bodyLimitFor('POST', '/api/v1/recruiter/imports/preview', BODY_LIMITS)).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/api/v1/recruiter/imports', BODY_LIMITS)).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor('PATCH', '/api/v1/recruiter/uploads', BODY_LIMITS)).toBe(DEFAULT_BODY_BYTES);
  });

  it('refuses an import preview past its cap while it streams', async () => {
    const admin = await t.newAdmin('body-limit@example.com');
    const boundary = 'x-boundary';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    const { stream: rest, state } = endlessBody(40 * 1024 * 1024);
    const reader = rest.getReader();
    let sentHead = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          return controller.enqueue(head);
        }
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    });
    const res = await post('/api/v1/recruiter/imports/preview', {
      body,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(20 * 1024 * 1024);
  });
});
