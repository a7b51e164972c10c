/**
 * Export files written row by row to a temporary file, so 100k candidates never sit in memory as
 * rows. Every text cell goes through `neutralize` (QUALITY security 11, formula injection as in
 * Kimai): a spreadsheet program must never run a cell as a formula. XLSX cells are written as
 * values (strings or numbers), never as formulas.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';

export type Cell = string | number | null;
export type RowWriter = { write: (row: Cell[]) => Promise<void>; finish: () => Promise<void> };

/** A cell starting with = + - @ tab or carriage return gets a leading single quote. */
export function neutralize(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const cellOut = (value: Cell): Cell => (typeof value === 'string' ? neutralize(value) : value);

/** UTF-8 with a byte-order mark (Excel reads the encoding from it), RFC 4180 quoting and CRLF. */
export function csvWriter(path: string, header: string[]): RowWriter {
  const out = createWriteStream(path);
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_string: false, cast: { number: (n) => String(n) } });
  csv.pipe(out);
  const write = async (row: Cell[]) => {
    if (!csv.write(row.map((v) => cellOut(v) ?? ''))) await once(csv, 'drain');
  };
  csv.write(header.map(neutralize));
  return {
    write,
    finish: async () => {
      csv.end();
      await once(out, 'close');
    },
  };
}

export function xlsxWriter(path: string, header: string[]): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Candidates');
  const add = (row: Cell[]) => sheet.addRow(row.map((v) => cellOut(v) ?? '')).commit();
  const headerRow = sheet.addRow(header.map(neutralize));
  headerRow.font = { bold: true };
  headerRow.commit();
  return {
    write: async (row) => add(row),
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
