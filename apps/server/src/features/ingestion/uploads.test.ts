import { Document, Packer, Paragraph } from 'docx';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startParseWorkers } from './parse-resume.job';

async function pdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return doc.save();
}

async function docx(lines: string[]): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

let t: TestApp;
let workers: { stop: () => Promise<void> };
beforeAll(async () => {
  process.env.INGEST_THREADS = '0';
  t = await createTestApp({}, {}, { queue: true });
  workers = await startParseWorkers(t.ctx, { workers: 1, batchSize: 4 });
});
afterAll(async () => {
  await t.close();
  await workers.stop();
});

async function upload(token: string, files: { name: string; bytes: Uint8Array; type?: string }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('files', new Blob([f.bytes], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await t.app.request('/api/v1/recruiter/uploads', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, json: (await res.json()) as any };
}

async function settled(token: string, id: string) {
  for (let i = 0; i < 120; i++) {
    const res = await t.call('GET', `/api/v1/recruiter/operations/${id}`, { token });
    if (res.json.data.status === 'completed' || res.json.data.status === 'failed') return res.json.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('operation did not finish');
}

describe('resume uploads', () => {
  it('accounts for every file: stores and parses the good ones, refuses the bad one with a reason', async () => {
    const admin = await t.newAdmin('uploader@example.com');
    const files = [
      { name: 'jane-doe.pdf', bytes: await pdf(['Jane Doe', 'jane.doe@example.com', '+1 415 555 0142', 'Skills: TypeScript, Postgres, React']) },
      { name: 'omar.docx', bytes: await docx(['Omar Haddad', 'omar.haddad@example.com', 'Skills: Python, SQL']) },
      { name: 'evil.pdf', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') },
    ];
    const res = await upload(admin.token, files, { target: 'resdb' });
    expect(res.status).toBe(201);
    const op = res.json.data.operation;
    expect(op).toMatchObject({ kind: 'resume_upload', total: 3, failed: 1 });
    expect(op.items.map((i: any) => i.file_name)).toEqual(['jane-doe.pdf', 'omar.docx', 'evil.pdf']);
    expect(op.items[2]).toMatchObject({ status: 'failed' });
    expect(op.items[2].error).toEqual(expect.any(String));

    const done = await settled(admin.token, op.id);
    expect(done).toMatchObject({ status: 'completed', succeeded: 2, failed: 1, progress: 100 });
    const jane = done.items[0];
    expect(jane).toMatchObject({ status: 'succeeded', result: 'created' });
    const cand = await t.call('GET', `/api/v1/recruiter/candidates/${jane.candidate_id}`, { token: admin.token });
    expect(cand.json.data).toMatchObject({ first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com' });
    expect(cand.json.data.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    // Subscribers (webhooks, automations) hear of each new person, as from the API.
    const events = await t.db.select({ payload: domainEvents.payload }).from(domainEvents).where(and(eq(domainEvents.orgId, admin.orgId), eq(domainEvents.type, 'candidate.created')));
    expect(events.map((e) => e.payload).sort((a, b) => String(a.candidate_id).localeCompare(String(b.candidate_id)))).toEqual(
      done.items.slice(0, 2).map((i: any) => ({ candidate_id: i.candidate_id, source: 'Resume upload' })).sort((a: any, b: any) => a.candidate_id.localeCompare(b.candidate_id)),
    );
  });

  it('merges a known person and puts job uploads in the first stage; the same file twice is one record', async () => {
    const admin = await t.newAdmin('uploader2@example.com');
    const job = await t.call('POST', '/api/v1/recruiter/jobs', { token: admin.token, body: { title: 'Data Engineer', status: 'open' } });
    const bytes = await pdf(['Lina Novak', 'lina@example.com', 'Skills: SQL']);
    const first = await upload(admin.token, [{ name: 'lina.pdf', bytes }], { target: 'resdb' });
    await settled(admin.token, first.json.data.operation.id);
    const again = await upload(admin.token, [{ name: 'lina-again.pdf', bytes }, { name: 'lina-v2.pdf', bytes: await pdf(['Lina Novak', 'LINA@example.com', 'Skills: Spark']) }], {
      target: 'job',
      job_id: job.json.data.id,
    });
    const done = await settled(admin.token, again.json.data.operation.id);
    expect(done.items.map((i: any) => i.result)).toEqual(['duplicate', 'merged']);
    expect(new Set(done.items.map((i: any) => i.candidate_id)).size).toBe(1);
    const apps = await t.call('GET', `/api/v1/recruiter/jobs/${job.json.data.id}/applications`, { token: admin.token });
    expect(apps.json.meta.total).toBe(1);
    expect(apps.json.data[0].stage_id).toBe(job.json.data.stages[0].id);
    const list = await t.call('GET', '/api/v1/recruiter/candidates?q=lina', { token: admin.token });
    expect(list.json.meta.total).toBe(1);
  });

  it('within one parsed batch, the same file twice is one resume and a second file of the same person merges', async () => {
    const admin = await t.newAdmin('uploader-batch@example.com');
    const bytes = await pdf(['Mia Lindqvist', 'mia.lindqvist@example.com', 'Skills: Go']);
    const res = await upload(
      admin.token,
      [
        { name: 'mia.pdf', bytes },
        { name: 'mia-copy.pdf', bytes },
        { name: 'mia-2024.docx', bytes: await docx(['Mia Lindqvist', 'MIA.LINDQVIST@example.com', 'Skills: Rust']) },
        { name: 'other.pdf', bytes: await pdf(['Tomas Berg', 'tomas.berg@example.com']) },
      ],
      { target: 'resdb' },
    );
    const done = await settled(admin.token, res.json.data.operation.id);
    expect(done).toMatchObject({ status: 'completed', succeeded: 4, failed: 0 });
    expect(done.items.map((i: any) => i.result)).toEqual(['created', 'duplicate', 'merged', 'created']);
    const [mia, copy, again, other] = done.items.map((i: any) => i.candidate_id);
    expect(copy).toBe(mia);
    expect(again).toBe(mia);
    expect(other).not.toBe(mia);
    const cand = await t.call('GET', `/api/v1/recruiter/candidates/${mia}`, { token: admin.token });
    expect(cand.json.data.skills).toEqual(expect.arrayContaining(['Go', 'Rust']));
    const list = await t.call('GET', '/api/v1/recruiter/candidates', { token: admin.token });
    expect(list.json.meta.total).toBe(2);
  });

  it('keeps a non-ASCII file name as sent, and serves the file back under it', async () => {
    const admin = await t.newAdmin('uploader-names@example.com');
    const name = 'Jörg Müller 履歴書.pdf';
    const res = await upload(admin.token, [{ name, bytes: await pdf(['Jörg Müller', 'joerg@example.com']) }], { target: 'resdb' });
    expect(res.json.data.operation.items[0].file_name).toBe(name);
    await settled(admin.token, res.json.data.operation.id);
    const list = await t.call('GET', '/api/v1/recruiter/resumes', { token: admin.token });
    expect(list.json.data[0].file_name).toBe(name);
    const file = await t.app.request(`/api/v1/recruiter/resumes/${list.json.data[0].id}/file`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="J_rg M_ller ___.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it('refuses an empty drop, a foreign job and a non-multipart body; another organization sees 404', async () => {
    const admin = await t.newAdmin('uploader3@example.com');
    const other = await t.newAdmin('uploader4@example.com');
    expect((await upload(admin.token, [], { target: 'resdb' })).status).toBe(422);
    const foreignJob = await t.call('POST', '/api/v1/recruiter/jobs', { token: other.token, body: { title: 'Secret role' } });
    const bytes = await pdf(['Someone Else', 'someone@example.com']);
    expect((await upload(admin.token, [{ name: 'x.pdf', bytes }], { target: 'job', job_id: foreignJob.json.data.id })).status).toBe(404);
    const json = await t.call('POST', '/api/v1/recruiter/uploads', { token: admin.token, body: { files: [] } });
    expect(json.status).toBe(415);
    const mine = await upload(admin.token, [{ name: 'x.pdf', bytes }], { target: 'resdb' });
    expect((await t.call('GET', `/api/v1/recruiter/operations/${mine.json.data.operation.id}`, { token: other.token })).status).toBe(404);
  });

  it('refuses a form field the database cannot store (422, named), keeping none of the drop', async () => {
    const admin = await t.newAdmin('uploader5@example.com');
    const bytes = await pdf(['Nul Field', 'nul.field@example.com']);
    // Multipart text travels as UTF-8, where a lone surrogate cannot exist; a NUL byte can.
    const res = await upload(admin.token, [{ name: 'nul.pdf', bytes }], { target: 'job', job_id: 'job\u0000id' });
    expect(res.status).toBe(422);
    expect(res.json.error.details[0].path).toBe('job_id');
    const ops = await t.call('GET', '/api/v1/recruiter/operations', { token: admin.token });
    expect(ops.json.data).toEqual([]);
  });
});
