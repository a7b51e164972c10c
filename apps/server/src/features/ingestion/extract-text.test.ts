import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { minimalDocx, renderDocx, renderPdf } from '../../test/fixtures/resumes/make';
import { ExtractionError, extractDocxHtml, extractText, NO_TEXT_FOUND } from './extract-text';
import { glyphItems } from './pdf-glyphs';
import { joinItems, withoutRepeatedMargins } from './pdf-lines';

async function extractionError(promise: Promise<unknown>): Promise<ExtractionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return error;
    throw error;
  }
  throw new Error('expected an ExtractionError');
}

describe('extractText from PDF', () => {
  it('keeps lines and separates pages with a blank line', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => `Line ${i + 1} Senior Engineer at Acme`);
    const result = await extractText(await renderPdf(`Jane Doe\njane@example.com\n${lines.join('\n')}`), 'pdf');
    expect(result.pages).toBe(2);
    expect(result.warnings).toEqual([]);
    const out = result.text.split('\n');
    expect(out.slice(0, 3)).toEqual(['Jane Doe', 'jane@example.com', 'Line 1 Senior Engineer at Acme']);
    expect(result.text).toMatch(/Line \d+ Senior Engineer at Acme\n\nLine \d+ Senior/);
    expect(result.text).toContain('Line 70 Senior Engineer at Acme');
  });

  it('yields no text and a warning for a PDF without a text layer, without throwing', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(await extractText(await pdf.save(), 'pdf')).toEqual({ text: '', pages: 1, warnings: [NO_TEXT_FOUND] });
  });

  it('refuses encrypted PDFs and reports damaged ones', async () => {
    const encrypted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n4 0 obj << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> endobj\ntrailer << /Root 1 0 R /Encrypt 4 0 R >>\n%%EOF',
      'latin1',
    );
    const error = await extractionError(extractText(encrypted, 'pdf'));
    expect(error.code).toBe('encrypted');
    expect(error.message).toMatch(/password-protected/);
    expect((await extractionError(extractText(Buffer.from('%PDF-1.4\ngarbage'), 'pdf'))).code).toBe('corrupt');
  });
});

describe('joinItems', () => {
  const item = (str: string, x: number, y: number, width: number, hasEOL = false) => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10, hasEOL });

  it('splits on baseline changes, joins gaps with a space and keeps wide gaps as two spaces', () => {
    expect(joinItems([item('Jane', 0, 700, 20), item('Doe', 25, 700, 15), item('Engineer', 0, 686, 40)])).toBe('Jane Doe\nEngineer');
    expect(joinItems([item('Acme', 0, 700, 20), item(' ', 20, 700, 8), item('2019', 28, 700, 20, true), item('Next', 0, 686, 20)])).toBe('Acme  2019\nNext');
  });
});

describe('extractText from DOCX', () => {
  it('returns one line per paragraph', async () => {
    const result = await extractText(await renderDocx('Jane Doe\nSoftware Engineer\n\nSKILLS\nC#, .NET'), 'docx');
    expect(result).toEqual({ text: 'Jane Doe\nSoftware Engineer\n\nSKILLS\nC#, .NET', pages: null, warnings: [] });
  });

  it('warns on an empty document and reports a damaged one', async () => {
    expect(await extractText(minimalDocx({ paragraphs: [] }), 'docx')).toEqual({ text: '', pages: null, warnings: [NO_TEXT_FOUND] });
    expect((await extractionError(extractText(Buffer.from('PK\x03\x04 nope'), 'docx'))).code).toBe('corrupt');
  });

  it('gives mammoth HTML for display (to be sanitized by the caller)', async () => {
    const { html } = await extractDocxHtml(minimalDocx({ paragraphs: ['Jane <Doe>'] }));
    expect(html).toBe('<p>Jane &lt;Doe&gt;</p>');
  });
});

