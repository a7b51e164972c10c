/**
 * Labels carried from a labeled resume's text to a rendering of it (the text read back from its
 * PDF or DOCX), so the tagger learns from what it will read: line breaks, spaces and letter case
 * differ, characters a font cannot draw read as '?', and column layouts move whole sections.
 * Each labeled value is found again as the same words in the same order (any whitespace between
 * them, any case); the n-th occurrence in the text is the n-th in the rendering. A value not
 * found again is left unlabeled.
 */
import type { TrainingDocument } from '../../apps/server/src/features/ingestion/fields/tagger';

const ALNUM = /[\p{L}\p{N}]/u;

/** The words of `value` as a pattern: any whitespace between words, a character Helvetica lacks as any one character. */
function pattern(value: string): RegExp | null {
  const words = value.split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const escape = (word: string) =>
    [...word].map((char) => (char.codePointAt(0)! > 0xff ? '\\S' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  const first = words[0]![0]!;
  const last = words.at(-1)!.at(-1)!;
  return new RegExp(`${ALNUM.test(first) ? '(?<![\\p{L}\\p{N}])' : ''}${words.map(escape).join('\\s+')}${ALNUM.test(last) ? '(?![\\p{L}\\p{N}])' : ''}`, 'giu');
}

export function carryLabels(source: TrainingDocument, rendered: string): TrainingDocument {
  const spans: TrainingDocument['spans'] = [];
  const found = new Map<string, { before: number[]; after: { start: number; end: number }[] }>();
  for (const span of source.spans) {
    const value = source.text.slice(span.start, span.end).trim();
    let occurrences = found.get(value);
    if (!occurrences) {
      const regex = pattern(value);
      occurrences = regex
        ? { before: [...source.text.matchAll(regex)].map((match) => match.index), after: [...rendered.matchAll(regex)].map((match) => ({ start: match.index, end: match.index + match[0].length })) }
        : { before: [], after: [] };
      found.set(value, occurrences);
    }
    const start = span.start + (source.text.slice(span.start, span.end).length - source.text.slice(span.start, span.end).trimStart().length);
    const nth = occurrences.before.indexOf(start);
    const target = nth >= 0 ? occurrences.after[nth] : undefined;
    if (target) spans.push({ type: span.type, ...target });
  }
  return { text: rendered, spans };
}
