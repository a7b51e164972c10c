import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../test/fixtures/resumes/make';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSheet } from './read-sheet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function preview(token: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await t.app.request('/api/v1/recruiter/imports/preview', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, json: (await res.json()) as any };
}

/** A workbook whose sharedStrings.xml declares `declared` bytes but inflates to `real`. */
function lyingXlsx(real: number, declared: number): Uint8Array {
  const zip = Buffer.from(
    buildZip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
      { name: 'xl/workbook.xml', data: '<?xml version="1.0"?><workbook/>' },
      { name: 'xl/sharedStrings.xml', data: `<sst>${' '.repeat(real)}</sst>` },
    ]),
  );
  const name = Buffer.from('xl/sharedStrings.xml');
  for (let i = 0; i < zip.length - 46; i++) {
    if (zip.readUInt32LE(i) === 0x04034b50 && zip.subarray(i + 30, i + 30 + name.length).equals(name)) zip.writeUInt32LE(declared, i + 22);
    if (zip.readUInt32LE(i) === 0x02014b50 && zip.subarray(i + 46, i + 46 + name.length).equals(name)) zip.writeUInt32LE(declared, i + 24);
  }
  expect(zip.byteLength).toBeLessThan(deflateRawSync(Buffer.alloc(real, 0x20)).byteLength + 2048);
  return new Uint8Array(zip);
}

describe('reading an import file', () => {
  it('keeps a UTF-8 CSV with a BOM as UTF-8 when one byte in it is Windows-1252', async () => {
    const text = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Prénom,Nom,Ville\nJörg,Müller,Zürich\n'),
      Buffer.from([0x52, 0xe9, 0x6d, 0x79]), // "Rémy" in Windows-1252
      Buffer.from(',Dupont,Köln\n'),
    ]);
    const sheet = await readSheet('people.csv', new Uint8Array(text));
    expect(sheet.headers).toEqual(['Prénom', 'Nom', 'Ville']);
    expect(sheet.rows[0]!.cells).toEqual(['Jörg', 'Müller', 'Zürich']);
    expect(sheet.rows[1]!.cells[2]).toBe('Köln');
  });

  it('reads a CSV without a BOM line by line: one Windows-1252 line does not re-read the UTF-8 ones', async () => {
    const text = Buffer.concat([Buffer.from('Name,City\nJörg,Zürich\n'), Buffer.from([0x52, 0xe9, 0x6d, 0x79, 0x2c, 0x4c, 0x79, 0x6f, 0x6e, 0x0a])]);
    const sheet = await readSheet('people.csv', new Uint8Array(text));
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['Jörg', 'Zürich'],
      ['Rémy', 'Lyon'],
    ]);
  });

  it('refuses an XLSX whose sharedStrings.xml inflates past the size it declares, and still reads a normal one', async () => {
    await expect(readSheet('people.xlsx', lyingXlsx(4 * 1024 * 1024, 1024))).rejects.toMatchObject({
      code: 'unsupported_media_type',
      message: 'This workbook expands to an unreasonable size and was refused for safety.',
    });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('People').addRows([['Name', 'Email'], ['Jörg Müller', 'jorg@example.com']]);
    const sheet = await readSheet('people.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(sheet.rows[0]!.cells).toEqual(['Jörg Müller', 'jorg@example.com']);
  });

  it('previews a file with a non-ASCII name under that name', async () => {
    const admin = await t.newAdmin('sheet-names@example.com');
    const res = await preview(admin.token, 'Jörg Müller 履歴書.csv', new TextEncoder().encode('Name,Email\nJörg,jorg@example.com\n'));
    expect(res.status).toBe(200);
    expect(res.json.data.file_name).toBe('Jörg Müller 履歴書.csv');
  });
});
