import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveWeb } from './static';

const SCRIPT = 'export const answer = 42;\n'.repeat(200);
const SHELL = '<!doctype html><title>Hirebase</title>';

describe('serving the built web app', () => {
  let root: string;
  let outside: string;
  const app = new Hono();
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { method, headers });

  beforeAll(() => {
    outside = mkdtempSync(path.join(os.tmpdir(), 'hirebase-static-'));
    root = path.join(outside, 'dist');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(outside, 'secret.txt'), 'outside the web root');
    writeFileSync(path.join(root, 'index.html'), SHELL);
    writeFileSync(path.join(root, 'index.html.gz'), gzipSync(SHELL));
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(root, 'assets', 'entry-abc123.js'), SCRIPT);
    writeFileSync(path.join(root, 'assets', 'entry-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(root, 'assets', 'entry-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(root, 'assets', 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    app.use(serveWeb(root));
  });
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it('sends the brotli copy to a client that takes brotli, with its own length and tag', async () => {
    const res = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
    expect(res.headers.get('etag')).toMatch(/-br"$/);
  });

  it('sends gzip when brotli is not accepted, and the original when neither is', async () => {
    const gz = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const refused = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers.get('content-encoding')).toBe('gzip');

    for (const header of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': '*;q=0' }] as Record<string, string>[]) {
      const plain = await get('/assets/entry-abc123.js', header);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(SCRIPT);
      expect(plain.headers.get('content-length')).toBe(String(SCRIPT.length));
    }
    const tags = new Set(
      await Promise.all(['br', 'gzip', 'identity'].map(async (e) => (await get('/assets/entry-abc123.js', { 'accept-encoding': e })).headers.get('etag'))),
    );
    expect(tags.size).toBe(3);
  });

  it('reads Accept-Encoding by its quality values', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0.1, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('BR;Q=1')]).toEqual(['br']);
    expect([...acceptedEncodings('x-gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('deflate')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the file', async () => {
    const first = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The brotli tag does not validate the gzip representation.
    const other = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.status).toBe(200);
    const weak = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br', 'if-none-match': `"x", W/${etag}` });
    expect(weak.status).toBe(304);
  });

  it('serves index.html for client routes, never cached, with its gzip copy', async () => {
    for (const route of ['/', '/index.html', '/jobs/123', '/settings/manage-team']) {
      const res = await get(route, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SHELL);
    }
    const tag = (await get('/jobs/1')).headers.get('etag')!;
    expect((await get('/', { 'if-none-match': tag })).status).toBe(304);
  });

  it('revalidates root files and sends files without copies as they are', async () => {
    const svg = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(svg.headers.get('cache-control')).toBe('no-cache');
    expect(svg.headers.get('content-encoding')).toBeNull();
    expect(svg.headers.get('vary')).toBeNull();
    expect(await svg.text()).toBe('<svg/>');
    const png = await get('/assets/logo-def456.png', { 'accept-encoding': 'br' });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-length')).toBe('4');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(SCRIPT).length);
    expect(await res.text()).toBe('');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await get('/assets/entry-old999.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>');
  });

  it('never serves a file outside the web root nor a compressed copy by its own name', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%5csecret.txt',
      '/assets/%00entry-abc123.js',
      '/%E0%A4%A',
    ]) {
      const res = await get(attempt);
      const text = await res.text();
      expect(text, attempt).not.toContain('outside the web root');
    }
    const copy = await get('/assets/entry-abc123.js.br');
    expect(copy.status).toBe(404);
    const shellCopy = await get('/index.html.gz');
    expect(shellCopy.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('leaves API paths and other methods to the routes after it', async () => {
    const api = new Hono();
    api.use(serveWeb(root));
    api.get('/api/ping', (c) => c.text('pong'));
    api.post('/jobs', (c) => c.text('posted'));
    expect(await (await api.request('/api/ping')).text()).toBe('pong');
    expect(await (await api.request('/jobs', { method: 'POST' })).text()).toBe('posted');
  });
});
