/**
 * Parses an uploaded CSV or XLSX into headers and rows of plain strings (in a worker thread, see
 * read-sheet.ts). The format is decided by
 * the bytes and must agree with the file's extension (QUALITY security 8); an XLSX container is
 * checked from its zip directory before exceljs unpacks it. Formulas are never evaluated: a
 * formula cell contributes its cached result, and a text cell starting with `=` stays text.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportFormat } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { inspectXlsxZip } from './xlsx-zip';

/** Longest cell kept; candidate fields are shorter still and are cut again when mapped. */
export const MAX_CELL_CHARS = 1000;
const MAX_COLUMNS = 200;

export type Sheet = { format: ImportFormat; headers: string[]; rows: { line: number; cells: string[] }[] };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const BINARY_MAGICS = [ZIP_MAGIC, [0x25, 0x50, 0x44, 0x46], [0xd0, 0xcf, 0x11, 0xe0], [0x1f, 0x8b]];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The format the bytes are in, or a 415 when they do not match the extension. */
export function sheetFormat(fileName: string, bytes: Uint8Array): ImportFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (bytes.byteLength === 0) throw new AppError('validation_failed', 'The file is empty.');
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw new AppError('payload_too_large', 'The file is larger than 10 MB.');
  if (extension === 'xlsx') {
    if (!startsWith(bytes, ZIP_MAGIC)) throw new AppError('unsupported_media_type', 'This file is not an Excel workbook (.xlsx), although its name ends in .xlsx.');
    return 'xlsx';
  }
  if (extension === 'csv') {
    const head = bytes.subarray(0, 8192);
    if (BINARY_MAGICS.some((m) => startsWith(bytes, m)) || head.includes(0)) {
      throw new AppError('unsupported_media_type', 'This file is not a CSV text file, although its name ends in .csv.');
    }
    return 'csv';
  }
  throw new AppError('unsupported_media_type', 'Only CSV and Excel (.xlsx) files can be imported.');
}

export async function parseSheet(fileName: string, bytes: Uint8Array): Promise<Sheet> {
  const format = sheetFormat(fileName, bytes);
  const raw = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  const rows = raw
    .map((cells, i) => ({ line: i + 1, cells: cells.slice(0, MAX_COLUMNS).map((c) => c.trim().slice(0, MAX_CELL_CHARS)) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const [head, ...body] = rows;
  if (!head) throw new AppError('validation_failed', 'The file has no header row.');
  if (body.length > IMPORT_MAX_ROWS) {
    throw new AppError('validation_failed', `The file has ${body.length.toLocaleString('en-US')} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`);
  }
  return { format, headers: uniqueHeaders(head.cells), rows: body };
}

/** Blank headers get a column name and repeated ones a number, so a mapping can name each column. */
function uniqueHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.replace(/\s+/g, ' ') || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/**
 * UTF-8 line by line: a line that is not valid UTF-8 is read as Windows-1252 (spreadsheet programs
 * on Windows still save CSV in the ANSI code page), so one stray byte never re-reads the whole
 * file, and a file that starts with a UTF-8 BOM keeps UTF-8 for every line (bad bytes become U+FFFD).
 */
export function decodeText(bytes: Uint8Array): string {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (bom) return new TextDecoder('utf-8').decode(body);
  const strict = new TextDecoder('utf-8', { fatal: true });
  try {
    return strict.decode(body);
  } catch {
    // Split on LF, which is the same byte in both encodings and never inside a UTF-8 sequence.
    const ansi = new TextDecoder('windows-1252');
    const lines: string[] = [];
    let start = 0;
    while (start <= body.length) {
      let end = body.indexOf(0x0a, start);
      if (end < 0) end = body.length;
      const line = body.subarray(start, end);
      try {
        lines.push(strict.decode(line));
      } catch {
        lines.push(ansi.decode(line));
      }
      start = end + 1;
    }
    return lines.join('\n');
  }
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes).replace(/^\ufeff/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0]!.d;
  try {
    return parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: 64 * 1024 }) as string[][];
  } catch (err) {
    throw new AppError('validation_failed', `The CSV file could not be read: ${(err as Error).message.slice(0, 200)}`);
  }
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const problem = await inspectXlsxZip(bytes);
  if (problem) throw new AppError('unsupported_media_type', problem);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new AppError('validation_failed', 'This Excel workbook is damaged and cannot be read.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c).value));
    // Indexed by the sheet's row number (a sparse array), so "Row 12" is row 12 in Excel too.
    out[row.number - 1] = cells;
  });
  return out;
}

/** A cell's value as text, whatever exceljs hands back (rich text, hyperlinks, formula results…). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}
