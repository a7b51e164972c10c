/**
 * A PDF page's text rebuilt from the glyphs pdf.js lays out (its operator list), where every
 * gap between two glyphs is known. pdf.js's own text content folds a gap of up to 0.6 em into
 * one space, so two spaces typed between a name and an address, or between a heading and what
 * follows it in text whose line breaks were lost, read as one and the parts run together. Here
 * a gap of half an em or more is kept as two spaces, which lines.ts reads as a break.
 *
 * The result has the shape of pdf.js text items, so column splitting and line joining stay as
 * they are. Pages this cannot read faithfully (vertical fonts, right-to-left scripts) return
 * null and are read from pdf.js's text content instead.
 */
import type { TextItem } from './pdf-columns';

type Matrix = [number, number, number, number, number, number];
type Glyph = { unicode: string; width: number; isSpace: boolean } | number | null;
type Font = { fontMatrix?: number[]; vertical?: boolean };
/** The operator codes this reader follows (pdf.js `OPS`). */
export type Ops = Record<
  | 'save'
  | 'restore'
  | 'transform'
  | 'beginText'
  | 'setFont'
  | 'setCharSpacing'
  | 'setWordSpacing'
  | 'setHScale'
  | 'setLeading'
  | 'setTextRise'
  | 'moveText'
  | 'setLeadingMoveText'
  | 'setTextMatrix'
  | 'nextLine'
  | 'showText'
  | 'paintFormXObjectBegin'
  | 'paintFormXObjectEnd',
  number
>;

// Gaps in em: wider than SPACE is a space, from DOUBLE_SPACE on two spaces, past RUN_BREAK the run
// ends and a blank item of the gap's width stands between the two (as pdf.js reports tab stops).
const SPACE = 0.1;
const DOUBLE_SPACE = 0.45;
const RUN_BREAK = 0.8;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const DEFAULT_FONT_MATRIX = [0.001, 0, 0, 0.001, 0, 0];
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3], m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5]];
}

type State = { ctm: Matrix; font: Font | null; size: number; charSpacing: number; wordSpacing: number; hScale: number; leading: number; rise: number };
type Run = { str: string; x: number; y: number; end: number; height: number };

/**
 * Text items from an operator list: `fonts` resolves a font name set by setFont (pdf.js
 * `page.commonObjs`), `ops` are pdf.js's operator codes.
 */
export function glyphItems(fnArray: ArrayLike<number>, argsArray: unknown[], fonts: (name: string) => Font | null, ops: Ops): TextItem[] | null {
  const items: TextItem[] = [];
  const stack: State[] = [];
  let state: State = { ctm: IDENTITY, font: null, size: 0, charSpacing: 0, wordSpacing: 0, hScale: 1, leading: 0, rise: 0 };
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  let run: Run | null = null;
  const flush = () => {
    if (run?.str.trim()) items.push({ str: run.str, transform: [run.height, 0, 0, run.height, run.x, run.y], width: run.end - run.x, height: run.height, hasEOL: false });
    run = null;
  };
  const moveText = (x: number, y: number) => {
    lineMatrix = multiply([1, 0, 0, 1, x, y], lineMatrix);
    textMatrix = lineMatrix;
  };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push({ ...state });
    else if (fn === ops.restore) state = stack.pop() ?? state;
    else if (fn === ops.transform) state.ctm = multiply(args as unknown as Matrix, state.ctm);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push({ ...state });
      const matrix = args?.[0] as Matrix | null;
      if (matrix) state.ctm = multiply([...matrix] as Matrix, state.ctm);
    } else if (fn === ops.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === ops.beginText) textMatrix = lineMatrix = IDENTITY;
    else if (fn === ops.setFont) {
      state.font = fonts(String(args![0]));
      state.size = Number(args![1]);
      if (state.font?.vertical) return null;
    } else if (fn === ops.setCharSpacing) state.charSpacing = Number(args![0]);
    else if (fn === ops.setWordSpacing) state.wordSpacing = Number(args![0]);
    else if (fn === ops.setHScale) state.hScale = Number(args![0]) / 100;
    else if (fn === ops.setLeading) state.leading = Number(args![0]);
    else if (fn === ops.setTextRise) state.rise = Number(args![0]);
    else if (fn === ops.moveText) moveText(Number(args![0]), Number(args![1]));
    else if (fn === ops.setLeadingMoveText) {
      state.leading = -Number(args![1]);
      moveText(Number(args![0]), Number(args![1]));
    } else if (fn === ops.setTextMatrix) textMatrix = lineMatrix = Array.from(args![0] as ArrayLike<number>).slice(0, 6) as Matrix;
    else if (fn === ops.nextLine) moveText(0, -state.leading);
    else if (fn === ops.showText) {
      const scale = (state.font?.fontMatrix ?? DEFAULT_FONT_MATRIX)[0]! * state.size;
      let advance = 0;
      for (const glyph of args![0] as Glyph[]) {
        if (glyph === null) continue;
        if (typeof glyph === 'number') {
          advance -= (glyph / 1000) * state.size * state.hScale;
          continue;
        }
        const width = (glyph.width * scale + state.charSpacing + (glyph.isSpace ? state.wordSpacing : 0)) * state.hScale;
        if (!glyph.isSpace && glyph.unicode.trim()) {
          if (RIGHT_TO_LEFT.test(glyph.unicode)) return null;
          const page = multiply(textMatrix, state.ctm);
          const x = advance * page[0] + state.rise * page[2] + page[4];
          const y = advance * page[1] + state.rise * page[3] + page[5];
          const height = Math.abs(state.size * Math.hypot(page[2], page[3])) || 1;
          const gap = run ? (x - run.end) / height : 0;
          const sameLine = run !== null && Math.abs(y - run.y) <= height / 2;
          if (!run || !sameLine || gap > RUN_BREAK || gap < -RUN_BREAK) {
            const before = run;
            flush();
            if (before && sameLine && gap > RUN_BREAK) items.push({ str: ' ', transform: [height, 0, 0, height, before.end, y], width: x - before.end, height: 0, hasEOL: false });
            run = { str: '', x, y, end: x, height };
          } else if (gap >= DOUBLE_SPACE) run.str += '  ';
          else if (gap > SPACE && !run.str.endsWith(' ')) run.str += ' ';
          run.str += glyph.unicode;
          run.end = x + Math.abs(width * page[0]);
        }
        advance += width;
      }
      textMatrix = multiply([1, 0, 0, 1, advance, 0], textMatrix);
    }
  }
  flush();
  return items.map((item) => ({ ...item, str: item.str.normalize('NFKC') }));
}
