/**
 * DOCX container checks, done from the zip central directory before anything is unpacked, then
 * by streaming the XML parts through a size-capped inflater to look for DTDs (XXE such as
 * OpenCATS CVE-2019-13358, and billion-laughs entity expansion).
 */
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import type { ContentProblem } from './safety-types';

export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  // Word's XML deflates about 5–20×; a part that claims more than this is a bomb.
  maxRatio: 200,
  // Small parts may compress very well (a run of spaces); the ratio rule applies above this size.
  ratioFloorBytes: 1024 * 1024,
} as const;

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
const XML_PART = /\.(xml|rels|vml)$/i;
const DTD_MARKERS = ['<!doctype', '<!entity'];
const CARRY = 16;

const corrupt: ContentProblem = { code: 'corrupt', message: 'This Word document is damaged and cannot be read.' };
const bomb: ContentProblem = { code: 'zip_bomb', message: 'This Word document expands to an unreasonable size and was refused for safety.' };

export async function inspectDocxZip(bytes: Uint8Array): Promise<ContentProblem | null> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    return corrupt;
  }
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) {
      return { code: 'too_many_entries', message: 'This Word document has too many internal parts and was refused for safety.' };
    }
    const entries: Entry[] = [];
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        total += entry.uncompressedSize;
        if (total > DOCX_LIMITS.maxUncompressedBytes) return bomb;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entry.uncompressedSize > DOCX_LIMITS.ratioFloorBytes && ratio > DOCX_LIMITS.maxRatio) return bomb;
        if (entry.isEncrypted()) return { code: 'encrypted', message: 'This Word document is password-protected; upload an unprotected copy.' };
      }
    } catch {
      return corrupt;
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!REQUIRED_PARTS.every((part) => names.has(part))) {
      return { code: 'type_mismatch', message: 'This file is not a Word document (.docx), although its name ends in .docx.' };
    }
    for (const entry of entries) {
      if (!XML_PART.test(entry.fileName) || entry.fileName.endsWith('/')) continue;
      const found = await scanPart(zip, entry);
      if (found === 'dtd') {
        return { code: 'xml_entities', message: 'This Word document contains XML entity declarations (a known attack) and was refused for safety.' };
      }
      if (found === 'error') return corrupt;
    }
    return null;
  } finally {
    zip.close();
  }
}

/** Streams one part, inflating chunk by chunk; stops at the first DTD marker. */
async function scanPart(zip: ZipFile, entry: Entry): Promise<'clean' | 'dtd' | 'error'> {
  let stream;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return 'error';
  }
  let carry = '';
  let seen = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      seen += chunk.byteLength;
      if (seen > DOCX_LIMITS.maxUncompressedBytes) {
        stream.destroy();
        return 'error';
      }
      // NULs are dropped so that a UTF-16 part cannot hide its DOCTYPE from the scan.
      const text = carry + chunk.toString('latin1').replace(/\0/g, '').toLowerCase();
      if (DTD_MARKERS.some((marker) => text.includes(marker))) {
        stream.destroy();
        return 'dtd';
      }
      carry = text.slice(-CARRY);
    }
  } catch {
    return 'error';
  }
  return 'clean';
}
