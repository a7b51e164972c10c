import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runImportJob } from './import.job';

// No workers here: the test delivers the jobs itself, the way pg-boss would after a crash.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
});
afterAll(() => t.close());

async function queuedImport(token: string, lines: string[]) {
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode(lines.join('\n'))]), 'people.csv');
  const p = await t.app.request('/api/v1/recruiter/imports/preview', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const preview = ((await p.json()) as any).data;
  const res = await t.call('POST', '/api/v1/recruiter/imports', { token, body: { file_key: preview.file_key, mapping: preview.suggested_mapping } });
  expect(res.status).toBe(201);
  return res.json.data;
}

describe('import job delivery', () => {
  it('resumes after a crash and a doubled delivery without processing any row twice', async () => {
    const admin = await t.newAdmin('import-job@example.com');
    const op = await queuedImport(admin.token, ['First name,Last name,Email', 'Ada,Lovelace,ada@example.com', 'Alan,Turing,', 'Grace,Hopper,grace@example.com', 'Bad,Row,nope']);
    expect(op).toMatchObject({ status: 'queued', total: 4 });

    // The first row finished before the crash; the second was being worked on (its transaction rolled back).
    await runImportJob(t.ctx, { org_id: admin.orgId, operation_id: op.id, from: 0, to: 1 });
    await t.db.update(operationItems).set({ status: 'running' }).where(and(eq(operationItems.operationId, op.id), eq(operationItems.position, 1)));

    const job = { org_id: admin.orgId, operation_id: op.id, from: 0, to: 1000 };
    await Promise.all([runImportJob(t.ctx, job), runImportJob(t.ctx, job)]);
    await runImportJob(t.ctx, job);

    const done = (await t.call('GET', `/api/v1/recruiter/operations/${op.id}`, { token: admin.token })).json.data;
    expect(done).toMatchObject({ status: 'completed', succeeded: 3, failed: 1, progress: 100 });
    expect(done.items.map((i: any) => i.result ?? i.status)).toEqual(['created', 'created', 'created', 'failed']);
    const list = await t.call('GET', '/api/v1/recruiter/candidates?page_size=100', { token: admin.token });
    expect(list.json.meta.total).toBe(3);
  });

  it('does nothing for another organization’s operation id', async () => {
    const a = await t.newAdmin('import-job-a@example.com');
    const b = await t.newAdmin('import-job-b@example.com');
    const op = await queuedImport(a.token, ['Name', 'Solo Person']);
    await runImportJob(t.ctx, { org_id: b.orgId, operation_id: op.id, from: 0, to: 1000 });
    const still = (await t.call('GET', `/api/v1/recruiter/operations/${op.id}`, { token: a.token })).json.data;
    expect(still).toMatchObject({ status: 'queued', succeeded: 0 });
  });
});
