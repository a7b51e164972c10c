/**
 * The real app with its files in a bucket on a real S3-compatible server: a drop is stored in
 * the bucket, parsed from it into searchable candidates, served back through the authorized
 * route byte for byte, and swept from it once no record refers to it.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startParseWorkers } from '../../features/ingestion/parse-resume.job';
import { sweepOrphanFiles } from '../../features/ingestion/sweep-files';
import { renderDocx, renderPdf } from '../../test/fixtures/resumes/make';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storageKey } from './storage';

let s3: S3Server;
let t: TestApp;
let workers: { stop: () => Promise<void> };
beforeAll(async () => {
  process.env.INGEST_THREADS = '0';
  s3 = await startS3Server();
  // The SDK reads credentials from the usual variables, as in production.
  process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
  t = await createTestApp(s3.env, {}, { queue: true });
  workers = await startParseWorkers(t.ctx, { workers: 1, batchSize: 4 });
});
afterAll(async () => {
  await t?.close();
  await workers?.stop();
  await s3?.close();
});

async function bucketKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.ctx.storage.list(prefix)) keys.push(file.key);
  return keys;
}

describe('files in an S3-compatible bucket', () => {
  it('stores a drop in the bucket, parses it from there, serves it back and sweeps what nothing refers to', { timeout: 60_000 }, async () => {
    expect(t.env.storage).toMatchObject({ kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true });
    const admin = await t.newAdmin('s3-drop@example.com');
    const files = [
      { name: 'ada.pdf', bytes: await renderPdf('Ada Quist\nada.quist@example.com\nSkills: Rust, Kubernetes') },
      { name: 'bo.docx', bytes: await renderDocx('Bo Lindqvist\nbo.lindqvist@example.com\nSkills: Go') },
    ];
    const form = new FormData();
    form.append('target', 'resdb');
    for (const f of files) form.append('files', new Blob([f.bytes]), f.name);
    const sent = await t.app.request('/api/v1/recruiter/uploads', { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(sent.status).toBe(201);
    const opId = ((await sent.json()) as any).data.operation.id as string;

    let op: any;
    for (let i = 0; i < 200; i++) {
      op = (await t.call('GET', `/api/v1/recruiter/operations/${opId}`, { token: admin.token })).json.data;
      if (op.status === 'completed' || op.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(op).toMatchObject({ status: 'completed', succeeded: 2, failed: 0 });
    // The files are in the bucket, and nothing was written to the local folder.
    expect(await bucketKeys(`resumes/${admin.orgId}`)).toHaveLength(2);
    expect(() => readdirSync('/tmp/hirebase-test-data/files')).toThrow();

    const found = await t.call('GET', `/api/v1/recruiter/candidates/search?q=${encodeURIComponent('"ada.quist@example.com"')}`, { token: admin.token });
    expect(found.json.meta.total).toBe(1);

    const resumes = (await t.call('GET', '/api/v1/recruiter/resumes', { token: admin.token })).json.data as { id: string; file_name: string }[];
    for (const f of files) {
      const resume = resumes.find((r) => r.file_name === f.name)!;
      const res = await t.app.request(`/api/v1/recruiter/resumes/${resume.id}/file`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(f.bytes))).toBe(true);
    }
    const bo = resumes.find((r) => r.file_name === 'bo.docx')!;
    const html = await t.call('GET', `/api/v1/recruiter/resumes/${bo.id}/html`, { token: admin.token });
    expect(html.json.data.html).toContain('Bo Lindqvist');

    // Another organization cannot reach the file.
    const other = await t.newAdmin('s3-other@example.com');
    expect((await t.app.request(`/api/v1/recruiter/resumes/${bo.id}/file`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);

    // The sweep, run as if two hours had passed, removes an orphan from the bucket and keeps the resumes.
    const orphan = storageKey(admin.orgId, 'resumes');
    await t.ctx.storage.put(orphan, new Uint8Array([1, 2, 3]));
    const swept = await sweepOrphanFiles(t.db, t.ctx.storage, { now: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    const left = await bucketKeys(`resumes/${admin.orgId}`);
    expect(left).toHaveLength(2);
    expect(left).not.toContain(orphan);
  });
});
