import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startDataTransferWorkers } from './data-transfer.workers';
import { neutralize } from './export-file';
import { runExportJob } from './export.job';

let t: TestApp;
let admin: { token: string; orgId: string };
beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await startDataTransferWorkers(t.ctx);
  admin = await t.newAdmin('export-admin@example.com');
  const tag = await t.call('POST', '/api/v1/recruiter/tags', { token: admin.token, body: { name: 'Hot', feature: 'candidates' } });
  const people = [
    { first_name: '=1+1', last_name: 'Formula', email: 'f1@example.com', skills: ['+x', '-x'], tag_ids: [tag.json.data.id] },
    { first_name: '@x', last_name: 'Tab', location: 'Carriage', current_title: 'a "quoted", title', skills: ['Go'] },
    { first_name: 'Zoë', last_name: 'Ünicode', current_company: '=HYPERLINK("http://evil","click")', years_experience: 4 },
  ];
  for (const body of people) {
    const res = await t.call('POST', '/api/v1/recruiter/candidates', { token: admin.token, body });
    if (res.status !== 201) throw new Error(res.text);
  }
  // The API trims names, but data that arrived some other way can start with a tab or CR.
  await t.db.update(candidates).set({ lastName: '\tTab', location: '\rCarriage' }).where(eq(candidates.lastName, 'Tab'));
});
afterAll(() => t.close());

async function settled(token: string, id: string) {
  for (let i = 0; i < 120; i++) {
    const res = await t.call('GET', `/api/v1/recruiter/operations/${id}`, { token });
    if (res.json.data.status === 'completed' || res.json.data.status === 'failed') return res.json.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('operation did not finish');
}

async function exportFile(token: string, body: unknown) {
  const res = await t.call('POST', '/api/v1/recruiter/exports', { token, body });
  expect(res.status).toBe(201);
  expect(res.json.data).toMatchObject({ kind: 'export', download_url: null });
  const op = await settled(token, res.json.data.id);
  expect(op).toMatchObject({ status: 'completed', progress: 100, download_url: `/api/v1/recruiter/exports/${op.id}/download` });
  const file = await t.app.request(op.download_url, { headers: { authorization: `Bearer ${token}` } });
  expect(file.status).toBe(200);
  return { op, file, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const fields = ['first_name', 'last_name', 'email', 'location', 'current_title', 'current_company', 'years_experience', 'skills', 'tags'];

describe('candidate export', () => {
  it('neutralizes every cell a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+x', '-x', '@x', '\tx', '\rx', 'plain', ''].map(neutralize)).toEqual(["'=1+1", "'+x", "'-x", "'@x", "'\tx", "'\rx", 'plain', '']);
  });

  it('writes a CSV (UTF-8 with BOM, RFC 4180) with formulas neutralized, as an attachment', async () => {
    const { op, file, bytes } = await exportFile(admin.token, { format: 'csv', fields, filters: {} });
    expect(op.total).toBe(3);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true, relax_column_count: false }) as string[][];
    expect(rows[0]).toEqual(['First name', 'Last name', 'Email', 'Location', 'Current title', 'Current company', 'Years of experience', 'Skills', 'Tags']);
    const byLast = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byLast.get('Formula')).toEqual(["'=1+1", 'Formula', 'f1@example.com', '', '', '', '', "'+x, -x", 'Hot']);
    expect(byLast.get("'\tTab")).toEqual(["'@x", "'\tTab", '', "'\rCarriage", 'a "quoted", title', '', '', 'Go', '']);
    expect(byLast.get('Ünicode')).toEqual(['Zoë', 'Ünicode', '', '', '', `'=HYPERLINK("http://evil","click")`, '4', '', '']);
  });

  it('writes an XLSX whose cells are values, never formulas, and filters by tag', async () => {
    const tags = await t.call('GET', '/api/v1/recruiter/tags?feature=candidates', { token: admin.token });
    const all = await exportFile(admin.token, { format: 'xlsx', fields, filters: {} });
    expect(all.file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(all.bytes) as never);
    const ws = wb.worksheets[0]!;
    const values: unknown[][] = [];
    ws.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]![0]).toBe('First name');
    const cells = values.slice(1).flat();
    expect(cells.some((v) => typeof v === 'object' && v !== null && 'formula' in v)).toBe(false);
    expect(cells).toEqual(expect.arrayContaining(["'=1+1", "'@x", "'\tTab", `'=HYPERLINK("http://evil","click")`, "'+x, -x", 4]));
    // XML reading turns the carriage return into a line feed; the quote in front is what matters.
    expect(cells).toContainEqual(expect.stringMatching(/^'[\r\n]Carriage$/));

    const hot = tags.json.data.find((tag: any) => tag.name === 'Hot').id;
    const filtered = await exportFile(admin.token, { format: 'xlsx', fields: ['last_name'], filters: { tag_ids: [hot] } });
    expect(filtered.op.total).toBe(1);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(Buffer.from(filtered.bytes) as never);
    expect(wb2.worksheets[0]!.getSheetValues().slice(1).map((r: any) => r[1])).toEqual(['Last name', 'Formula']);
  });

  it('is for managers and admins of the organization only, and runs once', async () => {
    const recruiter = await t.addMember(admin, 'export-recruiter@example.com', 'recruiter');
    const manager = await t.addMember(admin, 'export-manager@example.com', 'manager');
    const other = await t.newAdmin('export-other@example.com');
    expect((await t.call('POST', '/api/v1/recruiter/exports', { token: recruiter.token, body: { format: 'csv', fields: ['email'] } })).status).toBe(403);
    const { op } = await exportFile(manager.token, { format: 'csv', fields: ['email'] });
    expect((await t.call('GET', op.download_url, { token: recruiter.token })).status).toBe(403);
    expect((await t.call('GET', op.download_url, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/recruiter/operations/${op.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', '/api/v1/recruiter/exports', { token: manager.token, body: { format: 'pdf', fields: ['email'] } })).status).toBe(422);
    expect((await t.call('POST', '/api/v1/recruiter/exports', { token: manager.token, body: { format: 'csv', fields: ['password_hash'] } })).status).toBe(422);

    await runExportJob(t.ctx, { org_id: admin.orgId, operation_id: op.id });
    const again = (await t.call('GET', `/api/v1/recruiter/operations/${op.id}`, { token: manager.token })).json.data;
    expect(again.finished_at).toBe(op.finished_at);
  });

  it('exports an archived field’s values in its own column, marked archived', async () => {
    const API = '/api/v1/recruiter';
    const field = (await t.call('POST', `${API}/custom-fields`, { token: admin.token, body: { entity: 'candidate', key: 'clearance', label: 'Clearance', type: 'text' } })).json.data;
    const [formula] = (await t.call('GET', `${API}/candidates?q=Formula`, { token: admin.token })).json.data;
    expect((await t.call('PATCH', `${API}/candidates/${formula.id}`, { token: admin.token, body: { custom_fields: { clearance: 'Secret' } } })).status).toBe(200);
    await t.call('DELETE', `${API}/custom-fields/${field.id}`, { token: admin.token });
    expect((await t.call('GET', `${API}/candidates/${formula.id}`, { token: admin.token })).json.data.custom_fields).not.toHaveProperty('clearance');

    const { bytes } = await exportFile(admin.token, { format: 'csv', fields: ['last_name'], custom_fields: ['clearance'] });
    const rows = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Last name', 'Clearance (archived)']);
    expect(new Map(rows.slice(1).map((r) => [r[0], r[1]])).get('Formula')).toBe('Secret');
  });
});
