/**
 * Runs in worker threads (lib/off-thread.ts): bytes of a checked upload → text and fields, and the
 * other work on untrusted files that must stay off the HTTP loop: an upload's safety checks, a DOCX
 * rendered as HTML, an import sheet read into rows.
 */
import { ExtractionError, extractText } from './extract-text';
import { inspectUpload, type UploadInspection } from './file-safety';
import { toResumeFields } from './resume-fields';
import type { ParseOutput } from './parse-pool';

export default async function parse(bytes: Uint8Array): Promise<ParseOutput> {
  const kind = bytes[0] === 0x25 && bytes[1] === 0x50 ? 'pdf' : 'docx';
  try {
    const { text, warnings } = await extractText(bytes, kind);
    return { ok: true, kind, size: bytes.byteLength, text, warnings, fields: text.trim() ? toResumeFields(text) : null };
  } catch (err) {
    if (err instanceof ExtractionError) return { ok: false, permanent: true, error: err.message };
    return { ok: false, permanent: false, error: err instanceof Error ? err.message : String(err) };
  }
}

export { readSheetTask } from '../data-transfer/sheet-task';
export { renderDocxHtml as docxHtmlTask } from '../resumes/resume-html';

export function inspectTask(input: { fileName: string; bytes: Uint8Array }): Promise<UploadInspection> {
  return inspectUpload(input);
}

export { extractCaptured as captureFieldsTask } from '../capture/capture.service';
