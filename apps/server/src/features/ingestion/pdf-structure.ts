/**
 * Active content in a PDF, decided on its structure the way a viewer reads it, not on lines of
 * text. Every object is parsed where a viewer could find it: from each `obj` keyword (so an object
 * hidden in the data of another stream, or after an unterminated string, is still read, as a
 * viewer's xref lookup or repair would read it), and from inside every object stream, whose
 * objects are read from the offsets in its header. Names are decoded (`/J#61vaScript`), strings
 * and comments are lexed as PDF lexes them, so `(stream)` or `%` tricks cannot hide a dictionary.
 * Refused anywhere: JavaScript (`/S /JavaScript`, `/JS`, the Names tree's JavaScript), Launch,
 * ImportData and RichMediaExecute actions, embedded files (`/EmbeddedFile(s)`, `/EF`), XFA forms,
 * and `javascript:`/`vbscript:` strings (a URI action's target). An object stream that cannot be
 * decoded here (an unusual filter or predictor) is refused too: what cannot be checked is not kept.
 */
import { inflateSync, constants } from 'node:zlib';
import type { ContentProblem } from './safety-types';

const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'ImportData', 'RichMediaExecute', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'XFA']);
// eslint-disable-next-line no-control-regex -- leading control characters are how a viewer-ignored prefix hides the scheme
const SCRIPT_URL = /^[\s\0-\x1f]*(javascript|vbscript)\s*:/i;
/** Total bytes inflated from object streams; a resume's structure is a few hundred kilobytes. */
export const MAX_OBJECT_STREAM_BYTES = 50 * 1024 * 1024;

const active: ContentProblem = { code: 'active_content', message: 'This PDF contains scripts, launch actions or embedded files and was refused for safety.' };
const unreadable: ContentProblem = { code: 'corrupt', message: 'This PDF is built in a way that cannot be checked for safety; save it again as a standard PDF.' };
const encrypted: ContentProblem = { code: 'encrypted', message: 'This PDF is password-protected or encrypted; upload an unprotected copy.' };
const bomb: ContentProblem = { code: 'zip_bomb', message: 'This PDF expands to an unreasonable size and was refused for safety.' };

type Token = { kind: 'name' | 'string' | 'delim' | 'word'; value: string; start: number; end: number };

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isRegular = (ch: string | undefined) => ch !== undefined && !WHITESPACE.has(ch) && !DELIMITERS.has(ch);

class Found extends Error {
  constructor(readonly problem: ContentProblem) {
    super(problem.code);
  }
}

type Budget = { inflated: number; tokens: number };

