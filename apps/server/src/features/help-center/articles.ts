/**
 * The help-center articles: Markdown files in apps/server/help-center, read once per process into
 * blocks and an in-memory inverted index (decision 0XX). They ship with the code, change only with a
 * release and are a few dozen pages, so the index costs well under a millisecond a query, answers the
 * same on PGlite and PostgreSQL, and needs no table kept in step with the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HELP_CATEGORIES,
  type HelpArticleHit,
  type HelpArticleSummary,
  type HelpBlock,
  type HelpCategory,
} from '@hirebase/shared';
import { parseMarkdown, plainText, splitFrontMatter } from './markdown';

export const ARTICLES_DIR = path.resolve(import.meta.dirname, '../../../help-center');

export type LoadedArticle = HelpArticleSummary & { blocks: HelpBlock[]; text: string; related: string[] };

/** Reads and checks every article: a file with missing or wrong front matter stops the start with its name. */
export function loadArticles(dir = ARTICLES_DIR): LoadedArticle[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const { meta, body } = splitFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
    const { title, slug, category, summary } = meta;
    if (!title || !slug || !category || !summary)
      throw new Error(`help-center/${file}: front matter needs title, slug, category and summary`);
    if (!/^[a-z0-9-]+$/.test(slug) || seen.has(slug))
      throw new Error(`help-center/${file}: slug "${slug}" is not a unique lowercase-and-dashes name`);
    if (!(HELP_CATEGORIES as readonly string[]).includes(category))
      throw new Error(`help-center/${file}: unknown category "${category}"`);
    seen.add(slug);
    const blocks = parseMarkdown(body);
    const related = (meta.related ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return { slug, title, category: category as HelpCategory, summary, blocks, text: plainText(blocks), related };
  });
}

const STOP = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'with',
  'you',
  'your',
]);

/** A word's index form: lower case, with a plural or verb ending taken off so "uploading" finds "upload". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));
}

const WEIGHTS = { title: 6, summary: 3, heading: 2, body: 1 } as const;

export type HelpIndex = {
  articles: LoadedArticle[];
  bySlug: Map<string, LoadedArticle>;
  search: (q: string, limit?: number) => HelpArticleHit[];
};

export function buildIndex(articles: LoadedArticle[]): HelpIndex {
  /** term → article position → weighted count */
  const postings = new Map<string, Map<number, number>>();
  const add = (term: string, doc: number, weight: number) => {
    const list = postings.get(term) ?? new Map<number, number>();
    list.set(doc, (list.get(doc) ?? 0) + weight);
    postings.set(term, list);
  };
  articles.forEach((a, doc) => {
    for (const w of words(a.title)) add(stem(w), doc, WEIGHTS.title);
    for (const w of words(a.summary)) add(stem(w), doc, WEIGHTS.summary);
    for (const b of a.blocks)
      if (b.type === 'heading') for (const w of words(b.text)) add(stem(w), doc, WEIGHTS.heading);
    for (const w of words(a.text)) add(stem(w), doc, WEIGHTS.body);
  });
  const terms = [...postings.keys()];
  const summary = (a: LoadedArticle): HelpArticleSummary => ({
    slug: a.slug,
    title: a.title,
    category: a.category,
    summary: a.summary,
  });

  function search(q: string, limit = 20): HelpArticleHit[] {
    const query = words(q);
    if (query.length === 0) return articles.map((a) => ({ ...summary(a), snippet: null }));
    let scores: Map<number, number> | null = null;
    for (const [i, word] of query.entries()) {
      const term = stem(word);
      // The last word may be half typed: it matches every term it begins.
      const matching =
        i === query.length - 1
          ? terms.filter((t) => t === term || t.startsWith(word))
          : postings.has(term)
            ? [term]
            : [];
      const hits = new Map<number, number>();
      for (const t of matching) {
        const idf = Math.log(1 + articles.length / postings.get(t)!.size);
        for (const [doc, n] of postings.get(t)!) hits.set(doc, (hits.get(doc) ?? 0) + n * idf);
      }
      // Every word must be found (AND), as a person narrowing a search expects.
      const next = new Map<number, number>();
      for (const [doc, s] of hits) if (!scores || scores.has(doc)) next.set(doc, (scores?.get(doc) ?? 0) + s);
      scores = next;
      if (scores.size === 0) return [];
    }
    return [...scores!]
      .sort((x, y) => y[1] - x[1] || articles[x[0]]!.title.localeCompare(articles[y[0]]!.title))
      .slice(0, limit)
      .map(([doc]) => ({ ...summary(articles[doc]!), snippet: snippet(articles[doc]!.text, query) }));
  }

  return { articles, bySlug: new Map(articles.map((a) => [a.slug, a])), search };
}

/** The first line of the article holding a query word, cut to about 180 characters around it. */
function snippet(text: string, query: string[]): string | null {
  const lines = text.split('\n');
  for (const line of lines) {
    const lower = line.toLowerCase();
    const at = Math.min(...query.flatMap((w) => [lower.indexOf(w), lower.indexOf(stem(w))]).filter((n) => n >= 0));
    if (!Number.isFinite(at)) continue;
    const start = Math.max(0, at - 60);
    const cut = line.slice(start, start + 180).trim();
    return `${start > 0 ? '…' : ''}${cut}${start + 180 < line.length ? '…' : ''}`;
  }
  return null;
}

let cached: HelpIndex | null = null;
/** The process's index, built on first use. */
export function helpIndex(): HelpIndex {
  cached ??= buildIndex(loadArticles());
  return cached;
}
