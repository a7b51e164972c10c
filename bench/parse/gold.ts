/**
 * Reads the labeled resumes: plain text (tags removed, entities decoded), gold values per label
 * type, and each label's character span in that text (what the tagger learns from).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type LabelSpan = { type: string; start: number; end: number };
export type LabeledResume = { file: string; text: string; labels: Map<string, string[]>; spans: LabelSpan[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The collection left UTF-8 bytes as literal "\xe2\x80\xa2" text; they are decoded back to characters. */
export function decodeByteEscapes(text: string): string {
  return text.replace(/(?:\\x[0-9a-f]{2})+/gi, (run) => {
    const bytes = Buffer.from(run.split('\\x').slice(1).map((hex) => parseInt(hex, 16)));
    const decoded = bytes.toString('utf8');
    return decoded.includes('\ufffd') ? ' ' : decoded;
  });
}

export function loadLabeled(dir: string): LabeledResume[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.xml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => parseLabeled(file, readFileSync(path.join(dir, file), 'utf8')));
}

/** One labeled file: the text is rebuilt piece by piece so every label keeps its offsets. */
export function parseLabeled(file: string, raw: string): LabeledResume {
  const xml = raw
    .replace(/^<\?xml[^>]*>\s*/, '')
    .replace(/^\s*<cv>\n?/, '')
    .replace(/\n?<\/cv>\s*$/, '')
    .replace(/^"|"$/g, '');
  let text = '';
  const spans: LabelSpan[] = [];
  const open: { type: string; start: number }[] = [];
  for (const piece of xml.split(/(<label type="[^"]+">|<\/label>)/)) {
    const opening = /^<label type="([^"]+)">$/.exec(piece);
    if (opening) open.push({ type: opening[1]!, start: text.length });
    else if (piece === '</label>') {
      const label = open.pop();
      if (label) spans.push({ type: label.type, start: label.start, end: text.length });
    } else text += decodeByteEscapes(decodeEntities(piece));
  }
  const labels = new Map<string, string[]>();
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    const value = text.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
    if (value) labels.set(span.type, [...(labels.get(span.type) ?? []), value]);
  }
  return { file, text, labels, spans };
}
