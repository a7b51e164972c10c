/** Nesting depth of JSON text, measured without parsing it, so a hostile body is refused before JSON.parse recurses. */

/** The deepest nesting any request body may have; real payloads stay below 10. */
export const MAX_JSON_DEPTH = 64;

/** True when the text opens more than `maxDepth` arrays or objects inside one another (brackets inside strings do not count). */
export function jsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}
