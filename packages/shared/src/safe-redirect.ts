/**
 * Keeps a ?redirect value only when it is a same-origin path (QUALITY security 6):
 * "https://evil", "//evil", "/\evil" and "javascript:" all become "/".
 *
 * The path is normalised the way a browser or router may later read it (percent-decoded,
 * backslashes as slashes, dot segments resolved) before it is checked, and the normalised
 * path is what is returned, so no later reading can turn it into a protocol-relative URL.
 */
const BASE = 'http://same.origin';
const MAX_DECODE_ROUNDS = 4;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil" would become "//evil": refuse them outright.
  if (CONTROL.test(value)) return fallback;
  const cut = value.search(/[?#]/);
  const rawPath = cut === -1 ? value : value.slice(0, cut);
  const rest = cut === -1 ? '' : value.slice(cut);

  const path = normalisePath(rawPath);
  if (path === null) return fallback;
  try {
    const url = new URL(path + rest, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The decoded, slash-normalised path with its dot segments resolved, or null when it is not a plain local path. */
function normalisePath(raw: string): string | null {
  let path = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if (path.includes('%') || CONTROL.test(path) || /[?#]/.test(path)) return null;
  path = path.replace(/\\/g, '/');
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const resolved = resolveDots(path);
  return resolved.startsWith('//') ? null : resolved;
}

/** Removes "." and ".." segments (RFC 3986 §5.2.4), keeping empty segments so "/.//x" shows itself as "//x". */
function resolveDots(path: string): string {
  const out: string[] = [];
  const segments = path.slice(1).split('/');
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.') {
      if (last) out.push('');
    } else if (segment === '..') {
      out.pop();
      if (last) out.push('');
    } else {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}
