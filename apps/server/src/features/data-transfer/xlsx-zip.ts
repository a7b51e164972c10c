/**
 * XLSX container checks from the zip central directory, before exceljs unpacks anything: entry
 * count, total uncompressed size, compression ratio (zip bombs), encryption and the parts every
 * workbook has.
 */
import yauzl from 'yauzl';

const LIMITS = { maxEntries: 2000, maxUncompressedBytes: 100 * 1024 * 1024, maxRatio: 200, ratioFloorBytes: 1024 * 1024 };
const REQUIRED = ['[Content_Types].xml', 'xl/workbook.xml'];

/** A refusal message for the person who sent the file, or null when the container looks sound. */
export async function inspectXlsxZip(bytes: Uint8Array): Promise<string | null> {
  const damaged = 'This Excel workbook is damaged and cannot be read.';
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return damaged;
  }
  try {
    if (zip.entryCount > LIMITS.maxEntries) return 'This workbook has too many internal parts and was refused for safety.';
    const names = new Set<string>();
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      names.add(entry.fileName);
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > LIMITS.maxUncompressedBytes || (entry.uncompressedSize > LIMITS.ratioFloorBytes && ratio > LIMITS.maxRatio)) {
        return 'This workbook expands to an unreasonable size and was refused for safety.';
      }
      if (entry.isEncrypted()) return 'This workbook is password-protected; save an unprotected copy.';
    }
    if (!REQUIRED.every((part) => names.has(part))) return 'This file is not an Excel workbook (.xlsx), although its name ends in .xlsx.';
    return null;
  } catch {
    return damaged;
  } finally {
    zip.close();
  }
}
