/**
 * Lines out of a PDF page's text items (one column's, in reading order): items on one baseline
 * joined, and lines the writer's word processor wrapped joined back into the line that was typed.
 */
import type { TextItem } from './pdf-columns';

/**
 * Puts text items back into lines: a new line starts at hasEOL or when the baseline moves by
 * more than half the font height; items on one line are joined with a space when there is a
 * visible gap between them. Then lines a word processor wrapped are joined again (`unwrap`);
 * `pageWidth` is given when the items are a whole page rather than one of its columns.
 */
export function joinItems(items: TextItem[], pageWidth = 0): string {
  const lines: DrawnLine[] = [];
  let line: DrawnLine | null = null;
  let lastY: number | null = null;
  let lastEnd = 0;
  let lastHeight = 0;
  let wideGap = false;
  const end = () => {
    // A blank item at the end (the gap to a column drawn on the same row) is not part of the line.
    if (line) lines.push({ ...line, text: line.text.trimEnd() });
    line = null;
  };
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height || item.transform[3] || 10);
    if (item.str && !item.str.trim()) {
      // pdf.js folds runs of spaces; a wide blank item is a column gap, kept as two spaces.
      if (line && !/\s$/.test(line.text)) line.text += item.width > height * 0.5 ? '  ' : ' ';
      if (line && item.width > height * TAB_STOP_EMS) wideGap = true;
      lastEnd = x + item.width;
    } else if (item.str) {
      if (lastY !== null && Math.abs(y - lastY) > Math.max(height, lastHeight) / 2) end();
      if (!line) line = { text: '', left: x, right: x, y, height, firstWord: 0, tabbed: false };
      else if (!/\s$/.test(line.text) && !/^\s/.test(item.str) && x - lastEnd > height * 0.15) line.text += ' ';
      // A line whose last part stands after a tab stop (right-aligned dates) was not wrapped.
      if (line.text) line.tabbed = wideGap || x - lastEnd > height * TAB_STOP_EMS;
      wideGap = false;
      if (!line.text) line.firstWord = (item.width * (/^\S*/.exec(item.str)![0].length || 1)) / Math.max(1, item.str.length);
      line.text += item.str;
      line.right = Math.max(line.right, x + item.width);
      line.height = Math.max(line.height, height);
      lastY = y;
      lastEnd = x + item.width;
      lastHeight = height;
    }
    if (item.hasEOL) {
      end();
      lastY = null;
    }
  }
  end();
  return unwrap(lines, pageWidth)
    .map((text) => text.replace(/\s+$/, ''))
    .join('\n');
}

/** `tabbed`: the line's last part follows a tab-stop gap. */
type DrawnLine = { text: string; left: number; right: number; y: number; height: number; firstWord: number; tabbed: boolean };

/**
 * Lines a word processor wrapped are one line again. A paragraph's line continues on the next
 * when the next is set in the same size right below it, starts where it starts (or indented, as
 * a bullet's second line), and its first word would not have fitted before the column's edge:
 * where at least two lines end (five, on ten lines or more), and on a page read as one column
 * past MIN_PAGE_EDGE of its width, or where a fifth of its lines end within an em of each other
 * (text set in a narrow band: a sidebar whose main column is empty on that page). In a column
 * narrower than WIDE_COLUMN_EMS, or a band, short lines end near the edge too, so the words must
 * also show that the line goes on: it ends on a joining word or a comma, or the next starts in
 * lower case ("Vaughn College of Aeronautics and" / "Technology"). A line whose last part stands
 * at a tab stop (right-aligned dates) is not wrapped, nor a short one, nor one in a column
 * narrower than MIN_COLUMN_EMS. Lines in a size well above the body's (a name or title in large
 * type) continue on the next line of the same size.
 */
