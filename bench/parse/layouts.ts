/**
 * The labeled text rendered in several resume layouts, so bench/parse measures reading as well as
 * extraction: one column PDF, two column PDF, a PDF with a left sidebar, a DOCX of paragraphs and
 * a table-based DOCX. Section headings are drawn bold and the name larger, as templates do.
 */
import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { headerSection } from '../../apps/server/src/features/ingestion/fields/lines';
import { encodable, renderDocx, renderPdf } from '../../apps/server/src/test/fixtures/resumes/make';

export const LAYOUTS = ['text', 'pdf-one-column', 'pdf-two-columns', 'pdf-sidebar', 'docx-paragraphs', 'docx-table'] as const;
export type Layout = (typeof LAYOUTS)[number];

export function layoutKind(layout: Layout): 'text' | 'pdf' | 'docx' {
  return layout === 'text' ? 'text' : layout.startsWith('pdf') ? 'pdf' : 'docx';
}

type Block = { heading: string | null; lines: string[] };

/** The resume cut at its section headings; the first block is the header (name, contact). */
export function blocks(text: string): Block[] {
  const out: Block[] = [{ heading: null, lines: [] }];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\t/g, ' ').trimEnd();
    if (line.trim() && headerSection(line)) out.push({ heading: line.trim(), lines: [] });
    else out.at(-1)!.lines.push(line);
  }
  return out.filter((block) => block.heading || block.lines.some((line) => line.trim()));
}

export async function render(layout: Exclude<Layout, 'text'>, text: string): Promise<Uint8Array> {
  switch (layout) {
    case 'pdf-one-column':
      return renderPdf(text);
    case 'docx-paragraphs':
      return renderDocx(text);
    case 'docx-table':
      return renderDocxTable(text);
    case 'pdf-two-columns': {
      const all = blocks(text);
      const half = Math.ceil(all.length / 2);
      return renderColumns([all.slice(0, half), all.slice(half)], [0.5, 0.5]);
    }
    case 'pdf-sidebar': {
      // Contact, skills, education and the like in a narrow left column; the rest on the right.
      const all = blocks(text);
      const side = (block: Block) => !block.heading || /skill|education|academic|qualification|language|certif|link|interest|personal/i.test(block.heading);
      return renderColumns([all.filter(side), all.filter((block) => !side(block))], [0.32, 0.68]);
    }
  }
}

// ---------------------------------------------------------------- PDF columns

const PAGE = { width: 612, height: 792, margin: 40, gutter: 18 };
type DrawnLine = { text: string; bold: boolean; size: number };

async function renderColumns(columns: Block[][], shares: number[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const usable = PAGE.width - 2 * PAGE.margin - PAGE.gutter * (columns.length - 1);
  const laidOut = columns.map((column, index) => {
    const width = usable * shares[index]!;
    const size = shares[index]! < 0.4 ? 8.5 : 9.5;
    const lines: DrawnLine[] = [];
    column.forEach((block, position) => {
      if (block.heading) lines.push({ text: '', bold: false, size }, { text: block.heading.toUpperCase(), bold: true, size: size + 1.5 });
      block.lines.forEach((line, lineIndex) => {
        const first = index === 0 && position === 0 && lineIndex === 0 && !block.heading;
        const font = first ? bold : regular;
        const lineSize = first ? 16 : size;
        for (const piece of wrap(encodable(font, line), font, lineSize, width)) lines.push({ text: piece, bold: first, size: lineSize });
      });
    });
    return { lines, width };
  });
  const pages = laidOut.map(({ lines }) => {
    const out: { line: DrawnLine; y: number }[][] = [[]];
    let y = PAGE.height - PAGE.margin;
    for (const line of lines) {
      const leading = line.size * 1.3;
      if (y - leading < PAGE.margin) {
        out.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      out.at(-1)!.push({ line, y });
    }
    return out;
  });
  const pageCount = Math.max(...pages.map((column) => column.length));
  for (let number = 0; number < pageCount; number++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    // Drawn row by row across the columns, as word processors write them: reading order is not drawing order.
    const drawn: { text: string; x: number; y: number; size: number; bold: boolean }[] = [];
    let x = PAGE.margin;
    laidOut.forEach((column, index) => {
      for (const { line, y } of pages[index]![number] ?? []) if (line.text.trim()) drawn.push({ ...line, x, y });
      x += column.width + PAGE.gutter;
    });
    drawn.sort((a, b) => b.y - a.y || a.x - b.x);
    for (const line of drawn) page.drawText(line.text, { x: line.x, y: line.y, size: line.size, font: line.bold ? bold : regular });
  }
  return pdf.save();
}


function wrap(line: string, font: PDFFont, size: number, maxWidth: number): string[] {
  if (font.widthOfTextAtSize(line, size) <= maxWidth) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/(?<= )/)) {
    const candidate = current + word;
    if (current && font.widthOfTextAtSize(candidate.trimEnd(), size) > maxWidth) {
      out.push(current.trimEnd());
      current = word;
    } else current = candidate;
  }
  if (current.trim()) out.push(current.trimEnd());
  return out;
}

// ---------------------------------------------------------------- DOCX table

/** Header paragraphs, then one table row per section: the heading in the left cell, its lines in the right. */
async function renderDocxTable(text: string): Promise<Uint8Array> {
  const [head, ...rest] = blocks(text);
  const paragraph = (line: string, bold = false) => new Paragraph({ children: [new TextRun({ text: xmlSafe(line), bold })] });
  const headParagraphs = (head?.heading ? [head] : []).length ? [] : (head?.lines ?? []).map((line, index) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: xmlSafe(line), bold: index === 0 })] }));
  const sections = head?.heading ? [head, ...rest] : rest;
  const rows = sections.map(
    (block) =>
      new TableRow({
        children: [
          new TableCell({ width: { size: 2200, type: WidthType.DXA }, children: [paragraph(block.heading ?? '', true)] }),
          new TableCell({ width: { size: 7000, type: WidthType.DXA }, children: block.lines.length ? block.lines.map((line) => paragraph(line)) : [paragraph('')] }),
        ],
      }),
  );
  const doc = new Document({ sections: [{ children: [...headParagraphs, ...(rows.length ? [new Table({ rows })] : [])] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry these characters
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}
