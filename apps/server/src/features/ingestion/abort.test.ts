/**
 * Clients that go away in the middle of a multipart body (after the headers, mid-file, between
 * files) fail their own request only: the real server process keeps answering /healthz and other
 * organizations, and keeps no file of the broken drops.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { minimalDocx } from '../../test/fixtures/resumes/make';
import { api, createUser, signIn, startServer, type Server } from '../../test/server-process';

let server: Server | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
});

const BOUNDARY = 'abort-boundary';

function part(field: string, fileName: string, bytes: Uint8Array): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from('\r\n')]);
}

/** Writes the request head and `body` on a raw socket, then destroys it without finishing the body. */
async function abandon(url: string, token: string, pathname: string, body: Buffer, chunked: boolean): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length + 5 * 1024 * 1024}`;
  const head = `POST /api/v1/recruiter${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${length}\r\n\r\n`;
  const payload = chunked && body.length ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]) : body;
  await new Promise<void>((resolve) => socket.write(Buffer.concat([Buffer.from(head), payload]), () => resolve()));
  // Let the server start reading before the connection drops.
  await new Promise((r) => setTimeout(r, 20));
  socket.destroy();
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Stream handling does not depend on the database: this runs once, on the embedded one.
describe.skipIf(process.env.TEST_DB === 'postgres')('a client that aborts a multipart upload', () => {
  it('fails its own request only: the server stays up for everyone and keeps no file of it', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-abort-'));
    createUser(dataDir, 'aborter@example.com', 'abort-password');
    createUser(dataDir, 'bystander@example.com', 'bystander-password');
    server = await startServer(dataDir, 3540 + Math.floor(Math.random() * 40));
    const token = await signIn(server.url, 'aborter@example.com', 'abort-password');
    const other = await signIn(server.url, 'bystander@example.com', 'bystander-password');

    const docx = minimalDocx({ paragraphs: ['Jane Doe', 'jane@example.com'] });
    const field = (name: string, value: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const bodies = {
      headersOnly: Buffer.alloc(0),
      midFile: Buffer.concat([field('target', 'resdb'), part('files', 'a.docx', docx).subarray(0, 300)]),
      betweenFiles: Buffer.concat([field('target', 'resdb'), part('files', 'a.docx', docx), part('files', 'b.docx', docx)]),
      midSheet: part('file', 'people.csv', new TextEncoder().encode('Name,Email\nJane,jane@example.com\n'.repeat(50))).subarray(0, 900),
    };
    for (let round = 0; round < 3; round++) {
      for (const chunked of [false, true]) {
        await abandon(server.url, token, '/uploads', bodies.headersOnly, chunked);
        await abandon(server.url, token, '/uploads', bodies.midFile, chunked);
        await abandon(server.url, token, '/uploads', bodies.betweenFiles, chunked);
        await abandon(server.url, token, '/imports/preview', bodies.headersOnly, chunked);
        await abandon(server.url, token, '/imports/preview', bodies.midSheet, chunked);
      }
      expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
    }

    expect(server.child.exitCode).toBeNull();
    expect((await api(server.url, other, '/operations')).data).toEqual([]);
    const form = new FormData();
    form.append('target', 'resdb');
    form.append('files', new Blob([Buffer.from(docx)]), 'jane.docx');
    const drop = await api(server.url, other, '/uploads', { method: 'POST', body: form });
    expect(drop.data.operation.total).toBe(1);
    // The aborted drops recorded nothing, and what they stored before the abort was removed.
    const operations = (await api(server.url, token, '/operations')).data as { id: string }[];
    expect(operations.every((op) => op.id === drop.data.operation.id)).toBe(true);
    const resumesDir = path.join(dataDir, 'files', 'resumes');
    // An aborted drop removes its files once the checks already under way finish, which a loaded machine can take a while to do.
    for (let i = 0; i < 600 && filesUnder(resumesDir).length > 1; i++) await new Promise((r) => setTimeout(r, 100));
    expect(filesUnder(resumesDir)).toHaveLength(1);
  });
});
