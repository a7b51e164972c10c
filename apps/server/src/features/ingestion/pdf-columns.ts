/**
 * Reading order of a PDF page with columns. Word processors and templates often draw a two-column
 * or sidebar page row by row across the columns, so the text items' order mixes the columns. A page
 * whose text leaves a clear vertical gutter, with enough text on both sides, is read column by
 * column: the left (or sidebar) column first, then the right.
 */

export type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL: boolean };

// The gutter must be at least this wide (pt) and lie in the middle 15–85 % of the text's width.
const MIN_GUTTER = 6;
// Each side must hold this share of the page's characters and this many distinct baselines, so a
// column of right-aligned dates is not taken for a second column.
const MIN_SIDE_SHARE = 0.08;
const MIN_SIDE_LINES = 4;
// A few items may cross the gutter (a centred name or a wide heading above the columns).
const MAX_CROSSING_SHARE = 0.03;
// An item this short that names a year or 'present' is a date (a longer one is a sentence with a date in it).
const MAX_DATE_LENGTH = 32;
const DATE_LIKE = /\b(?:19|20)\d{2}\b|\b(?:present|current|now)\b/i;

export function splitColumns(items: TextItem[]): TextItem[][] {
  const text = items.filter((item) => item.str.trim());
  if (text.length < 2 * MIN_SIDE_LINES) return [items];
  const left = Math.min(...text.map((item) => item.transform[4] ?? 0));
  const right = Math.max(...text.map((item) => (item.transform[4] ?? 0) + item.width));
  const span = right - left;
  if (span <= 0) return [items];
  // Coverage of the width in 1 pt bins, counting items that cover each bin.
  const bins = new Int32Array(Math.ceil(span) + 1);
  for (const item of text) {
    const from = Math.floor((item.transform[4] ?? 0) - left);
    const to = Math.min(bins.length - 1, Math.ceil((item.transform[4] ?? 0) + item.width - left));
    for (let x = Math.max(0, from); x <= to; x++) bins[x]!++;
  }
  const allowed = Math.max(1, Math.floor(text.length * MAX_CROSSING_SHARE));
  // Every stretch of bins that few items cross is a candidate gutter; the clearest (fewest items
  // crossing it), then the widest, that leaves two real columns wins. A wide but crossed stretch
  // inside a column of short lines must not hide the real gutter beside it.
  const gutters: { from: number; to: number; crossing: number }[] = [];
  for (let x = Math.floor(span * 0.15), start = -1, crossing = 0; x <= Math.ceil(span * 0.85) + 1; x++) {
    const open = x <= Math.ceil(span * 0.85) && x < bins.length && bins[x]! <= allowed;
    if (open) {
      if (start < 0) [start, crossing] = [x, 0];
      crossing = Math.max(crossing, bins[x]!);
    } else if (start >= 0) {
      if (x - start >= MIN_GUTTER) gutters.push({ from: start, to: x - 1, crossing });
      start = -1;
    }
  }
  gutters.sort((a, b) => a.crossing - b.crossing || b.to - b.from - (a.to - a.from));
  for (const gutter of gutters) {
    const columns = columnsAt(items, text, left + (gutter.from + gutter.to) / 2);
    if (columns) return columns;
  }
  return [items];
}

/** The page read as two columns cut at x, or null when one side is too thin to be a column. */
function columnsAt(items: TextItem[], text: TextItem[], cut: number): TextItem[][] | null {
  const isLeft = (item: TextItem) => (item.transform[4] ?? 0) < cut;
  const sides = [text.filter(isLeft), text.filter((item) => !isLeft(item))];
  const chars = (list: TextItem[]) => list.reduce((sum, item) => sum + item.str.length, 0);
  const total = chars(text);
  const enough = (list: TextItem[]) => chars(list) >= total * MIN_SIDE_SHARE && new Set(list.map((item) => Math.round(item.transform[5] ?? 0))).size >= MIN_SIDE_LINES;
  if (!sides.every(enough)) return null;
  // Right-aligned dates (and places) beside one column of entries are not a second column.
  // Counted in characters: a column of entries has dated lines too, but mostly other text.
  const rightText = sides[1]!.filter((item) => /\p{L}{2}|\d/u.test(item.str));
  if (chars(rightText.filter((item) => item.str.length <= MAX_DATE_LENGTH && DATE_LIKE.test(item.str))) >= chars(rightText) / 2) return null;
  // Blank items go with the column they sit in; items crossing the gutter go with the left one.
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}
