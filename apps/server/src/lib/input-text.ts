/**
 * Text the database cannot store: NUL bytes and lone UTF-16 surrogates (PostgreSQL refuses both in text and
 * jsonb). Every body, query and path parameter is scanned once at the edge so no route meets them; text read
 * out of uploaded files is cleaned of them instead.
 */
import { AppError } from './app-error';

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The text without what cannot be stored: for text read out of files, which the user cannot retype. */
export function storableText(value: string): string {
  return isStorableText(value) ? value : value.replace(new RegExp(UNSTORABLE.source, 'g'), '');
}

/** The dotted path of the first string (value or key) that cannot be stored, or null when all can. */
export function unstorableAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || '(body)';
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    if (!isStorableText(key)) return [...path, key.replace(new RegExp(UNSTORABLE.source, 'g'), '?')].join('.');
    const found = unstorableAt(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

const UNSTORABLE_MESSAGE = 'Contains characters that cannot be stored (NUL or an unpaired surrogate)';

/** 422 naming the field, for a field whose text cannot be stored. */
export function unstorableError(field: string): AppError {
  return new AppError('validation_failed', UNSTORABLE_MESSAGE, [{ path: field, message: UNSTORABLE_MESSAGE }]);
}

/** Refuses a parsed body or query (422, the first such field named) when any of its text cannot be stored. */
export function refuseUnstorable(value: unknown): void {
  const field = unstorableAt(value);
  if (field !== null) throw unstorableError(field);
}
