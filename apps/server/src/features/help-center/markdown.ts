/**
 * The help center's Markdown, read into blocks the web app renders as React text: headings, paragraphs,
 * lists, code blocks and notes (`> `), with strong, emphasis, code and links inside. Nothing here is
 * HTML: a tag written in an article stays visible text, and a link keeps only an in-app path or an
 * https address (anything else, such as `javascript:`, becomes plain text).
 */
import type { HelpBlock, HelpInline } from '@hirebase/shared';

export type FrontMatter = Record<string, string>;

/** Splits `---` front matter (one `key: value` a line) from the body. */
export function splitFrontMatter(source: string): { meta: FrontMatter; body: string } {
  const text = source.replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { meta: {}, body: text };
  const meta: FrontMatter = {};
  for (const line of match[1]!.split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    meta[line.slice(0, at).trim()] = line
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { meta, body: text.slice(match[0].length) };
}

export function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return href;
  if (/^https:\/\/[^\s/]+/i.test(href)) return href;
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])/g;

export function parseInline(text: string): HelpInline[] {
  const out: HelpInline[] = [];
  const push = (piece: HelpInline) => {
    const last = out[out.length - 1];
    if (piece.type === 'text' && last?.type === 'text') last.text += piece.text;
    else if (piece.type !== 'text' || piece.text) out.push(piece);
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    push({ type: 'text', text: text.slice(at, m.index) });
    if (m[1] !== undefined) push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined) push({ type: 'code', text: m[2] });
    else if (m[3] !== undefined) {
      const href = safeHref(m[4]!);
      push(href ? { type: 'link', text: m[3], href } : { type: 'text', text: m[3] });
    } else push({ type: 'em', text: m[5]! });
    at = m.index + m[0].length;
  }
  push({ type: 'text', text: text.slice(at) });
  return out;
}

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function parseMarkdown(body: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith('```')) code.push(lines[i++]!);
      i++;
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (heading) {
      const text = heading[2]!.trim();
      blocks.push({ type: 'heading', level: heading[1]!.length as 2 | 3, text, id: headingId(text) });
      i++;
      continue;
    }
    if (line.startsWith('>')) {
      const note: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) note.push(lines[i++]!.replace(/^>\s?/, ''));
      blocks.push({ type: 'note', content: parseInline(note.join(' ').trim()) });
      continue;
    }
    const bullet = /^(\s*)([-*]|\d+\.)\s+/;
    if (bullet.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && lines[i]!.trim()) {
        const m = bullet.exec(lines[i]!);
        if (m) items.push(lines[i]!.slice(m[0].length).trim());
        else if (items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        i++;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#{2,3}\s|```|>)/.test(lines[i]!) && !bullet.test(lines[i]!))
      para.push(lines[i++]!.trim());
    blocks.push({ type: 'paragraph', content: parseInline(para.join(' ')) });
  }
  return blocks;
}

/** The words of the blocks, for the search index and snippets. */
export function plainText(blocks: HelpBlock[]): string {
  const inline = (xs: HelpInline[]) => xs.map((x) => x.text).join('');
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
        case 'code':
          return b.text;
        case 'paragraph':
        case 'note':
          return inline(b.content);
        case 'list':
          return b.items.map(inline).join('\n');
      }
    })
    .join('\n');
}
