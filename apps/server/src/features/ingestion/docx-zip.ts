/**
 * DOCX container checks (lib/zip-container.ts): the central directory, then every part inflated
 * as a stream with the real bytes counted and scanned for DTDs (XXE such as OpenCATS
 * CVE-2019-13358, and billion-laughs entity expansion), before mammoth unpacks anything.
 */
import { inspectZip, type ZipLimits, type ZipProblem } from '../../lib/zip-container';
import type { ContentProblem } from './safety-types';

export const DOCX_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];

const PROBLEMS: Record<ZipProblem, ContentProblem> = {
  corrupt: { code: 'corrupt', message: 'This Word document is damaged and cannot be read.' },
  too_many_entries: { code: 'too_many_entries', message: 'This Word document has too many internal parts and was refused for safety.' },
  encrypted: { code: 'encrypted', message: 'This Word document is password-protected; upload an unprotected copy.' },
  zip_bomb: { code: 'zip_bomb', message: 'This Word document expands to an unreasonable size and was refused for safety.' },
  missing_parts: { code: 'type_mismatch', message: 'This file is not a Word document (.docx), although its name ends in .docx.' },
  xml_entities: { code: 'xml_entities', message: 'This Word document contains XML entity declarations (a known attack) and was refused for safety.' },
};

/** `limits` is for tests, which prove the caps on a few megabytes instead of fifty. */
export async function inspectDocxZip(bytes: Uint8Array, limits: ZipLimits = DOCX_LIMITS): Promise<ContentProblem | null> {
  const problem = await inspectZip(bytes, { limits, requiredParts: REQUIRED_PARTS });
  return problem ? PROBLEMS[problem] : null;
}