const MIN_PAGE_EDGE = 0.6;
// A wrapped line is long, in a column wide enough to wrap a value: a sidebar of 10 em wraps
// degrees and college names ("Bachelor of Science" / "in Psychology").
const MIN_COLUMN_EMS = 8;
const WIDE_COLUMN_EMS = 15;
const MIN_BAND_LINES = 5;
const MIN_NARROW_SHARE = 0.45;
// A line that ends on a joining word or a comma goes on; so does one whose next starts in lower
// case, unless with a label ("email:", "website:").
const GOES_ON = /(?:\b(?:of|and|in|for|at|the|to|with|on|de|y|et|und)|[,&/–-])$/i;
const GOES_ON_FROM = /^[\p{Ll}(&](?!\S*:)/u;
const MIN_FULL_SHARE = 0.6;
// A gap this wide (in em) before a line's last part is a tab stop, as before right-aligned dates.
const TAB_STOP_EMS = 3;
const LARGE_TYPE = 1.3;

function unwrap(lines: DrawnLine[], pageWidth: number): string[] {
  const rights = lines.map((line) => line.right).sort((a, b) => b - a);
  // A page read as one column wraps near its right margin, not a third of the way across.
  // The fifth line's reach once there are ten: a few lines that overrun the margin (a long link
  // cannot wrap) must not set the edge.
  const reach = rights[Math.min(rights.length - 1, rights.length >= 10 ? 4 : 1)] ?? 0;
  const body = [...lines.map((line) => line.height)].sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;
  // …or where its text stands in a narrow band: many lines end together, within an em of the reach.
  const endingTogether = rights.filter((right) => right <= reach && reach - right <= body).length;
  const band = endingTogether >= Math.max(MIN_BAND_LINES, lines.length / 5);
  const wide = reach >= pageWidth * MIN_PAGE_EDGE;
  const edge = rights.length >= 2 && (wide || band) ? reach : Infinity;
  const out: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const below = previous !== undefined && /\S$/.test(previous.text) && Math.abs(previous.height - line.height) < 0.5 && previous.y > line.y && previous.y - line.y <= line.height * 1.7;
    const aligned = below && line.left >= previous.left - 1 && line.left <= previous.left + line.height * 3;
    // In a narrow column, or one whose edge is only where its lines happen to end, short lines
    // end near the edge too: the words must show that the line goes on.
    const narrow = !wide || (aligned && edge - previous.left < previous.height * WIDE_COLUMN_EMS);
    const wrapped =
      aligned &&
      !previous.tabbed &&
      edge - previous.left >= previous.height * MIN_COLUMN_EMS &&
      previous.right - previous.left >= (edge - previous.left) * (narrow ? MIN_NARROW_SHARE : MIN_FULL_SHARE) &&
      previous.right + line.height * 0.25 + line.firstWord > edge - 1 &&
      (!narrow || GOES_ON.test(previous.text) || GOES_ON_FROM.test(line.text));
    const largeType = aligned && line.height >= body * LARGE_TYPE;
    if (wrapped || largeType) out[out.length - 1] += ` ${line.text}`;
    else out.push(line.text);
  });
  return out;
}

// A page's header and footer are among its first and last lines.
const MARGIN_LINES = 2;
const PAGE_OF = /\b(?:page|seite|página|pagina)\s*\d+(?:\s*(?:of|\/|de|von|sur)\s*\d+)?/gi;
const PAGE_NUMBER = /^[-–(\s]*(?:page|p\.|seite|página|pagina)?\s*\d{1,2}(?:\s*(?:of|\/|de|von|sur)\s*\d{1,2})?[-–)\s]*$/i;

/**
 * Pages' text without what is repeated in their margins: a line among a page's first or last two
 * that also stands there on another page (its page number aside: "Jane Doe, page 2") is kept only where it first
 * appears, and a page number standing there ("2", "Page 2 of 3", "- 2 -") is dropped. One page is left as it is.
 */
export function withoutRepeatedMargins(pages: string[]): string[] {
  if (pages.length < 2) return pages;
  const key = (line: string) => line.toLowerCase().replace(PAGE_OF, 'page #').replace(/\s+/g, ' ').trim();
  const split = pages.map((page) => page.split('\n'));
  const margins = split.map((lines) => {
    const filled = lines.flatMap((line, index) => (line.trim() ? [index] : []));
    return new Set([...filled.slice(0, MARGIN_LINES), ...filled.slice(-MARGIN_LINES)]);
  });
  const pagesWith = new Map<string, Set<number>>();
  split.forEach((lines, page) => {
    for (const index of margins[page]!) pagesWith.set(key(lines[index]!), (pagesWith.get(key(lines[index]!)) ?? new Set()).add(page));
  });
  const seen = new Set<string>();
  return split.map((lines, page) =>
    lines
      .filter((line, index) => {
        if (!margins[page]!.has(index)) return true;
        if (PAGE_NUMBER.test(line)) return false;
        const lineKey = key(line);
        if ((pagesWith.get(lineKey)?.size ?? 0) < 2) return true;
        const first = !seen.has(lineKey);
        seen.add(lineKey);
        return first;
      })
      .join('\n'),
  );
}