describe('joinItems joins wrapped lines back', () => {
  const item = (str: string, x: number, y: number, height = 10) => ({ str, transform: [height, 0, 0, height, x, y], width: str.length * height * 0.5, height, hasEOL: false });

  it('joins a paragraph wrapped at the right margin, and not a line that ends short', () => {
    const lines = ['Built the billing service and the reporting pipeline for the', 'finance team, then led the move to the new data warehouse in', 'two quarters.', 'Analyst at Beta Ltd'];
    expect(joinItems(lines.map((text, row) => item(text, 40, 700 - row * 12)), 500)).toBe(
      'Built the billing service and the reporting pipeline for the finance team, then led the move to the new data warehouse in two quarters.\nAnalyst at Beta Ltd',
    );
  });

  it('keeps short lines on a page read as one column, and rows ending at a tab stop', () => {
    const short = ['Line 1 Senior Engineer', 'Line 2 Senior Engineer', 'Line 3 Senior Engineer'];
    expect(joinItems(short.map((text, row) => item(text, 40, 700 - row * 12)), 612)).toBe(short.join('\n'));
    const dated = ['Data Engineer, Acme Corp', 'Analyst, Beta Ltd', 'Intern, Gamma Inc'].flatMap((text, row) => [item(text, 40, 700 - row * 12), item('2019 – 2020', 500, 700 - row * 12)]);
    expect(joinItems(dated, 612).split('\n')).toHaveLength(3);
  });

  it('takes the edge from most lines, not from two links that overran the margin', () => {
    const wrapped = ['Built the billing service and the reporting pipeline for the', 'finance team.'];
    const links = ['https://www.example.com/jane-doe/projects/billing-service-and-reports-2019', 'https://www.example.com/jane-doe/projects/reporting-pipeline-finance-2020'];
    const body = ['Led the move of the old warehouse to the new data platform in', 'Managed a team of four engineers across two offices and three', 'Wrote the onboarding guide for new engineers joining the team', 'Ran the weekly review of incidents with the operations people', 'Planned the migration of the payment service to the new cloud', 'Mentored two interns through their first production releases', 'Analyst at Beta Ltd'];
    const lines = [...links, ...body, ...wrapped];
    const joined = joinItems(lines.map((text, row) => item(text, 40, 700 - row * 12)), 500).split('\n');
    expect(joined.at(-1)).toBe('Built the billing service and the reporting pipeline for the finance team.');
  });

  it('joins a value a narrow sidebar wrapped when its words show it goes on, and keeps its list items apart', () => {
    // A 12 em sidebar (8.5 pt): a college name wrapped after "and", a degree whose next line starts
    // in lower case; the short skills above end near the edge too but stay apart. A blank item at
    // a line's end (the gap to the main column drawn on the same row) does not count.
    const side = ['Python, SQL, Airflow', 'Tableau, Power BI', 'Vaughn College of Aeronautics and', 'Technology', 'Bachelor of Science', 'in Psychology', 'Maryanne Elin Jacobs', 'website: example.com', 'SKILLS'];
    const items = side.flatMap((text, row) => [item(text, 40, 700 - row * 11, 8.5), { str: ' ', transform: [8.5, 0, 0, 8.5, 40 + text.length * 4.25, 700 - row * 11], width: 60, height: 0, hasEOL: false }]);
    expect(joinItems(items).split('\n')).toEqual(['Python, SQL, Airflow', 'Tableau, Power BI', 'Vaughn College of Aeronautics and Technology', 'Bachelor of Science in Psychology', 'Maryanne Elin Jacobs', 'website: example.com', 'SKILLS']);
  });

  it('joins a name in large type wrapped in a narrow column', () => {
    const items = [item('Maryanne Elin', 40, 730, 16), item('Jacobs', 40, 712, 16), item('Pune, Maharashtra', 40, 690, 8.5), item('jane@example.com', 40, 680, 8.5), item('SKILLS', 40, 660, 8.5)];
    expect(joinItems(items).split('\n')[0]).toBe('Maryanne Elin Jacobs');
  });
});

describe('extractText from PDF keeps two spaces typed between parts of a line', () => {
  it('reads a double space as a break the line reader sees, and one space as a space', async () => {
    const result = await extractText(await renderPdf('Editor Resume Template  Emory Wiza  Francis Road  San Francisco\nWORK EXPERIENCE'), 'pdf');
    expect(result.text.split('\n')).toEqual(['Editor Resume Template  Emory Wiza  Francis Road  San Francisco', 'WORK EXPERIENCE']);
  });

  it('joins a long line the PDF wrapped at the margin', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const result = await extractText(await renderPdf(`Jane Doe\n${long}\n${long}\nSKILLS`), 'pdf');
    expect(result.text.split('\n')).toEqual(['Jane Doe', long, long, 'SKILLS']);
  });
});

