/**
 * The learned part of the extractor: an averaged perceptron that tags resume tokens (BIO) as job
 * title, company, degree, college or skill, read greedily left to right with the two previous tags
 * as features. Features are the token, its shape and affixes, its neighbours, the line it sits on
 * (section, position, length, capitals, dates, bullets) and the gazetteers. Pure: training and
 * tagging take and give plain data; the weights the product uses are data beside this file.
 */
import { canonicalSkill } from './skills';
import { findDateRanges } from './dates';
import { INSTITUTION_WORDS, DEGREE_ANY_CASE } from './education';
import { wordLists } from './gazetteer-words';
import { COMPANY_WORDS, TITLE_WORDS } from './experience';
import { headerSection } from './lines';
import type { Section } from './lines';
import { isPlaceName } from './location';

export const ENTITY_TYPES = ['title', 'company', 'degree', 'college', 'skill'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const TAGS = ['O', ...ENTITY_TYPES.flatMap((type) => [`B-${type}`, `I-${type}`])];
const T = TAGS.length;

export type Token = { text: string; start: number; end: number; lineStart: boolean; features: string[] };
export type TaggedSpan = { type: EntityType; text: string; start: number; end: number; confidence: number };
/** Feature name → one weight per tag (TAGS order). */
export type TaggerModel = {
  tags: string[];
  /** Subtracted from the outside tag's score when tagging: trades precision for recall. */
  outsidePenalty: number;
  weights: Record<string, number[]>;
};

const TOKEN = /[\p{L}\p{N}]+(?:[.'’&+#/-][\p{L}\p{N}]+)*[.+#]*|[^\s\p{L}\p{N}]/gu;
const BULLET = /^[•*\-–—·✓➢◦▪►❖■□●○>~]/;
const LINE_GAP = / {2,}|\t+/;
const LINE_GAP_AT = /^(?: {2,}|\t+)/;
// What parts a line into segments: " - ", " | ", " / ", ", ", " at ", " in " ("Engineer - Acme - Pune", "Editor, Home and Gardens").
const SEGMENT_BREAK = /,\s|\s\(/;
const SEPARATOR = /^(?:[-–—|@/•·]|at|in)$/;

function shape(word: string): string {
  return word
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1{2,}/g, '$1$1');
}

function bucket(count: number): string {
  return count <= 2 ? String(count) : count <= 4 ? '3-4' : count <= 8 ? '5-8' : count <= 16 ? '9-16' : '17+';
}

const DATE_WORD = /^(?:(?:19|20)\d\d|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|present|current|till|date|now)\.?$/i;
// Words a name of several words may hold in lower case ("Bank of India", "Director of Sales").
const JOINING_WORDS = new Set(['of', 'and', '&', 'the', 'for', 'in', 'at', 'de', 'la', 'on', 'to']);
/**
 * Each per-word cache keeps its first 20,000 words: resume words are few and repeat (a 500-file drop
 * reads fewer), and a parse thread's memory stays bounded however many files it reads.
 */
const CACHED_WORDS = 20_000;
const gazetteerCache = new Map<string, string[]>();

function gazetteers(word: string): string[] {
  let found = gazetteerCache.get(word);
  if (!found) {
    found = [];
    if (TITLE_WORDS.test(word)) found.push('gz=title');
    if (COMPANY_WORDS.test(word)) found.push('gz=company');
    if (INSTITUTION_WORDS.test(word)) found.push('gz=college');
    if (DEGREE_ANY_CASE.test(word)) found.push('gz=degree');
    if (canonicalSkill(word)) found.push('gz=skill');
    if (isPlaceName(word)) found.push('gz=place');
    if (DATE_WORD.test(word)) found.push('gz=date');
    for (const list of wordLists(word)) found.push(`gz=${list}`);
    if (gazetteerCache.size < CACHED_WORDS) gazetteerCache.set(word, found);
  }
  return found;
}

type WordInfo = { lower: string; shape: string; features: string[] };
const wordCache = new Map<string, WordInfo>();

/** What a word alone says (its form, shape, affixes, capital, gazetteers), computed once per word. */
function wordInfo(word: string): WordInfo {
  let info = wordCache.get(word);
  if (!info) {
    const lower = word.toLowerCase();
    const wordShape = shape(word);
    info = {
      lower,
      shape: wordShape,
      features: [`w=${lower}`, `sh=${wordShape}`, `p3=${lower.slice(0, 3)}`, `s3=${lower.slice(-3)}`, `cap=${/^\p{Lu}/u.test(word) ? 1 : 0}`, ...gazetteers(word)],
    };
    if (wordCache.size < CACHED_WORDS) wordCache.set(word, info);
  }
  return info;
}

/** A token before its features are joined: the word's own, its context's, and its line's (shared by the line). */
type Observed = {
  text: string;
  start: number;
  end: number;
  lineStart: boolean;
  word: WordInfo;
  /** The words of the token's line, and the token's index among them. */
  words: WordInfo[];
  index: number;
  line: number;
  /** Index into the segment feature lists: what the token's segment of the line and its neighbours hold. */
  segment: number;
  section: Section;
  /** Index into POSITIONS: place in the line (first, last, mid), segment number (0-3) and place in the segment. */
  position: number;
};

const PLACES = ['first', 'last', 'mid'] as const;
/** The features of a token's place: bias, position in line, segment, position in segment (36 combinations). */
const POSITIONS = PLACES.flatMap((pos) => [0, 1, 2, 3].flatMap((seg) => PLACES.map((segpos) => ['bias', `pos=${pos}`, `seg=${seg}`, `segpos=${segpos}`])));

/** The features a token takes from its neighbours and section (its own word's are in WordInfo, its line's are shared). */
function contextFeatures(token: Observed): string[] {
  const { words, index: i, section } = token;
  const w = token.word.lower;
  const at = (j: number, outside: string) => words[j]?.lower ?? outside;
  return [
    ...POSITIONS[token.position]!,
    `w-1=${at(i - 1, '<s>')}`,
    `w+1=${at(i + 1, '</s>')}`,
    `w-2=${at(i - 2, '<s>')}`,
    `w+2=${at(i + 2, '</s>')}`,
    `w-1w=${at(i - 1, '<s>')}|${w}`,
    `ww+1=${w}|${at(i + 1, '</s>')}`,
    `sec|w=${section}|${w}`,
    `sec|sh=${section}|${token.word.shape}`,
  ];
}

/** The capitals of a run of words: 'upper' (ACME CORP), 'title' (Acme Foods of India), 'lower', or 'mixed'. */
function caseShape(words: string[]): string {
  const lettered = words.filter((word) => /\p{L}/u.test(word));
  if (!lettered.length) return 'none';
  if (lettered.every((word) => word === word.toUpperCase())) return 'upper';
  if (lettered.every((word) => /^\p{Lu}/u.test(word) || JOINING_WORDS.has(word.toLowerCase()))) return 'title';
  if (lettered.every((word) => word === word.toLowerCase())) return 'lower';
  return 'mixed';
}

type Segment = { words: string[]; gz: Set<string> };
/** A segment's features as seen from itself ('sg'), or from the segment before or after it ('psg', 'nsg'). */
type SegmentView = Record<'sg' | 'psg' | 'nsg', string[]>;

function segmentView(segment: Segment): SegmentView {
  const shape = caseShape(segment.words);
  const view = (prefix: string) => [...[...segment.gz].map((gz) => `${prefix}${gz}`), `${prefix}case=${shape}`];
  return { sg: view('sg'), psg: view('psg'), nsg: view('nsg') };
}

/** What a segment of a line says as a whole: its gazetteer hits, capitals and length, and those of the segments beside it. */
function segmentFeatures(segments: Segment[], views: SegmentView[], k: number): string[] {
  const own = segments[k]!;
  const place = own.words.length > 0 && own.words.every((word) => isPlaceName(word) || JOINING_WORDS.has(word.toLowerCase()));
  return [
    ...views[k]!.sg,
    `sglen=${bucket(own.words.length)}`,
    `sgplace=${place ? 1 : 0}`,
    `sglast=${k === segments.length - 1 ? 1 : 0}`,
    ...(views[k - 1]?.psg ?? ['psg=none']),
    ...(views[k + 1]?.nsg ?? ['nsg=none']),
  ];
}

function observe(text: string): { tokens: Observed[]; lines: string[][]; segments: string[][] } {
  const tokens: Observed[] = [];
  const lineFeatureLists: string[][] = [];
  const segmentFeatureLists: string[][] = [];
  let section: Section = 'header';
  let offset = 0;
  let lineNumber = 0;
  let sinceHeader = 0;
  const lines: { text: string; start: number; words: RegExpExecArray[]; date: boolean; gz: Set<string>; broken: boolean }[] = [];
  for (const written of text.split('\n')) {
    // Runs of 2+ spaces or tabs part a line as toLines does (column gaps; where lost line breaks
    // were), so text whose breaks were lost and its PDF, wrapped where its breaks were, read alike.
    // Only a real line break stops a value: a value may continue across a gap.
    let at = 0;
    let broken = true;
    for (const piece of written.split(LINE_GAP)) {
      const start = offset + at;
      at += piece.length;
      const gap = LINE_GAP_AT.exec(written.slice(at));
      at += gap ? gap[0].length : 0;
      if (!piece.trim()) continue;
      const words = [...piece.matchAll(TOKEN)];
      const gz = new Set(words.flatMap((match) => gazetteers(match[0])));
      lines.push({ text: piece, start, words, date: /\d/.test(piece) && findDateRanges(piece).length > 0, gz, broken });
      broken = false;
    }
    offset += written.length + 1;
  }
  const near = (index: number, prefix: string) => {
    const line = lines[index];
    if (!line) return [`${prefix}=none`];
    return [`${prefix}date=${line.date ? 1 : 0}`, `${prefix}len=${bucket(line.words.length)}`, ...[...line.gz].map((gz) => `${prefix}${gz}`)];
  };
  // Place in an entry: how many lines since the last line with a date range, and until the next one.
  const sinceDate: number[] = [];
  const untilDate: number[] = [];
  lines.forEach((line, i) => (sinceDate[i] = line.date ? 0 : i > 0 ? sinceDate[i - 1]! + 1 : 99));
  for (let i = lines.length - 1; i >= 0; i--) untilDate[i] = lines[i]!.date ? 0 : i < lines.length - 1 ? untilDate[i + 1]! + 1 : 99;
  const distance = (count: number) => (count >= 99 ? 'none' : count <= 2 ? String(count) : count <= 4 ? '3-4' : '5+');
  lines.forEach((current, lineIndex) => {
    const { text: line, start: lineStart, words } = current;
    const header = headerSection(line);
    if (header) {
      section = header;
      sinceHeader = 0;
    } else sinceHeader++;
    lineFeatureLists.push([
      `sec=${section}`,
      `len=${bucket(words.length)}`,
      `hdr=${header ? 1 : 0}`,
      `bul=${BULLET.test(line.trim()) ? 1 : 0}`,
      `date=${current.date ? 1 : 0}`,
      `caps=${line === line.toUpperCase() && /\p{L}/u.test(line) ? 1 : 0}`,
      `doc=${Math.min(lineNumber, 4)}`,
      `after=${bucket(sinceHeader)}`,
      `brk=${current.broken ? 1 : 0}`,
      `sep=${/\s[-–|]\s/.test(line) ? 1 : 0}`,
      `end=${/[.;]$/.test(line.trim()) ? 1 : 0}`,
      `lcase=${caseShape(words.map((match) => match[0]))}`,
      `since=${distance(sinceDate[lineIndex]!)}`,
      `until=${distance(untilDate[lineIndex]!)}`,
      ...[...current.gz].map((gz) => `l${gz}`),
      ...near(lineIndex - 1, 'p'),
      ...near(lineIndex + 1, 'n'),
      ...near(lineIndex + 2, 'nn'),
    ]);
    lineNumber++;
    // Segments: the parts of a line between " - ", " | ", ", " and " at " ("Engineer - Acme - Pune").
    let segment = 0;
    const segmentOf = words.map((match, i) => {
      // A separator standing alone (" - ", " | ", " at ") is a token of its own: it opens the next segment.
      const separator = SEPARATOR.test(match[0]) && /\s/.test(line[match.index - 1] ?? '') && /^(?:\s|$)/.test(line.slice(match.index + 1, match.index + 2));
      if (i > 0 && (separator || SEGMENT_BREAK.test(line.slice(words[i - 1]!.index + words[i - 1]![0].length - 1, match.index + 1)))) segment++;
      return segment;
    });
    const segments: Segment[] = Array.from({ length: segment + 1 }, () => ({ words: [], gz: new Set() }));
    words.forEach((match, i) => {
      const part = segments[segmentOf[i]!]!;
      if (/[\p{L}\p{N}]/u.test(match[0])) part.words.push(match[0]);
      for (const gz of gazetteers(match[0])) part.gz.add(gz);
    });
    const firstSegment = segmentFeatureLists.length;
    const views = segments.map(segmentView);
    segments.forEach((_, k) => segmentFeatureLists.push(segmentFeatures(segments, views, k)));
    const infos = words.map((match) => wordInfo(match[0]));
    words.forEach((match, i) => {
      const word = match[0];
      const pos = i === 0 ? 0 : i === words.length - 1 ? 1 : 2;
      const segpos = segmentOf[i - 1] !== segmentOf[i] ? 0 : segmentOf[i + 1] !== segmentOf[i] ? 1 : 2;
      tokens.push({
        text: word,
        start: lineStart + match.index,
        end: lineStart + match.index + word.length,
        lineStart: i === 0 && current.broken,
        word: infos[i]!,
        words: infos,
        index: i,
        line: lineFeatureLists.length - 1,
        segment: firstSegment + segmentOf[i]!,
        section,
        position: (pos * 4 + Math.min(segmentOf[i]!, 3)) * 3 + segpos,
      });
    });
  });
  return { tokens, lines: lineFeatureLists, segments: segmentFeatureLists };
}

/** Tokens with all their observation features as strings (training reads these); the tag features are added while decoding. */
export function tokenize(text: string): Token[] {
  const { tokens, lines, segments } = observe(text);
  return tokens.map((token) => ({
    text: token.text,
    start: token.start,
    end: token.end,
    lineStart: token.lineStart,
    features: [...contextFeatures(token), ...token.word.features, ...lines[token.line]!, ...segments[token.segment]!],
  }));
}

/** BIO: I-x only continues x, and never across a line break (a value that wraps starts again). */
export function allowed(previous: number, tag: number, lineStart = false): boolean {
  const name = TAGS[tag]!;
  return !name.startsWith('I-') || (!lineStart && (TAGS[previous] === `B-${name.slice(2)}` || TAGS[previous] === name));
}

/** The tag-history features the decoder adds for the two previous tags. */
export function historyFeatures(previous: number, beforePrevious: number): string[] {
  return [`t-1=${previous}`, `t-2t-1=${beforePrevious}|${previous}`];
}

/**
 * The model ready to tag with. Weights are kept as integers in thousandths (training rounds them to
 * three decimals), so sums are exact whatever order they are added in: a line's features are summed
 * once for all its tokens, a word's own features (and those it gives as a neighbour or within a
 * section) once per word, a token's place from a table of its 36 combinations; only the two word
 * pairs are looked up per token. The tag-history rows and the BIO rule are tables too.
 */
type WordRows = { own: Int32Array; before1: Int32Array; after1: Int32Array; before2: Int32Array; after2: Int32Array; sections: Map<Section, Int32Array> };
/** Every feature's weights as one table: a feature's row starts at index.get(feature) (a multiple of T). */
type Weights = { index: Map<string, number>; table: Int32Array };
/** A model ready to tag with (compileTagger): what decoding reads, without the parsed JSON, which is several times its size. */
export type CompiledTagger = {
  rows: Weights;
  words: Map<string, WordRows>;
  /** Rows for a missing neighbour (line start or end), in the order w-1, w+1, w-2, w+2. */
  outside: Int32Array[];
  positions: Int32Array[];
  /** Row of the history features for (tag before previous, previous tag), at (beforePrevious * T + previous) * T. */
  history: Int32Array;
  /** 1 where tag may follow previous, at previous * T + tag; one table inside a line, one at its first token. */
  allowedInside: Uint8Array;
  allowedAtLineStart: Uint8Array;
  outsidePenalty: number;
  /** Summed rows of segments' feature lists, by the list: segments repeat their few shapes across resumes. */
  segments: Map<string, Int32Array>;
};
const SCALE = 1000;
const compiledModels = new WeakMap<TaggerModel, CompiledTagger>();

function sumRows({ index, table }: Weights, features: string[], target = new Int32Array(T)): Int32Array {
  for (const feature of features) {
    const at = index.get(feature);
    if (at !== undefined) for (let t = 0; t < T; t++) target[t]! += table[at + t]!;
  }
  return target;
}

export function compileTagger(model: TaggerModel): CompiledTagger {
  let compiled = compiledModels.get(model);
  if (compiled) return compiled;
  const features = Object.keys(model.weights);
  const rows: Weights = { index: new Map(), table: new Int32Array(features.length * T) };
  features.forEach((feature, i) => {
    rows.index.set(feature, i * T);
    model.weights[feature]!.forEach((value, t) => (rows.table[i * T + t] = Math.round(value * SCALE)));
  });
  const history = new Int32Array(T * T * T);
  const allowedInside = new Uint8Array(T * T);
  const allowedAtLineStart = new Uint8Array(T * T);
  for (let beforePrevious = 0; beforePrevious < T; beforePrevious++) {
    for (let previous = 0; previous < T; previous++) history.set(sumRows(rows, historyFeatures(previous, beforePrevious)), (beforePrevious * T + previous) * T);
  }
  for (let previous = 0; previous < T; previous++) {
    for (let t = 0; t < T; t++) {
      allowedInside[previous * T + t] = allowed(previous, t, false) ? 1 : 0;
      allowedAtLineStart[previous * T + t] = allowed(previous, t, true) ? 1 : 0;
    }
  }
  compiled = {
    rows,
    words: new Map(),
    outside: ['w-1=<s>', 'w+1=</s>', 'w-2=<s>', 'w+2=</s>'].map((feature) => sumRows(rows, [feature])),
    positions: POSITIONS.map((features) => sumRows(rows, features)),
    history,
    allowedInside,
    allowedAtLineStart,
    outsidePenalty: Math.round(model.outsidePenalty * SCALE),
    segments: new Map(),
  };
  compiledModels.set(model, compiled);
  return compiled;
}

function wordRows(model: CompiledTagger, token: Observed): WordRows {
  let found = model.words.get(token.text);
  if (!found) {
    const { lower, features } = token.word;
    found = {
      own: sumRows(model.rows, features),
      before1: sumRows(model.rows, [`w-1=${lower}`]),
      after1: sumRows(model.rows, [`w+1=${lower}`]),
      before2: sumRows(model.rows, [`w-2=${lower}`]),
      after2: sumRows(model.rows, [`w+2=${lower}`]),
      sections: new Map(),
    };
    if (model.words.size < CACHED_WORDS) model.words.set(token.text, found);
  }
  let section = found.sections.get(token.section);
  if (!section) {
    section = sumRows(model.rows, [`sec|w=${token.section}|${token.word.lower}`, `sec|sh=${token.section}|${token.word.shape}`]);
    found.sections.set(token.section, section);
  }
  return found;
}

function add(target: Int32Array, row: Int32Array): void {
  for (let t = 0; t < T; t++) target[t]! += row[t]!;
}

export type Decoded = { tokens: { start: number; end: number }[]; tags: number[]; margins: number[] };

/** Greedy left-to-right decoding: per token the best tag the BIO rule allows, and its margin over the runner-up. */
export function decode(text: string, model: TaggerModel | CompiledTagger): Decoded {
  const compiled = 'weights' in model ? compileTagger(model) : model;
  const { rows, history, outside, positions, outsidePenalty } = compiled;
  const { tokens, lines, segments } = observe(text);
  const lineRows = lines.map((features) => sumRows(rows, features));
  const segmentRows = segments.map((features) => {
    const key = features.join(' ');
    let row = compiled.segments.get(key);
    if (!row) {
      row = sumRows(rows, features);
      if (compiled.segments.size < CACHED_WORDS) compiled.segments.set(key, row);
    }
    return row;
  });
  const entries = tokens.map((token) => wordRows(compiled, token));
  const tags = new Array<number>(tokens.length);
  const margins = new Array<number>(tokens.length);
  const scores = new Int32Array(T);
  let previous = 0;
  let beforePrevious = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const entry = entries[i]!;
    const last = token.words.length - 1;
    scores.set(lineRows[token.line]!);
    add(scores, segmentRows[token.segment]!);
    add(scores, entry.own);
    add(scores, entry.sections.get(token.section)!);
    add(scores, positions[token.position]!);
    add(scores, token.index >= 1 ? entries[i - 1]!.before1 : outside[0]!);
    add(scores, token.index < last ? entries[i + 1]!.after1 : outside[1]!);
    add(scores, token.index >= 2 ? entries[i - 2]!.before2 : outside[2]!);
    add(scores, token.index < last - 1 ? entries[i + 2]!.after2 : outside[3]!);
    const w = token.word.lower;
    sumRows(rows, [`w-1w=${token.words[token.index - 1]?.lower ?? '<s>'}|${w}`, `ww+1=${w}|${token.words[token.index + 1]?.lower ?? '</s>'}`], scores);
    scores[0]! -= outsidePenalty;
    add(scores, history.subarray((beforePrevious * T + previous) * T, (beforePrevious * T + previous + 1) * T));
    const allowedNext = token.lineStart ? compiled.allowedAtLineStart : compiled.allowedInside;
    const base = previous * T;
    let best = 0;
    for (let t = 1; t < T; t++) if (allowedNext[base + t] && scores[t]! > scores[best]!) best = t;
    let second = -Infinity;
    for (let t = 0; t < T; t++) if (t !== best && allowedNext[base + t] && scores[t]! > second) second = scores[t]!;
    tags[i] = best;
    margins[i] = (scores[best]! - second) / SCALE;
    beforePrevious = previous;
    previous = best;
  }
  return { tokens, tags, margins };
}

/** Spans of the text the model tags, with a confidence in [0.5, 1) from the decision margins. */
export function tag(text: string, model: TaggerModel | CompiledTagger): TaggedSpan[] {
  const { tokens, tags, margins } = decode(text, model);
  const spans: TaggedSpan[] = [];
  let open: { type: EntityType; first: number; last: number } | null = null;
  const close = () => {
    if (!open) return;
    const start = tokens[open.first]!.start;
    const end = tokens[open.last]!.end;
    const margin = Math.min(...margins.slice(open.first, open.last + 1));
    spans.push({ type: open.type, text: text.slice(start, end), start, end, confidence: 1 / (1 + Math.exp(-margin)) });
    open = null;
  };
  tags.forEach((tagIndex, i) => {
    const name = TAGS[tagIndex]!;
    if (name.startsWith('I-') && open) open.last = i;
    else {
      close();
      if (name.startsWith('B-')) open = { type: name.slice(2) as EntityType, first: i, last: i };
    }
  });
  close();
  return spans;
}

// ---------------------------------------------------------------- training

export type TrainingDocument = { text: string; spans: { type: EntityType; start: number; end: number }[] };

/** Gold tag per token: a token inside a labeled span is B- at the span's first token, I- after. */
export function goldTags(tokens: Token[], spans: TrainingDocument['spans']): number[] {
  const tags = tokens.map(() => 0);
  for (const span of spans) {
    let first = true;
    tokens.forEach((token, i) => {
      if (token.start >= span.start && token.end <= span.end && tags[i] === 0) {
        tags[i] = TAGS.indexOf(`${first || token.lineStart ? 'B' : 'I'}-${span.type}`);
        first = false;
      }
    });
  }
  return tags;
}

/** Seeded PRNG (mulberry32), so training is reproducible. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The averaged weights favour the outside tag (most tokens are outside any value); this margin,
 * chosen on the first cross-validation fold, trades some precision for recall.
 */
export const OUTSIDE_PENALTY = 20;

export type TrainOptions = { epochs?: number; seed?: number; minCount?: number; outsidePenalty?: number; onEpoch?: (epoch: number, errors: number, tokens: number) => void };

/** Averaged perceptron over the documents; features seen fewer than `minCount` times are left out. */
export function train(documents: TrainingDocument[], options: TrainOptions = {}): TaggerModel {
  const { epochs = 8, seed = 7, minCount = 2, outsidePenalty = OUTSIDE_PENALTY } = options;
  const data = documents.map((doc) => {
    const tokens = tokenize(doc.text);
    return { tokens, gold: goldTags(tokens, doc.spans) };
  });
  const counts = new Map<string, number>();
  for (const { tokens, gold } of data) {
    tokens.forEach((token, i) => {
      for (const feature of [...token.features, ...historyFeatures(gold[i - 1] ?? 0, gold[i - 2] ?? 0)]) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    });
  }
  const index = new Map<string, number>();
  for (const [feature, count] of counts) if (count >= minCount) index.set(feature, index.size);
  const weights = new Float64Array(index.size * T);
  const totals = new Float64Array(index.size * T);
  const stamps = new Float64Array(index.size * T);
  let step = 0;
  const observed = data.map(({ tokens }) => tokens.map((token) => Int32Array.from(token.features.flatMap((feature) => (index.has(feature) ? [index.get(feature)!] : [])))));
  const historyTable = Array.from({ length: T * T }, (_, at) => historyFeatures(at % T, Math.floor(at / T)).flatMap((feature) => (index.has(feature) ? [index.get(feature)!] : [])));
  const historyIds = (previous: number, beforePrevious: number) => historyTable[beforePrevious * T + previous]!;
  const update = (id: number, tagIndex: number, delta: number) => {
    const at = id * T + tagIndex;
    totals[at]! += (step - stamps[at]!) * weights[at]!;
    stamps[at] = step;
    weights[at]! += delta;
  };
  const next = random(seed);
  const order = data.map((_, i) => i);
  const scores = new Float64Array(T);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let errors = 0;
    let seen = 0;
    for (const docIndex of order) {
      const { tokens, gold } = data[docIndex]!;
      const predicted: number[] = [];
      tokens.forEach((_, i) => {
        step++;
        const previous = predicted[i - 1] ?? 0;
        const own = observed[docIndex]![i]!;
        const history = historyIds(previous, predicted[i - 2] ?? 0);
        scores.fill(0);
        for (const features of [own, history]) {
          for (const id of features) {
            const base = id * T;
            for (let tagIndex = 0; tagIndex < T; tagIndex++) scores[tagIndex]! += weights[base + tagIndex]!;
          }
        }
        let best = 0;
        let bestScore = -Infinity;
        for (let tagIndex = 0; tagIndex < T; tagIndex++) {
          if (allowed(previous, tagIndex, tokens[i]!.lineStart) && scores[tagIndex]! > bestScore) {
            bestScore = scores[tagIndex]!;
            best = tagIndex;
          }
        }
        const truth = gold[i]!;
        if (best !== truth) {
          errors++;
          for (const features of [own, history]) {
            for (const id of features) {
              update(id, truth, 1);
              update(id, best, -1);
            }
          }
        }
        // Trained on the gold history (teacher forcing): held out, it is markedly more precise than training on its own guesses.
        predicted.push(allowed(previous, truth, tokens[i]!.lineStart) ? truth : best);
        seen++;
      });
    }
    options.onEpoch?.(epoch + 1, errors, seen);
  }
  const model: TaggerModel = { tags: TAGS, outsidePenalty, weights: {} };
  for (const [feature, id] of index) {
    const averaged: number[] = [];
    let keep = false;
    for (let tagIndex = 0; tagIndex < T; tagIndex++) {
      const at = id * T + tagIndex;
      const value = (totals[at]! + (step - stamps[at]!) * weights[at]!) / step;
      const rounded = Math.round(value * 1000) / 1000;
      if (rounded !== 0) keep = true;
      averaged.push(rounded);
    }
    if (keep) model.weights[feature] = averaged;
  }
  return model;
}
