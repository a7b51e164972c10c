/**
 * Scoring for bench/parse. The matching rules (also printed with the table):
 *
 * - Values are normalized before comparing: Unicode NFKC, lower case, "&" → "and", punctuation
 *   (except + # .) turned to spaces, whitespace collapsed, trimmed.
 * - Per resume, gold values of a field are the DISTINCT normalized label values of that field's
 *   label type(s); predictions are the distinct normalized values the extractor returned.
 * - email: exact match.
 * - name: single-valued. Correct when the predicted "first last" equals a gold Name label, or
 *   the predicted first and last names equal the gold label's first and last words (so a dropped
 *   middle name still matches).
 * - location: single-valued prediction scored against the set of all Location labels: correct
 *   when it matches any of them with containment either way (one contains the other). Recall is
 *   counted per resume that has at least one Location label.
 * - companies (Companies worked at), titles (Designation), degrees (Degree), colleges (College
 *   Name): set against set; a prediction matches a gold value when one contains the other after
 *   normalization (each gold value matched at most once). Precision = matched predictions /
 *   predictions; recall = matched gold values / gold values.
 * - skills: gold = Tech Tools + Job Specific Skills labels (Soft Skills excluded), each mapped
 *   through the same vocabulary normalization as the extractor (canonicalSkill) and otherwise
 *   compared as normalized text; exact match after that.
 * - phone: the dataset has NO phone labels, so it cannot be scored here; see the printed note.
 * - Micro-averaged over all resumes: P = ΣTP / Σpredicted, R = ΣTP / Σgold, F1 = 2PR/(P+R).
 */

export type Counts = { tp: number; predicted: number; gold: number; goldMatched: number };

export function normalize(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

export function emptyCounts(): Counts {
  return { tp: 0, predicted: 0, gold: 0, goldMatched: 0 };
}

export function add(total: Counts, part: Counts): void {
  total.tp += part.tp;
  total.predicted += part.predicted;
  total.gold += part.gold;
  total.goldMatched += part.goldMatched;
}

const contains = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
const equals = (a: string, b: string) => a === b;

/** Set-against-set scoring with a match predicate (each gold value matched at most once for recall). */
export function scoreSets(predictedRaw: string[], goldRaw: string[], match: 'exact' | 'contains'): Counts {
  const predicted = [...new Set(predictedRaw.map(normalize).filter(Boolean))];
  const gold = [...new Set(goldRaw.map(normalize).filter(Boolean))];
  const same = match === 'exact' ? equals : contains;
  const tp = predicted.filter((p) => gold.some((g) => same(p, g))).length;
  const goldMatched = gold.filter((g) => predicted.some((p) => same(p, g))).length;
  return { tp, predicted: predicted.length, gold: gold.length, goldMatched };
}

/** One prediction against a set of acceptable gold values; recall counts the resume once. */
export function scoreSingle(predictedRaw: string | null, goldRaw: string[], same: (p: string, g: string) => boolean): Counts {
  const gold = [...new Set(goldRaw.map(normalize).filter(Boolean))];
  const predicted = predictedRaw ? normalize(predictedRaw) : '';
  const hit = predicted !== '' && gold.some((g) => same(predicted, g));
  return { tp: hit ? 1 : 0, predicted: predicted ? 1 : 0, gold: gold.length ? 1 : 0, goldMatched: hit ? 1 : 0 };
}

export const locationMatch = contains;

export function nameMatch(predicted: string, gold: string): boolean {
  if (predicted === gold) return true;
  const p = predicted.split(' ');
  const g = gold.split(' ');
  return p[0] === g[0] && p[p.length - 1] === g[g.length - 1];
}

export function prf(counts: Counts): { p: number; r: number; f1: number } {
  const p = counts.predicted ? counts.tp / counts.predicted : 0;
  const r = counts.gold ? counts.goldMatched / counts.gold : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}