/** Null when no active content was found; `text` is the file read as Latin-1 (one char per byte). */
export function findActiveContent(text: string): ContentProblem | null {
  // Each object is lexed about once in a sound file; overlapping objects made to be re-read are capped.
  const budget: Budget = { inflated: MAX_OBJECT_STREAM_BYTES, tokens: 2_000_000 + text.length };
  try {
    const keyword = /(?<![^\0\t\n\f\r ()<>[\]{}/%])(obj|trailer)(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
    let match: RegExpExecArray | null;
    while ((match = keyword.exec(text))) readObject(text, match.index + match[0].length, budget);
    return null;
  } catch (err) {
    if (err instanceof Found) return err.problem;
    throw err;
  }
}

/**
 * Lexes one object's value from `start` as a parser would (to `endobj`, `obj` or `trailer` outside
 * any dictionary or array), checking every token; a stream's data is found and, for an object
 * stream, its objects are read too.
 */
function readObject(text: string, start: number, budget: Budget): void {
  const dict: Token[] = [];
  let depth = 0;
  for (const token of tokens(text, start, text.length)) {
    spend(budget);
    if (token.kind === 'word' && depth <= 0 && (token.value === 'endobj' || token.value === 'obj' || token.value === 'trailer')) return;
    check(token);
    depth += nesting(token);
    if (token.kind === 'word' && token.value === 'stream' && depth <= 0) {
      readStream(text, token.end, dict, budget);
      return;
    }
    if (dict.length < 4096) dict.push(token);
  }
}

function spend(budget: Budget): void {
  if (--budget.tokens < 0) throw new Found(unreadable);
}

function nesting(token: Token): number {
  if (token.kind !== 'delim') return 0;
  if (token.value === '<<' || token.value === '[') return 1;
  if (token.value === '>>' || token.value === ']') return -1;
  return 0;
}

function check(token: Token): void {
  if (token.kind === 'name' && token.value === 'Encrypt') throw new Found(encrypted);
  if (token.kind === 'name' && ACTIVE_NAMES.has(token.value)) throw new Found(active);
  if (token.kind === 'string' && SCRIPT_URL.test(readableString(token.value))) throw new Found(active);
}

/** Finds the stream's data as a viewer does (its /Length when `endstream` follows, else the next `endstream`). */
function readStream(text: string, keywordEnd: number, dict: Token[], budget: Budget): void {
  let dataStart = keywordEnd;
  if (text[dataStart] === '\r') dataStart++;
  if (text[dataStart] === '\n') dataStart++;
  const length = directInteger(dict, 'Length');
  let dataEnd = -1;
  if (length !== null && length >= 0 && /^[\0\t\n\f\r ]*endstream/.test(text.slice(dataStart + length, dataStart + length + 32))) dataEnd = dataStart + length;
  if (dataEnd < 0) dataEnd = text.indexOf('endstream', dataStart);
  if (dataEnd < 0) dataEnd = text.length;
  if (hasKey(dict, 'N') && hasKey(dict, 'First')) readObjectStream(text.slice(dataStart, dataEnd), dict, budget);
}

/** The objects of an object stream, each lexed from the offset its header gives (and the data from its start). */
function readObjectStream(raw: string, dict: Token[], budget: Budget): void {
  const data = decodeStream(raw, dict, budget);
  const header: number[] = [];
  for (const token of tokens(data, 0, data.length)) {
    spend(budget);
    if (token.kind !== 'word' || !/^\d+$/.test(token.value)) break;
    header.push(Number(token.value));
  }
  const first = directInteger(dict, 'First') ?? 0;
  const starts = new Set<number>([0]);
  for (let i = 1; i < header.length; i += 2) starts.add(first + header[i]!);
  const sorted = [...starts].filter((n) => n >= 0 && n < data.length).sort((a, b) => a - b);
  sorted.forEach((start, i) => {
    // One value per offset: up to the next object's offset, or further while a dictionary or array is open.
    const next = sorted[i + 1] ?? data.length;
    let depth = 0;
    for (const token of tokens(data, start, data.length)) {
      spend(budget);
      if (token.start >= next && depth <= 0) break;
      check(token);
      depth += nesting(token);
    }
  });
}

function decodeStream(raw: string, dict: Token[], budget: Budget): string {
  const filters = namesAfter(dict, 'Filter');
  if (filters.some((f) => f !== 'FlateDecode' && f !== 'Fl')) throw new Found(unreadable);
  if (hasKey(dict, 'DecodeParms') || hasKey(dict, 'DP')) {
    const predictor = directInteger(dict, 'Predictor');
    if (predictor !== null && predictor > 1) throw new Found(unreadable);
  }
  let data = Buffer.from(raw, 'latin1');
  for (let i = 0; i < filters.length; i++) {
    try {
      // A truncated stream gives what it has, as a viewer's inflater does.
      data = inflateSync(data, { maxOutputLength: Math.max(1, budget.inflated), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Found(bomb);
      throw new Found(unreadable);
    }
    budget.inflated -= data.byteLength;
    if (budget.inflated <= 0) throw new Found(bomb);
  }
  return data.toString('latin1');
}

function hasKey(dict: Token[], key: string): boolean {
  return dict.some((t) => t.kind === 'name' && t.value === key);
}

/** The integer right after `/key`, unless it is an indirect reference (`5 0 R`). */
function directInteger(dict: Token[], key: string): number | null {
  for (let i = dict.length - 2; i >= 0; i--) {
    const t = dict[i]!;
    if (t.kind !== 'name' || t.value !== key) continue;
    const value = dict[i + 1]!;
    if (value.kind !== 'word' || !/^[+-]?\d+$/.test(value.value)) return null;
    if (dict[i + 3]?.kind === 'word' && dict[i + 3]!.value === 'R') return null;
    return Number(value.value);
  }
  return null;
}

/** `/Filter /X` or `/Filter [/X /Y]`; an indirect value counts as an unknown filter. */
function namesAfter(dict: Token[], key: string): string[] {
  for (let i = dict.length - 2; i >= 0; i--) {
    if (dict[i]!.kind !== 'name' || dict[i]!.value !== key) continue;
    const next = dict[i + 1]!;
    if (next.kind === 'name') return [next.value];
    if (next.kind === 'delim' && next.value === '[') {
      const names: string[] = [];
      for (let j = i + 2; j < dict.length && dict[j]!.value !== ']'; j++) names.push(dict[j]!.kind === 'name' ? dict[j]!.value : '?');
      return names;
    }
    return ['?'];
  }
  return [];
}

/** A PDF text string as text: UTF-16BE when it starts with a BOM, else byte per character. */
function readableString(value: string): string {
  if (!value.startsWith('\xfe\xff')) return value;
  const body = value.slice(2, value.length - (value.length % 2));
  return Buffer.from(body, 'latin1').swap16().toString('utf16le');
}

/** PDF tokens from `start` (ISO 32000-1 §7.2–7.3): comments skipped, names and strings decoded. */
export function* tokens(text: string, start: number, end: number): Generator<Token> {
  let i = start;
  while (i < end) {
    const ch = text[i]!;
    if (WHITESPACE.has(ch)) {
      i++;
    } else if (ch === '%') {
      while (i < end && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (ch === '/') {
      let j = i + 1;
      while (j < end && isRegular(text[j])) j++;
      const raw = text.slice(i + 1, j);
      yield { kind: 'name', start: i, value: raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw, end: j };
      i = j;
    } else if (ch === '(') {
      const [value, next] = literalString(text, i + 1, end);
      yield { kind: 'string', value, start: i, end: next };
      i = next;
    } else if (ch === '<' && text[i + 1] === '<') {
      yield { kind: 'delim', value: '<<', start: i, end: i + 2 };
      i += 2;
    } else if (ch === '>' && text[i + 1] === '>') {
      yield { kind: 'delim', value: '>>', start: i, end: i + 2 };
      i += 2;
    } else if (ch === '<') {
      const close = text.indexOf('>', i + 1);
      const stop = close < 0 ? end : close;
      const hex = text.slice(i + 1, stop).replace(/[^0-9A-Fa-f]/g, '');
      yield { kind: 'string', value: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1'), start: i, end: stop + 1 };
      i = stop + 1;
    } else if (DELIMITERS.has(ch)) {
      yield { kind: 'delim', value: ch, start: i, end: i + 1 };
      i++;
    } else {
      let j = i + 1;
      while (j < end && isRegular(text[j])) j++;
      yield { kind: 'word', value: text.slice(i, j), start: i, end: j };
      i = j;
    }
  }
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

function literalString(text: string, start: number, end: number): [string, number] {
  let depth = 1;
  let out = '';
  let i = start;
  while (i < end) {
    const ch = text[i]!;
    if (ch === '\\') {
      const next = text[i + 1] ?? '';
      if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4))![0];
        out += String.fromCharCode(parseInt(octal, 8) & 0xff);
        i += 1 + octal.length;
      } else if (next === '\r' || next === '\n') {
        i += next === '\r' && text[i + 2] === '\n' ? 3 : 2;
      } else {
        out += ESCAPES[next] ?? next;
        i += 2;
      }
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')' && --depth === 0) return [out, i + 1];
    out += ch;
    i++;
  }
  return [out, end];
}
