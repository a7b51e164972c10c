/** Export files keep every value in its own cell, and no cell nor line inside a cell starts like a formula. */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvWriter, neutralize, xlsxWriter, type Cell } from './export-file';

const HOSTILE = [
  "Bob\n=cmd|' /C calc'!A0",
  'Eve\r=1+2',
  'Ann\r\n+SUM(A1)',
  'Max\n\n-2+3',
  'Sue\r\r@A1',
  'Tab\n\tx',
  '＝1+1',
  'Zed\n＋1',
  'Kim\r－1\n＠A1',
  '=HYPERLINK("http://evil","click")',
  'a, "quoted", value',
  'plain',
];
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

function rowsOf(values: string[]): Cell[][] {
  return values.map((v, i) => [v, i, null, `${v}\n${v}`]);
}

/** Every line of every cell that a spreadsheet could read as a formula. */
function formulaLines(cells: string[]): string[] {
  return cells.flatMap((c) => c.split(/\r\n|\r|\n/).filter((line, i) => FORMULA_START.test(i === 0 ? c : line)));
}

describe('export cells', () => {
  it('neutralize quotes a formula start at the start of the value and of every line in it', () => {
    expect(neutralize('Eve\r=1+2')).toBe("Eve\r'=1+2");
    expect(neutralize("Bob\n=cmd|' /C calc'!A0")).toBe("Bob\n'=cmd|' /C calc'!A0");
    expect(neutralize('＝1+1')).toBe("'＝1+1");
    expect(neutralize('\rx')).toBe("'\rx");
    expect(neutralize('a-b\nc=d')).toBe('a-b\nc=d');
  });

  it('a strict CSV parser reads as many rows as were written, and no cell or line in a cell starts like a formula', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'export-')), 'out.csv');
    const writer = csvWriter(file, ['Name', 'N', 'Empty', '=Header']);
    for (const row of rowsOf(HOSTILE)) await writer.write(row);
    await writer.finish();

    const rows = parse(readFileSync(file, 'utf8'), { bom: true, relax_column_count: false, relax_quotes: false }) as string[][];
    expect(rows).toHaveLength(HOSTILE.length + 1);
    expect(rows.every((r) => r.length === 4)).toBe(true);
    expect(formulaLines(rows.flat())).toEqual([]);
    expect(rows[1]).toEqual(["Bob\n'=cmd|' /C calc'!A0", '0', '', "Bob\n'=cmd|' /C calc'!A0\nBob\n'=cmd|' /C calc'!A0"]);
    expect(rows[11]![0]).toBe('a, "quoted", value');
  });

  it('an XLSX holds the same values as text, never as formulas', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'export-')), 'out.xlsx');
    const writer = xlsxWriter(file, ['Name', 'N', 'Empty', '=Header']);
    for (const row of rowsOf(HOSTILE)) await writer.write(row);
    await writer.finish();

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const texts: string[] = [];
    book.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    );
    expect(book.worksheets[0]!.rowCount).toBe(HOSTILE.length + 1);
    expect(formulaLines(texts)).toEqual([]);
  });
});
