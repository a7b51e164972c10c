/** Reads the labeled resumes: plain text (tags removed, entities decoded) and gold values per label type. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type LabeledResume = { file: string; text: string; labels: Map<string, string[]> };

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
    .map((file) => {
      const xml = readFileSync(path.join(dir, file), 'utf8')
        .replace(/^<\?xml[^>]*>\s*/, '')
        .replace(/^\s*<cv>\n?/, '')
        .replace(/\n?<\/cv>\s*$/, '');
      const labels = new Map<string, string[]>();
      for (const match of xml.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)) {
        const value = clean(match[2]!.replace(/<[^>]+>/g, ''));
        if (!value) continue;
        labels.set(match[1]!, [...(labels.get(match[1]!) ?? []), value]);
      }
      const text = clean(xml.replace(/<\/?label[^>]*>/g, ''), true);
      return { file, text, labels };
    });
}

function clean(text: string, keepLayout = false): string {
  const decoded = decodeByteEscapes(decodeEntities(text.replace(/^"|"$/g, '')));
  return keepLayout ? decoded.replace(/^"|"$/g, '') : decoded.replace(/\s+/g, ' ').trim();
}
