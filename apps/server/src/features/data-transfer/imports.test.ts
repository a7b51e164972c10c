import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startDataTransferWorkers } from './data-transfer.workers';
import { runImportJob } from './import.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await startDataTransferWorkers(t.ctx);
});
afterAll(() => t.close());

const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

async function xlsx(rows: (string | number)[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('People');
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

async function preview(token: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await t.app.request('/api/v1/recruiter/imports/preview', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
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

async function runImport(token: string, name: string, bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  const p = await preview(token, name, bytes);
  expect(p.status).toBe(200);
  const res = await t.call('POST', '/api/v1/recruiter/imports', {
    token,
    body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping, dedupe: 'skip', ...extra },
  });
  expect(res.status).toBe(201);
  return { preview: p.json.data, op: await settled(token, res.json.data.id) };
}

const candidatesOf = async (token: string, q = '') =>
  (await t.call('GET', `/api/v1/recruiter/candidates?page_size=100${q ? `&q=${encodeURIComponent(q)}` : ''}`, { token })).json.data;

describe('candidate import', () => {
  it('previews a CSV with a suggested mapping, then imports it row by row with hostile cells kept as text', async () => {
    const admin = await t.newAdmin('import-csv@example.com');
    const file = csv([
      'Full Name,E-mail Address,Mobile,City,Job Title,Employer,Years of Experience,Skills,LinkedIn,Tags,Notes',
      'Jane Doe,jane@example.com,+1 415 555 0142,San Francisco,Engineer,Acme,7,"TypeScript; React|Node",linkedin.com/in/jane,"Frontend, Remote",x',
      '"Formula, Fiona",fiona@example.com,,=HYPERLINK("http://evil"),@SUM(A1),-2+3,,+x,,,y',
      '<b>Bold</b> Person,bold@example.com,,,,,,,,,',
      'No Email Person,,,,,,,,,,',
      ',,,,,,,,,,note without a name',
      'Bad Mail,not-an-email,,,,,,,,,',
    ]);
    const p = await preview(admin.token, 'people.csv', file);
    expect(p.status).toBe(200);
    expect(p.json.data).toMatchObject({ file_name: 'people.csv', format: 'csv', total_rows: 6 });
    expect(p.json.data.sample_rows).toHaveLength(6);
    expect(p.json.data.suggested_mapping).toEqual({
      'Full Name': 'full_name',
      'E-mail Address': 'email',
      Mobile: 'phone',
      City: 'location',
      'Job Title': 'current_title',
      Employer: 'current_company',
      'Years of Experience': 'years_experience',
      Skills: 'skills',
      LinkedIn: 'linkedin_url',
      Tags: 'tags',
      Notes: null,
    });

    const res = await t.call('POST', '/api/v1/recruiter/imports', {
      token: admin.token,
      body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping, dedupe: 'skip', tag: 'Imported' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ kind: 'import', total: 6 });
    expect(res.json.data.items.map((i: any) => i.file_name)).toEqual(['Row 2', 'Row 3', 'Row 4', 'Row 5', 'Row 6', 'Row 7']);
    const op = await settled(admin.token, res.json.data.id);
    expect(op).toMatchObject({ status: 'completed', succeeded: 4, failed: 2, progress: 100 });
    expect(op.items.map((i: any) => i.result ?? i.status)).toEqual(['created', 'created', 'created', 'created', 'failed', 'failed']);
    expect(op.items[4].error).toMatch(/No name/);
    expect(op.items[5].error).toMatch(/Invalid email: not-an-email/);

    const jane = (await t.call('GET', `/api/v1/recruiter/candidates/${op.items[0].candidate_id}`, { token: admin.token })).json.data;
    expect(jane).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '+1 415 555 0142',
      location: 'San Francisco',
      current_title: 'Engineer',
      current_company: 'Acme',
      years_experience: 7,
      skills: ['TypeScript', 'React', 'Node'],
      links: [{ kind: 'linkedin', url: 'https://linkedin.com/in/jane' }],
      source: 'Import',
    });
    expect(jane.tags.map((tag: any) => tag.name).sort()).toEqual(['Frontend', 'Imported', 'Remote']);
    const fiona = (await t.call('GET', `/api/v1/recruiter/candidates/${op.items[1].candidate_id}`, { token: admin.token })).json.data;
    expect(fiona).toMatchObject({ first_name: 'Fiona', last_name: 'Formula', location: '=HYPERLINK("http://evil")', current_title: '@SUM(A1)', years_experience: null, skills: ['+x'] });
    const bold = (await t.call('GET', `/api/v1/recruiter/candidates/${op.items[2].candidate_id}`, { token: admin.token })).json.data;
    expect(bold.first_name).toBe('<b>Bold</b>');

    const activity = await t.call('GET', `/api/v1/recruiter/activity?entity_id=${op.id}`, { token: admin.token });
    expect(activity.json.data.map((a: any) => a.action)).toEqual(['import']);
  });

  it('imports an XLSX with a chosen mapping; duplicates by email or phone are skipped or updated', async () => {
    const admin = await t.newAdmin('import-xlsx@example.com');
    await t.call('POST', '/api/v1/recruiter/candidates', { token: admin.token, body: { first_name: 'Omar', last_name: 'Old', email: 'omar@example.com', skills: ['SQL'] } });
    await t.call('POST', '/api/v1/recruiter/candidates', { token: admin.token, body: { first_name: 'Pia', last_name: 'Phone', phone: '(415) 555-0100' } });
    const rows = [
      ['Given', 'Family', 'Mail', 'Tel', 'Title', 'Skill set'],
      ['Omar', 'Haddad', 'OMAR@example.com', '', 'Data Lead', 'Python'],
      ['Pia', 'Phone', '', '415.555.0100', 'Designer', 'Figma'],
      ['Lina', 'Novak', 'lina@example.com', '', 'Analyst', 'Excel'],
    ];
    const mapping = { Given: 'first_name', Family: 'last_name', Mail: 'email', Tel: 'phone', Title: 'current_title', 'Skill set': 'skills' };
    const skip = await runImport(admin.token, 'people.xlsx', await xlsx(rows), { mapping });
    expect(skip.preview).toMatchObject({ format: 'xlsx', total_rows: 3, headers: rows[0] });
    expect(skip.op.items.map((i: any) => i.result)).toEqual(['skipped', 'skipped', 'created']);
    const created = await t.db.select({ payload: domainEvents.payload }).from(domainEvents).where(and(eq(domainEvents.orgId, admin.orgId), eq(domainEvents.type, 'candidate.created')));
    expect(created.map((e) => e.payload)).toContainEqual({ candidate_id: skip.op.items[2].candidate_id, source: 'Import' });
    const omar = (await candidatesOf(admin.token, 'omar'))[0];
    expect(omar).toMatchObject({ last_name: 'Old', current_title: null, skills: ['SQL'] });

    const update = await runImport(admin.token, 'people.xlsx', await xlsx(rows), { mapping, dedupe: 'update' });
    expect(update.op.items.map((i: any) => i.result)).toEqual(['updated', 'updated', 'updated']);
    const after = (await candidatesOf(admin.token, 'omar'))[0];
    expect(after).toMatchObject({ id: omar.id, last_name: 'Haddad', current_title: 'Data Lead', skills: ['SQL', 'Python'] });
    const pia = (await candidatesOf(admin.token, 'pia'))[0];
    expect(pia).toMatchObject({ phone: '(415) 555-0100', current_title: 'Designer' });
    expect((await candidatesOf(admin.token)).length).toBe(3);
  });

  it('fills custom fields from mapped columns, read by type; a cell its field cannot hold fails its row only', async () => {
    const admin = await t.newAdmin('import-custom@example.com');
    const field = (body: Record<string, unknown>) => t.call('POST', '/api/v1/recruiter/custom-fields', { token: admin.token, body });
    expect((await field({ entity: 'candidate', key: 'level', label: 'Seniority', type: 'single_select', options: ['Junior', 'Senior'] })).status).toBe(201);
    await field({ entity: 'candidate', key: 'notice_days', label: 'Notice days', type: 'number' });
    await field({ entity: 'candidate', key: 'relocate', label: 'Relocate', type: 'yes_no' });
    const file = csv(['Name,Seniority,Notice days,Will relocate', 'Ada Lovelace,senior,30,yes', 'Alan Turing,Principal,15,no', 'Grace Hopper,,abc,']);
    const p = await preview(admin.token, 'custom.csv', file);
    expect(p.json.data.suggested_mapping).toMatchObject({ Seniority: 'cf.level', 'Notice days': 'cf.notice_days', 'Will relocate': null });
    const mapping = { ...p.json.data.suggested_mapping, 'Will relocate': 'cf.relocate' };
    expect((await t.call('POST', '/api/v1/recruiter/imports', { token: admin.token, body: { file_key: p.json.data.file_key, mapping: { Name: 'full_name', Seniority: 'cf.nope' } } })).status).toBe(422);
    const res = await t.call('POST', '/api/v1/recruiter/imports', { token: admin.token, body: { file_key: p.json.data.file_key, mapping } });
    expect(res.status).toBe(201);
    const op = await settled(admin.token, res.json.data.id);
    expect(op).toMatchObject({ status: 'completed', succeeded: 1, failed: 2 });
    expect(op.items.map((i: any) => i.error)).toEqual([null, 'Seniority: Choose one of: Junior, Senior', 'Notice days: Enter a number']);
    const [ada] = await candidatesOf(admin.token, 'ada');
    const full = await t.call('GET', `/api/v1/recruiter/candidates/${ada.id}`, { token: admin.token });
    expect(full.json.data.custom_fields).toEqual({ level: 'Senior', notice_days: 30, relocate: true });
  });

  it('never processes a finished row twice when a job runs again', async () => {
    const admin = await t.newAdmin('import-rerun@example.com');
    const { op } = await runImport(admin.token, 'few.csv', csv(['First name,Last name', 'Ada,Lovelace', 'Alan,Turing']));
    expect(op).toMatchObject({ status: 'completed', succeeded: 2 });
    await runImportJob(t.ctx, { org_id: admin.orgId, operation_id: op.id, from: 0, to: 1000 });
    const again = (await t.call('GET', `/api/v1/recruiter/operations/${op.id}`, { token: admin.token })).json.data;
    expect(again).toMatchObject({ status: 'completed', succeeded: 2, failed: 0 });
    expect((await candidatesOf(admin.token)).length).toBe(2);
  });

  it('refuses a wrong type, a disguised file, too many rows, a bad mapping and another organization’s file', async () => {
    const admin = await t.newAdmin('import-refuse@example.com');
    const other = await t.newAdmin('import-other@example.com');
    expect((await preview(admin.token, 'resume.pdf', new TextEncoder().encode('%PDF-1.4'))).status).toBe(415);
    expect((await preview(admin.token, 'fake.xlsx', csv(['a,b', '1,2']))).status).toBe(415);
    const zip = await xlsx([['a'], ['b']]);
    expect((await preview(admin.token, 'zip.csv', zip)).status).toBe(415);
    const tooMany = csv(['First name', ...Array.from({ length: 10_001 }, (_, i) => `P${i}`)]);
    const big = await preview(admin.token, 'big.csv', tooMany);
    expect(big.status).toBe(422);
    expect(big.json.error.message).toMatch(/10,001 rows; at most 10,000/);
    const huge = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x61);
    expect((await preview(admin.token, 'huge.csv', huge)).status).toBe(413);

    const p = await preview(admin.token, 'ok.csv', csv(['Email,Notes', 'a@example.com,x']));
    const noName = await t.call('POST', '/api/v1/recruiter/imports', { token: admin.token, body: { file_key: p.json.data.file_key, mapping: { Email: 'email' } } });
    expect(noName.status).toBe(422);
    const unknown = await t.call('POST', '/api/v1/recruiter/imports', { token: admin.token, body: { file_key: p.json.data.file_key, mapping: { Nope: 'first_name' } } });
    expect(unknown.status).toBe(422);
    const foreign = await t.call('POST', '/api/v1/recruiter/imports', { token: other.token, body: { file_key: p.json.data.file_key, mapping: { Notes: 'first_name' } } });
    expect(foreign.status).toBe(404);
  });
});
