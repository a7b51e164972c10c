import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { minimalDocx, renderDocx, renderPdf } from '../../test/fixtures/resumes/make';
import { ExtractionError, extractDocxHtml, extractText, joinItems, NO_TEXT_FOUND } from './extract-text';

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
