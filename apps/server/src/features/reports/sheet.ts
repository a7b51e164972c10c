/** Report tables as CSV or XLSX, every text cell through the formula-safe `neutralize` of the export writer. */
import ExcelJS from 'exceljs';
import { csvField, neutralize, type Cell } from '../data-transfer/export-file';

export type Table = { name: string; header: string[]; rows: Cell[][] };

export function toCsv(t: Table): string {
  return `\uFEFF${[t.header, ...t.rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export async function toXlsx(t: Table): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.name.slice(0, 31));
  sheet.addRow(t.header.map(neutralize)).font = { bold: true };
  for (const row of t.rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? neutralize(v) : (v ?? ''))));
  return new Uint8Array(await book.xlsx.writeBuffer());
}
