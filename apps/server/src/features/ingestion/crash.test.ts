/**
 * QUALITY reliability: the server is SIGKILLed in the middle of an 80-file ingestion and started
 * again on the same database. Every file ends as exactly one record: none lost, none doubled.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateResumes } from '../../test/fixtures/resumes/dataset';
import { api, createUser, emptyPostgresDatabase, signIn, startServer, type Server } from '../../test/server-process';

const FILES = 80;
let server: Server | null = null;
let dropDatabase: (() => Promise<void>) | null = null;

async function databaseEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_DB !== 'postgres') return {};
  const database = await emptyPostgresDatabase('hb_crash');
  dropDatabase = database.drop;
  return { DATABASE_URL: database.url };
}

afterAll(async () => {
  await server?.stop('SIGKILL');
  await dropDatabase?.();
});

describe('a crash during ingestion', () => {
  it('ends with exactly one record per file after a restart', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-crash-'));
    const env = await databaseEnv();
    createUser(dataDir, 'crash@example.com', 'crash-password', env);
    server = await startServer(dataDir, 3460 + Math.floor(Math.random() * 30), env);
    const token = await signIn(server.url, 'crash@example.com', 'crash-password');

    const files = await generateResumes(FILES);
    const form = new FormData();
    form.append('target', 'resdb');
    for (const f of files) form.append('files', new Blob([Buffer.from(f.bytes)]), f.name);
    const drop = await api(server.url, token, '/uploads', { method: 'POST', body: form });
    const opId = drop.data.operation.id as string;
    expect(drop.data.operation.total).toBe(FILES);

    // Kill it hard once some, but not all, files are done.
    for (;;) {
      const op = (await api(server.url, token, `/operations/${opId}`)).data;
      if (op.succeeded >= 10) {
        expect(op.succeeded).toBeLessThan(FILES);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await server.stop('SIGKILL');

    server = await startServer(dataDir, 3500 + Math.floor(Math.random() * 30), env);
    const again = await signIn(server.url, 'crash@example.com', 'crash-password');
    let op;
    for (;;) {
      op = (await api(server.url, again, `/operations/${opId}`)).data;
      if (op.status === 'completed' || op.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(op).toMatchObject({ status: 'completed', succeeded: FILES, failed: 0 });
    expect(op.items.every((i: { status: string }) => i.status === 'succeeded')).toBe(true);
    expect(new Set(op.items.map((i: { candidate_id: string }) => i.candidate_id)).size).toBe(FILES);

    const candidates = await api(server.url, again, '/candidates?page_size=1');
    expect(candidates.meta.total).toBe(FILES);
    for (const f of [files[0]!, files[FILES / 2]!, files[FILES - 1]!]) {
      const hit = await api(server.url, again, `/candidates/search?q=${encodeURIComponent(`"${f.email}"`)}`);
      expect(hit.meta.total, f.email).toBe(1);
    }
  });
});
