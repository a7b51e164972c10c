/**
 * Checks an untrusted zip container (DOCX, XLSX) before any library unpacks it: entry count,
 * encryption and the parts it must have from the central directory, then every part is inflated
 * as a stream, counting the bytes that really come out. The sizes a zip declares are never
 * trusted: yauzl fails an entry that inflates past its declared size, and the real total is
 * capped too. Each part's text is scanned for a DTD (`<!DOCTYPE`, `<!ENTITY`: XXE and entity
 * expansion) by content, whatever the part is called.
 */
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

export type ZipLimits = {
  maxEntries: number;
  /** Cap on the bytes really inflated from all parts together. */
  maxInflatedBytes: number;
  /** Word's and Excel's XML deflate about 5–20×; a part that claims more than this is a bomb. */
  maxRatio: number;
  /** Small parts may compress very well (a run of spaces); the ratio rule applies above this size. */
  ratioFloorBytes: number;
};

export type ZipProblem = 'corrupt' | 'too_many_entries' | 'encrypted' | 'zip_bomb' | 'missing_parts' | 'xml_entities';

const DTD_MARKERS = ['<!doctype', '<!entity'];
const CARRY = 16;

class Refused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem);
  }
}

/** The first problem found, or null when the container is sound. */
export async function inspectZip(bytes: Uint8Array, { limits, requiredParts }: { limits: ZipLimits; requiredParts: string[] }): Promise<ZipProblem | null> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    return 'corrupt';
  }
  try {
    if (zip.entryCount > limits.maxEntries) return 'too_many_entries';
    const entries = await directory(zip, limits);
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!requiredParts.every((part) => names.has(part))) return 'missing_parts';
    const budget = { left: limits.maxInflatedBytes };
    for (const entry of entries) {
      if (entry.fileName.endsWith('/') && entry.uncompressedSize === 0) continue;
      await scanPart(zip, entry, budget);
    }
    return null;
  } catch (err) {
    return err instanceof Refused ? err.problem : 'corrupt';
  } finally {
    zip.close();
  }
}

async function directory(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    entries.push(entry);
    declared += entry.uncompressedSize;
    if (declared > limits.maxInflatedBytes) throw new Refused('zip_bomb');
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) throw new Refused('zip_bomb');
    if (entry.isEncrypted()) throw new Refused('encrypted');
  }
  return entries;
}

/** Inflates one part chunk by chunk, charging the real bytes to the budget; stops at the first DTD marker. */
async function scanPart(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  let carry = '';
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.byteLength;
      if (budget.left < 0) throw new Refused('zip_bomb');
      // NULs are dropped so that a UTF-16 part cannot hide its DOCTYPE from the scan.
      const text = carry + chunk.toString('latin1').replace(/\0/g, '').toLowerCase();
      if (DTD_MARKERS.some((marker) => text.includes(marker))) throw new Refused('xml_entities');
      carry = text.slice(-CARRY);
    }
  } catch (err) {
    if (err instanceof Refused) throw err;
    // yauzl: "too many bytes in the stream" when an entry inflates past the size it declares.
    throw new Refused(/too many bytes|expected \d+ bytes|not enough bytes/i.test(String((err as Error).message)) ? 'zip_bomb' : 'corrupt');
  } finally {
    stream.destroy();
  }
}
