/** Runs in a worker thread: bytes of a checked upload → text and fields. */
import { ExtractionError, extractText } from './extract-text';
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
