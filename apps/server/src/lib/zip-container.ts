/**
 * Checks an untrusted zip container (DOCX, XLSX) before any library unpacks it: entry count,
 * encryption and the parts it must have from the central directory, then every part is inflated
 * as a stream, counting the bytes that really come out. The sizes a zip declares are never
 * trusted: a part that inflates past (or short of) its declared size is refused, and the real
 * total is capped too. Each part's text is scanned for a DTD (`<!DOCTYPE`, `<!ENTITY`: XXE and entity
 * expansion) by content, whatever the part is called.
 */
import { constants, inflateRawSync } from 'node:zlib';
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

/**
 * Inflates one part in one synchronous call (zlib, capped at the part's declared size and the
 * budget left), charging the real bytes to the budget, then scans the bytes for a DTD marker.
 * A part that inflates to more or fewer bytes than it declares is refused, as yauzl's size
 * validation would.
 */
async function scanPart(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<void> {
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new Refused('corrupt');
  let raw: Buffer;
  try {
    raw = await readAll(await zip.openReadStreamPromise(entry, { decompress: false }));
  } catch {
    throw new Refused('corrupt');
  }
  const cap = Math.min(entry.uncompressedSize, budget.left);
  let data: Buffer;
  if (entry.compressionMethod === 0) {
    data = raw;
  } else {
    try {
      data = inflateRawSync(raw, { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      throw new Refused((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'zip_bomb' : 'corrupt');
    }
  }
  budget.left -= data.byteLength;
  if (budget.left < 0 || data.byteLength !== entry.uncompressedSize) throw new Refused('zip_bomb');
  if (hasDtdMarker(data)) throw new Refused('xml_entities');
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const LT = 0x3c;
const MARKERS = DTD_MARKERS.map((m) => Buffer.from(m.slice(1), 'latin1'));

/**
 * `<!doctype` or `<!entity` anywhere, in any case, with NUL bytes between the characters ignored
 * (so a UTF-16 part cannot hide its DOCTYPE); read byte by byte from each `<`, without copying.
 */
function hasDtdMarker(data: Buffer): boolean {
  for (let at = data.indexOf(LT); at >= 0; at = data.indexOf(LT, at + 1)) {
    for (const marker of MARKERS) {
      let j = at + 1;
      let k = 0;
      while (k < marker.length && j < data.length) {
        const byte = data[j++]!;
        if (byte === 0) continue;
        if ((byte | 0x20) !== marker[k] && byte !== marker[k]) break;
        k++;
      }
      if (k === marker.length) return true;
    }
  }
  return false;
}
