/**
 * A DOCX shown as HTML: mammoth's rendering, stripped to a small allowlist. Runs in a worker thread
 * (ingestion/parse-worker.ts) since both the unzip and the rendering work on untrusted bytes.
 */
import sanitizeHtml from 'sanitize-html';
import { inspectDocxZip } from '../ingestion/docx-zip';
import { ExtractionError, extractDocxHtml } from '../ingestion/extract-text';

const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'thead', 'tbody', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Strips everything outside a small allowlist: no images, styles, scripts or event handlers. */
export function sanitizeResumeHtml(html: string): string {
  return sanitizeHtml(html, HTML_OPTIONS);
}

export type DocxHtmlResult = { ok: true; html: string } | { ok: false; message: string; code?: string };

/** Checks the container first (real inflated sizes, DTDs), then renders and sanitizes. */
export async function renderDocxHtml(bytes: Uint8Array): Promise<DocxHtmlResult> {
  const problem = await inspectDocxZip(bytes);
  if (problem) return { ok: false, message: problem.message, code: problem.code };
  try {
    const { html } = await extractDocxHtml(bytes);
    return { ok: true, html: sanitizeResumeHtml(html) };
  } catch (err) {
    if (err instanceof ExtractionError) return { ok: false, message: err.message };
    throw err;
  }
}
