import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationItems } from '../../db/schema';
import { storageKey } from '../../providers/storage';
import { minimalDocx } from '../../test/fixtures/resumes/make';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepOrphanFiles } from './sweep-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const fileOf = (key: string) => {
  if (t.env.storage.kind !== 'local') throw new Error('the sweep test ages files in the local folder');
  return path.join(t.env.storage.dir, key);
};
const age = (key: string, ms: number) => utimes(fileOf(key), new Date(Date.now() - ms), new Date(Date.now() - ms));

describe('the sweep of stored files', () => {
  it('removes old files no record refers to and half-written files, keeps referenced and recent ones', async () => {
    const admin = await t.newAdmin('sweep@example.com');
    const form = new FormData();
    form.append('target', 'resdb');
    form.append('files', new Blob([minimalDocx({ paragraphs: ['Jane Doe', 'jane@example.com'] })]), 'jane.docx');
    const res = await t.app.request('/api/v1/recruiter/uploads', { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(res.status).toBe(201);
    const operationId = ((await res.json()) as { data: { operation: { id: string } } }).data.operation.id;
    const [item] = await t.db.select().from(operationItems).where(eq(operationItems.operationId, operationId));
    const referenced = item!.storageKey!;

    const storage = t.ctx.storage;
    const orphan = storageKey(admin.orgId, 'resumes');
    const fresh = storageKey(admin.orgId, 'resumes');
    const exported = storageKey(admin.orgId, 'exports');
    const preview = storageKey(admin.orgId, 'imports');
    for (const key of [orphan, fresh, exported, preview]) await storage.put(key, new Uint8Array([1, 2, 3]));
    const partial = `${fileOf(orphan)}.4242.tmp`;
    await writeFile(partial, 'half');
    await utimes(partial, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
    for (const key of [referenced, orphan, exported, preview]) await age(key, 2 * HOUR);

    expect(await sweepOrphanFiles(t.db, storage)).toEqual({ removed: 2, partial: 1 });
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(existsSync(fileOf(exported))).toBe(false);
    expect(existsSync(partial)).toBe(false);
    // Still referenced, still young, or an import preview within its day.
    for (const key of [referenced, fresh, preview]) expect(existsSync(fileOf(key)), key).toBe(true);

    await age(preview, 25 * HOUR);
    expect(await sweepOrphanFiles(t.db, storage)).toEqual({ removed: 1, partial: 0 });
    expect(existsSync(fileOf(referenced))).toBe(true);
  });
});