describe('glyphItems', () => {
  const OPS = { save: 10, restore: 11, transform: 12, beginText: 31, setFont: 37, setCharSpacing: 33, setWordSpacing: 34, setHScale: 35, setLeading: 36, setTextRise: 39, moveText: 40, setLeadingMoveText: 41, setTextMatrix: 42, nextLine: 43, showText: 44, paintFormXObjectBegin: 74, paintFormXObjectEnd: 75 };
  const glyphs = (text: string) => [...text].map((char) => ({ unicode: char, width: char === ' ' ? 278 : 556, isSpace: char === ' ' }));
  const read = (ops: [number, unknown[] | null][]) => glyphItems(ops.map(([fn]) => fn), ops.map(([, args]) => args), () => ({ fontMatrix: [0.001, 0, 0, 0.001, 0, 0] }), OPS);

  it('keeps two typed spaces, folds one, and turns a tab-stop gap into a blank item', () => {
    const items = read([
      [OPS.beginText, null],
      [OPS.setFont, ['f1', 10]],
      [OPS.setTextMatrix, [[1, 0, 0, 1, 50, 700]]],
      [OPS.showText, [[...glyphs('Jane Doe  Pune'), -3000, ...glyphs('2019')]]],
    ])!;
    expect(items.map((item) => item.str)).toEqual(['Jane Doe  Pune', ' ', '2019']);
    expect(items[0]!.transform[4]).toBe(50);
    // Eleven letters, three spaces and the 3,000-unit move to the right.
    expect(items[2]!.transform[4]).toBeCloseTo(50 + 11 * 5.56 + 3 * 2.78 + 30, 1);
  });

  it('leaves right-to-left and vertical text to pdf.js text content', () => {
    expect(read([[OPS.setFont, ['f1', 10]], [OPS.showText, [glyphs('שלום')]]])).toBeNull();
    expect(glyphItems([OPS.setFont], [['f1', 10]], () => ({ vertical: true }), OPS)).toBeNull();
  });
});

describe('extractText from PDF drops headers and footers repeated on every page', () => {
  it('keeps a running header once and drops page numbers, but not the body lines', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bodies = [
      ['Jane Doe', 'WORK EXPERIENCE', 'Data Analyst at Kestrel Foods'],
      ['Analyst at Polar Systems', 'EDUCATION', 'B.E. in Computer Engineering'],
      ['SKILLS', 'Python, SQL', 'Tableau'],
    ];
    bodies.forEach((body, index) => {
      const page = pdf.addPage([612, 792]);
      page.drawText(`Jane Doe  |  jane@example.com  |  Page ${index + 1}`, { x: 54, y: 760, size: 9, font });
      body.forEach((line, row) => page.drawText(line, { x: 54, y: 700 - row * 14, size: 10, font }));
      page.drawText(`${index + 1} / 3`, { x: 280, y: 30, size: 9, font });
    });
    const text = (await extractText(await pdf.save(), 'pdf')).text;
    expect(text.split('\n').filter((line) => line.includes('jane@example.com'))).toHaveLength(1);
    expect(text).not.toMatch(/\d \/ 3/);
    for (const line of bodies.flat()) expect(text).toContain(line);
    expect(text.split('\n')[0]).toBe('Jane Doe  |  jane@example.com  |  Page 1');
  });

  it('leaves a one-page resume and lines that repeat only in the body as they are', () => {
    expect(withoutRepeatedMargins(['Jane Doe\nPage 1'])).toEqual(['Jane Doe\nPage 1']);
    const pages = ['Jane Doe\nSKILLS\nPython\nSQL\nExcel\n2017', 'Projects\nPython\nTableau\nSQL\nReferences'];
    expect(withoutRepeatedMargins(pages)).toEqual(pages);
  });
});
