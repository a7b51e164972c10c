/**
 * Text out of a resume file: PDF through pdf.js, DOCX through mammoth. Called by the parsing job
 * after `inspectUpload` accepted the file. Never touches the network or the disk (apart from
 * pdf.js reading its bundled standard-font and CMap data).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { splitColumns } from './pdf-columns';
import type { TextItem } from './pdf-columns';
import { glyphItems } from './pdf-glyphs';
import { joinItems, withoutRepeatedMargins } from './pdf-lines';

export type ExtractionErrorCode = 'encrypted' | 'corrupt' | 'unsupported';

/** The one error this module throws; `message` is fit to show to the uploader. */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';
  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type ExtractedText = {
  /** Lines separated by '\n'; PDF pages separated by a blank line. '' when the file has no text layer. */
  text: string;
  /** PDF page count; null for DOCX (mammoth does not paginate). */
  pages: number | null;
  /** Non-fatal problems, e.g. 'no text found' for a scanned PDF. */
  warnings: string[];
};

export const NO_TEXT_FOUND = 'no text found';
/** Resumes are 1–3 pages; a 2,000-page upload is not worth a worker's minute. */
export const MAX_PDF_PAGES = 50;

export async function extractText(bytes: Uint8Array, kind: 'pdf' | 'docx'): Promise<ExtractedText> {
  const result = kind === 'pdf' ? await extractPdf(bytes) : kind === 'docx' ? await extractDocx(bytes) : unsupported(kind);
  if (!result.text.trim()) {
    result.text = '';
    result.warnings.push(NO_TEXT_FOUND);
  }
  return result;
}

/** mammoth's HTML rendering of a DOCX, for display. NOT sanitized: the caller must sanitize it. */
export async function extractDocxHtml(bytes: Uint8Array): Promise<{ html: string; warnings: string[] }> {
  const mammoth = await loadMammoth();
  try {
    const result = await mammoth.convertToHtml({ buffer: toBuffer(bytes) });
    return { html: result.value, warnings: result.messages.map((message) => message.message) };
  } catch {
    throw new ExtractionError('corrupt', 'This Word document is damaged and cannot be read.');
  }
}

function unsupported(kind: never): never {
  throw new ExtractionError('unsupported', `Files of type ${String(kind)} cannot be read.`);
}

// ---------------------------------------------------------------- PDF

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

type PdfWorker = InstanceType<PdfJs['PDFWorker']>;

// One module load and one (in-thread) pdf.js worker per process: creating a worker per document
// costs ~80 ms, reusing it brings a 2-page resume to ~15 ms.
let pdfjsPromise: Promise<{ pdfjs: PdfJs; worker: PdfWorker }> | undefined;
const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// pdf.js reads these with fs in Node when given plain paths ending in a separator.
const standardFontDataUrl = path.join(pdfjsRoot, 'standard_fonts') + path.sep;
const cMapUrl = path.join(pdfjsRoot, 'cmaps') + path.sep;

function loadPdfJs(): Promise<{ pdfjs: PdfJs; worker: PdfWorker }> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.worker.mjs')).href;
    return { pdfjs, worker: new pdfjs.PDFWorker({ verbosity: 0 }) };
  });
  return pdfjsPromise;
}

async function extractPdf(bytes: Uint8Array): Promise<ExtractedText> {
  if (hasEncryptDictionary(bytes)) throw encrypted();
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({
    worker,
    // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    // Images are never decoded (none is wider than one pixel to pdf.js): the text and its layout are
    // all that is read, and decoding a resume's photo cost about a tenth of its reading.
    maxImageSize: 1,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    if (error instanceof Error && error.name === 'PasswordException') throw encrypted();
    throw new ExtractionError('corrupt', 'This PDF is damaged and cannot be read.');
  }
  try {
    const warnings: string[] = [];
    const pageCount = doc.numPages;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pageCount, MAX_PDF_PAGES); number++) {
      const page = await doc.getPage(number);
      const items = (await pageGlyphItems(pdfjs, page)) ?? (await page.getTextContent()).items.flatMap((item) => ('str' in item ? [item] : []));
      const columns = splitColumns(items);
      const width = page.view[2]! - page.view[0]!;
      pages.push(columns.map((column) => joinItems(column, columns.length === 1 ? width : 0)).join('\n'));
      page.cleanup();
    }
    if (pageCount > MAX_PDF_PAGES) warnings.push(`only the first ${MAX_PDF_PAGES} of ${pageCount} pages were read`);
    return { text: withoutRepeatedMargins(pages).filter((page) => page.trim()).join('\n\n'), pages: pageCount, warnings };
  } catch {
    throw new ExtractionError('corrupt', 'This PDF is damaged and cannot be read.');
  } finally {
    await doc.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;

/** The page's text items from its laid-out glyphs (pdf-glyphs.ts), or null where that reading does not apply. */
async function pageGlyphItems(pdfjs: PdfJs, page: PdfPage): Promise<TextItem[] | null> {
  const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const font = (name: string) => (page.commonObjs.has(name) ? (page.commonObjs.get(name) as { fontMatrix?: number[]; vertical?: boolean }) : null);
  return glyphItems(fnArray, argsArray, font, pdfjs.OPS);
}

function hasEncryptDictionary(bytes: Uint8Array): boolean {
  // The trailer (or the cross-reference stream dictionary) sits in the last part of the file.
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return /\/Encrypt[\s/<[(\d]/.test(tail.replace(/(?<!end)stream\r?\n[\s\S]*?endstream/g, ''));
}

function encrypted(): ExtractionError {
  return new ExtractionError('encrypted', 'This PDF is password-protected or encrypted; upload an unprotected copy.');
}

// ---------------------------------------------------------------- DOCX

type Mammoth = typeof import('mammoth');
let mammothPromise: Promise<Mammoth> | undefined;

function loadMammoth(): Promise<Mammoth> {
  mammothPromise ??= import('mammoth').then((module) => ('default' in module ? (module.default as Mammoth) : module));
  return mammothPromise;
}

async function extractDocx(bytes: Uint8Array): Promise<ExtractedText> {
  const mammoth = await loadMammoth();
  let result;
  try {
    result = await mammoth.extractRawText({ buffer: toBuffer(bytes) });
  } catch {
    throw new ExtractionError('corrupt', 'This Word document is damaged and cannot be read.');
  }
  // mammoth ends every paragraph with a blank line; one paragraph per line reads like the original.
  const text = result.value.replace(/\r\n?/g, '\n').replace(/\n\n/g, '\n').replace(/\s+$/, '');
  const warnings = result.messages.filter((message) => message.type === 'error').map((message) => message.message);
  return { text, pages: null, warnings };
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
