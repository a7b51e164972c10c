/**
 * XLSX container checks (lib/zip-container.ts), before exceljs unpacks anything: entry count,
 * encryption, the parts every workbook has, and every part inflated as a stream with the real
 * bytes counted (a part whose header lies about its size is refused) and scanned for DTDs.
 */
import { inspectZip, type ZipLimits, type ZipProblem } from '../../lib/zip-container';

export const XLSX_LIMITS: ZipLimits = { maxEntries: 2000, maxInflatedBytes: 100 * 1024 * 1024, maxRatio: 200, ratioFloorBytes: 1024 * 1024 };
const REQUIRED = ['[Content_Types].xml', 'xl/workbook.xml'];

const MESSAGES: Record<ZipProblem, string> = {
  corrupt: 'This Excel workbook is damaged and cannot be read.',
  too_many_entries: 'This workbook has too many internal parts and was refused for safety.',
  encrypted: 'This workbook is password-protected; save an unprotected copy.',
  zip_bomb: 'This workbook expands to an unreasonable size and was refused for safety.',
  missing_parts: 'This file is not an Excel workbook (.xlsx), although its name ends in .xlsx.',
  xml_entities: 'This workbook contains XML entity declarations (a known attack) and was refused for safety.',
};

/** A refusal message for the person who sent the file, or null when the container looks sound. */
export async function inspectXlsxZip(bytes: Uint8Array, limits: ZipLimits = XLSX_LIMITS): Promise<string | null> {
  const problem = await inspectZip(bytes, { limits, requiredParts: REQUIRED });
  return problem ? MESSAGES[problem] : null;
}
