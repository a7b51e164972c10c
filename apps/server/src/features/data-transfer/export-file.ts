/**
 * Export files written row by row to a temporary file, so 100k candidates never sit in memory as
 * rows. Every text cell goes through `neutralize` (QUALITY security 11, formula injection as in
 * Kimai): a spreadsheet program must never run a cell, or any line inside a cell, as a formula.
 * XLSX cells are written as values (strings or numbers), never as formulas.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

export type Cell = string | number | null;
export type RowWriter = { write: (row: Cell[]) => Promise<void>; finish: () => Promise<void> };

// What a spreadsheet may read as the start of a formula, full-width forms included (Excel folds them to ASCII).
const FORMULA_LEAD = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The value, and every line inside it (after CR, LF or CRLF), that starts like a formula gets a leading single
 * quote: a reader that splits the cell at a line break must not find a formula on the next line either.
 */
export function neutralize(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 0 && FORMULA_LEAD.test(i === 0 ? text : part) ? `'${part}` : part))
    .join('');
}

const cellOut = (value: Cell): Cell => (typeof value === 'string' ? neutralize(value) : value);

const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field: quoted whenever it holds a quote, the separator, or any CR or LF (bare ones too). */
export function csvField(value: Cell): string {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : neutralize(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (row: Cell[]) => `${row.map(csvField).join(',')}\r\n`;

/** UTF-8 with a byte-order mark (Excel reads the encoding from it), RFC 4180 quoting and CRLF. */
export function csvWriter(path: string, header: string[]): RowWriter {
  const out = createWriteStream(path);
  let failure: Error | null = null;
  out.on('error', (err) => {
    failure = err;
  });
  const put = async (text: string) => {
    if (failure) throw failure;
    if (!out.write(text)) await once(out, 'drain');
  };
  out.write(`\uFEFF${csvLine(header)}`);
  return {
    write: (row) => put(csvLine(row)),
    finish: async () => {
      if (failure) throw failure;
      out.end();
      await once(out, 'close');
      if (failure) throw failure;
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
