/**
 * Strict scoring for bench/parse. The matching rules (also printed with the table):
 *
 * - Values are normalized before comparing: Unicode NFKD with accents removed, lower case,
 *   "&" → "and", punctuation (except + and #) turned to spaces, whitespace collapsed; for
 *   companies and colleges, trailing legal suffixes (Inc, Ltd, Pvt Ltd, LLC, Corp, GmbH, …) dropped.
 * - A prediction matches a gold value when the normalized strings are equal or their token F1
 *   (bag of words) is at least 0.8. Containment alone never matches: "Engineer" does not match
 *   "Senior Software Engineer".
 * - Set fields (companies = "Companies worked at", titles = "Designation", degrees = "Degree",
 *   colleges = "College Name", skills = Tech Tools + Job Specific Skills): distinct normalized
 *   values per resume on both sides, matched one to one (greedy, best token F1 first).
 *   P = matched / predicted, R = matched / gold, micro-averaged over resumes.
 * - email: set field, exact after normalization.
 * - name: single-valued; correct when equal to a Name label, or when the predicted first and last
 *   words equal the label's first and last words (a dropped middle name still matches).
 * - location: single-valued against the resume's Location labels; correct when it matches one of
 *   them by the rule above or names the same city (equal first comma-separated part).
 * - skills: gold labels are mapped through the extractor's vocabulary (canonicalSkill) first.
 * - phone: the dataset has no phone labels; not scored here (unit tests cover the formats).
 */

export type Counts = { tp: number; predicted: number; gold: number };

const LEGAL_SUFFIX = /(?:\s(?:pvt|private|pte|ltd|limited|inc|incorporated|llc|llp|plc|corp|corporation|co|company|gmbh|ag|sa|srl|bv|nv))+$/;

export function normalize(value: string, dropLegalSuffix = false): string {
  const plain = value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return dropLegalSuffix ? plain.replace(LEGAL_SUFFIX, '').trim() || plain : plain;
}

export function emptyCounts(): Counts {
  return { tp: 0, predicted: 0, gold: 0 };
}

export function add(total: Counts, part: Counts): void {
  total.tp += part.tp;
  total.predicted += part.predicted;
  total.gold += part.gold;
}

/** Token-bag F1 of two normalized strings. */
export function tokenF1(a: string, b: string): number {
  if (a === b) return 1;
  const left = a.split(' ');
  const right = b.split(' ');
  const pool = new Map<string, number>();
  for (const token of right) pool.set(token, (pool.get(token) ?? 0) + 1);
  let common = 0;
  for (const token of left) {
    const count = pool.get(token) ?? 0;
    if (count > 0) {
      common++;
      pool.set(token, count - 1);
    }
  }
  if (!common) return 0;
  const p = common / left.length;
  const r = common / right.length;
  return (2 * p * r) / (p + r);
}

export const MATCH_F1 = 0.8;
export type Strictness = 'exact' | 'token';

/** Counts with the normalized values left unmatched: predicted but not gold (spurious), gold but not predicted (missed). */
export type SetCounts = Counts & { spurious: string[]; missed: string[] };

/** Set against set, one-to-one: the best-matching pairs are taken first. */
export function scoreSets(predictedRaw: string[], goldRaw: string[], strictness: Strictness, dropLegalSuffix = false): SetCounts {
  const predicted = [...new Set(predictedRaw.map((value) => normalize(value, dropLegalSuffix)).filter(Boolean))];
  const gold = [...new Set(goldRaw.map((value) => normalize(value, dropLegalSuffix)).filter(Boolean))];
  const pairs: [number, number, number][] = [];
  predicted.forEach((p, i) =>
    gold.forEach((g, j) => {
      const f1 = strictness === 'exact' ? (p === g ? 1 : 0) : tokenF1(p, g);
      if (f1 >= MATCH_F1) pairs.push([f1, i, j]);
    }),
  );
  pairs.sort((a, b) => b[0] - a[0]);
  const usedP = new Set<number>();
  const usedG = new Set<number>();
  for (const [, i, j] of pairs) {
    if (usedP.has(i) || usedG.has(j)) continue;
    usedP.add(i);
    usedG.add(j);
  }
  return {
    tp: usedP.size,
    predicted: predicted.length,
    gold: gold.length,
    spurious: predicted.filter((_, i) => !usedP.has(i)),
    missed: gold.filter((_, j) => !usedG.has(j)),
  };
}

/** One prediction against a set of acceptable gold values (raw strings; the predicate normalizes); the resume counts once. */
export function scoreSingle(predicted: string | null, gold: string[], same: (p: string, g: string) => boolean): Counts {
  const hit = !!predicted && normalize(predicted) !== '' && gold.some((g) => same(predicted, g));
  return { tp: hit ? 1 : 0, predicted: predicted && normalize(predicted) ? 1 : 0, gold: gold.length ? 1 : 0 };
}

/** Equal or token F1 ≥ 0.8, or the same city (the part before the first comma). */
export function locationMatch(predicted: string, gold: string): boolean {
  const city = (value: string) => normalize(value.split(',')[0] ?? '');
  return tokenF1(normalize(predicted), normalize(gold)) >= MATCH_F1 || (city(predicted) !== '' && city(predicted) === city(gold));
}

export function nameMatch(predictedRaw: string, goldRaw: string): boolean {
  const predicted = normalize(predictedRaw);
  const gold = normalize(goldRaw);
  if (predicted === gold) return true;
  const p = predicted.split(' ');
  const g = gold.split(' ');
  return p.length > 1 && p[0] === g[0] && p[p.length - 1] === g[g.length - 1];
}

export function prf(counts: Counts): { p: number; r: number; f1: number } {
  const p = counts.predicted ? counts.tp / counts.predicted : 0;
  const r = counts.gold ? counts.tp / counts.gold : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}
