/**
 * The straightforward reading of a tagger model: every feature of every token as a string, looked
 * up and summed in floating point, the tag history and the BIO rule rebuilt per token. The product
 * tags with `decode` in tagger.ts; this is what that fast path is checked against (tagger.test.ts)
 * and timed against (bench/parse/tagger-speed.ts).
 */
import { allowed, historyFeatures, TAGS, tokenize } from './tagger';
import type { Decoded, TaggerModel } from './tagger';

export function referenceDecode(text: string, model: TaggerModel): Decoded {
  const T = TAGS.length;
  const tokens = tokenize(text);
  const tags: number[] = [];
  const margins: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const previous = tags[i - 1] ?? 0;
    const scores = new Array<number>(T).fill(0);
    scores[0]! -= model.outsidePenalty;
    for (const feature of [...token.features, ...historyFeatures(previous, tags[i - 2] ?? 0)]) {
      const row = model.weights[feature];
      if (row) for (let t = 0; t < T; t++) scores[t]! += row[t]!;
    }
    let best = 0;
    for (let t = 1; t < T; t++) if (allowed(previous, t, token.lineStart) && scores[t]! > scores[best]!) best = t;
    let second = -Infinity;
    for (let t = 0; t < T; t++) if (t !== best && allowed(previous, t, token.lineStart)) second = Math.max(second, scores[t]!);
    tags.push(best);
    margins.push(scores[best]! - second);
  }
  return { tokens, tags, margins };
}
