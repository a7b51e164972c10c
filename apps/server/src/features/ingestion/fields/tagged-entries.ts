/**
 * Turns the tagger's spans into the extractor's entries: titles and companies into experience
 * entries, degrees and colleges into education entries (each with the dates found on its lines),
 * skill spans into skill names (the vocabulary's name when it knows the skill).
 */
import { findDateRanges } from './dates';
import { isSchoolLevel } from './education';
import type { EducationEntry } from './education';
import type { ExperienceEntry } from './experience';
import { wordLists } from './gazetteer-words';
import { canonicalSkill } from './skills';
import type { FieldSource } from './source';
import type { EntityType, TaggedSpan } from './tagger';


// Spans farther apart than this belong to different entries.
const ENTRY_REACH = 240;

type Group = { first: Partial<Record<EntityType, TaggedSpan>>; start: number; end: number };

function group(spans: TaggedSpan[], types: [EntityType, EntityType]): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  for (const span of spans) {
    if (!types.includes(span.type)) continue;
    if (!current || current.first[span.type] || span.start - current.end > ENTRY_REACH) {
      current = { first: {}, start: span.start, end: span.end };
      groups.push(current);
    }
    current.first[span.type] = span;
    current.end = span.end;
  }
  return groups;
}

/** The lines the group sits on, the line above and the next two non-blank lines (where dates are). */
function window(text: string, start: number, end: number): { text: string; offset: number } {
  const before = text.slice(0, start).replace(/\s+$/, '');
  const from = before.lastIndexOf('\n', before.lastIndexOf('\n') - 1) + 1;
  const after = text.slice(end).split('\n');
  const taken: string[] = [after[0] ?? ''];
  for (const line of after.slice(1)) {
    if (taken.length > 2) break;
    if (line.trim()) taken.push(line);
  }
  return { text: `${text.slice(from, end)}${taken.join('\n')}`, offset: from };
}

/** Of the things found in the window, the one nearest the group (flattened text has everything on one line). */
function nearest<F extends { index: number }>(found: F[], offset: number, start: number, end: number): F | undefined {
  const distance = (item: F) => Math.max(0, offset + item.index - end, start - (offset + item.index));
  return [...found].sort((a, b) => distance(a) - distance(b))[0];
}

const YEAR = /(?<!\d)(?:19[5-9]\d|20[0-3]\d)(?!\d)/g;

/** Entries naming only a value another entry also names add nothing: they are left out. */
function withoutRepeats<E>(entries: E[], keys: (entry: E) => (string | null)[]): E[] {
  const full = entries.filter((entry) => keys(entry).every(Boolean));
  const known = new Set(full.flatMap((entry) => keys(entry).map((key) => key!.toLowerCase())));
  return entries.filter((entry) => full.includes(entry) || keys(entry).some((key) => key && !known.has(key.toLowerCase())));
}

// A value never ends on a joining word or an opening bracket ("B.E. in", "Masters of", "Web Design (").
const DANGLING_END = /(?:\s+(?:in|of|at|from|for|and|with|the|to|on)|\s*[&(/[])$/i;
const ONLY_JOINING = /^(?:in|of|at|from|for|and|with|the|to|on)$/i;
const EDGES = /^[\s,;:–—•|/-]+|[\s,;:–—•|/-]+$/g;

/** A tagged value as it should be stored: one line of text without dangling words, separators or unmatched brackets. */
export function cleanValue(text: string): string | null {
  let cleaned = text.replace(/\s+/g, ' ').replace(EDGES, '');
  for (let previous = ''; previous !== cleaned; ) {
    previous = cleaned;
    cleaned = cleaned.replace(DANGLING_END, '').replace(EDGES, '');
    if (cleaned.startsWith('(') && !cleaned.includes(')')) cleaned = cleaned.slice(1);
    if (cleaned.endsWith(')') && !cleaned.includes('(')) cleaned = cleaned.slice(0, -1);
    if (cleaned.startsWith(')')) cleaned = cleaned.slice(1);
  }
  return cleaned.length >= 2 && cleaned.length <= 120 && !ONLY_JOINING.test(cleaned) ? cleaned : null;
}

function value(span: TaggedSpan | undefined): string | null {
  return span ? cleanValue(span.text) : null;
}

function source(span: TaggedSpan | undefined): FieldSource | null {
  return span ? { start: span.start, end: span.end, confidence: Math.round(span.confidence * 100) / 100 } : null;
}

// The capitalised words of a name just before ", " (up to six), at the end of the text before a legal form.
const NAME_BEFORE = /((?:[\p{Lu}\d][\p{L}\d.'’&-]*|of|and|&|the)(?: (?:[\p{Lu}\d][\p{L}\d.'’&-]*|of|and|&|the)){0,5}),\s*$/u;

/**
 * A company tagged as its legal form alone ("LLC", "Inc.") takes the name written before it on the
 * same line: "Construction Quality Solutions, LLC".
 */
export function withNamesOfLegalForms(text: string, spans: TaggedSpan[]): TaggedSpan[] {
  return spans.map((span) => {
    if (span.type !== 'company' || !span.text.split(/\s+/).every((word) => wordLists(word.replace(/[,.]+$/, '')).includes('legal'))) return span;
    const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
    const before = NAME_BEFORE.exec(text.slice(Math.max(lineStart, span.start - 100), span.start).replace(/^.*\s{2,}/s, ''));
    if (!before || spans.some((other) => other !== span && other.end > span.start - before[0].length && other.start < span.start)) return span;
    const start = span.start - before[0].length;
    return { ...span, start, text: text.slice(start, span.end) };
  });
}

export function taggedExperience(text: string, tagged: TaggedSpan[]): ExperienceEntry[] {
  const spans = withNamesOfLegalForms(text, tagged);
  const entries = group(spans, ['title', 'company']).map(({ first, start, end }) => {
    const around = window(text, start, end);
    const range = nearest(findDateRanges(around.text).filter((found) => found.start), around.offset, start, end);
    return {
      title: value(first.title),
      company: value(first.company),
      start: range?.start ?? null,
      end: range?.end ?? null,
      sources: { title: source(first.title), company: source(first.company) },
    };
  });
  return withoutRepeats(entries, (entry) => [entry.title, entry.company]);
}

export function taggedEducation(text: string, spans: TaggedSpan[]): EducationEntry[] {
  const entries = group(spans, ['degree', 'college']).map(({ first, start, end }) => {
    const around = window(text, start, end);
    const year = nearest([...around.text.matchAll(YEAR)].map((match) => ({ index: match.index, year: Number(match[0]) })), around.offset, start, end)?.year ?? null;
    return {
      degree: value(first.degree),
      institution: value(first.college),
      year,
      sources: { degree: source(first.degree), institution: source(first.college) },
    };
  });
  return withoutRepeats(entries, (entry) => [entry.degree, entry.institution]).filter((entry) => !isSchoolLevel(entry));
}

export function taggedSkills(spans: TaggedSpan[]): string[] {
  return spans.flatMap((span) => {
    if (span.type !== 'skill') return [];
    const name = value(span);
    return name ? [canonicalSkill(name) ?? name] : [];
  });
}
