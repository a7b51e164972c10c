/** Scoring rules: choice answers graded at once, text and code by a person (or proposed by a model), the total. */
import { isChoiceKind, type Grade, type Question } from '@hirebase/shared';

type Value = number | number[] | string | null | undefined;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A single choice scores its points when the one right option is chosen. A multiple choice scores the share of
 * right options chosen less the wrong ones chosen (never below zero), so ticking every box earns nothing.
 */
export function choicePoints(q: Question, value: Value): number {
  if (q.kind === 'single') return typeof value === 'number' && value === q.correct[0] ? q.points : 0;
  if (!Array.isArray(value) || q.correct.length === 0) return 0;
  const chosen = new Set(value);
  const right = q.correct.filter((i) => chosen.has(i)).length;
  const wrong = [...chosen].filter((i) => !q.correct.includes(i)).length;
  return round2((Math.max(0, right - wrong) / q.correct.length) * q.points);
}

/** Grades every choice question; text answers keep the grade they have (a person's or a suggestion), blank ones score zero. */
export function autoGrades(questions: Question[], answers: Record<string, { value: Value }>, existing: Record<string, Grade>): Record<string, Grade> {
  const grades: Record<string, Grade> = { ...existing };
  for (const q of questions) {
    const value = answers[q.id]?.value;
    if (isChoiceKind(q.kind)) {
      grades[q.id] = { points: choicePoints(q, value), max: q.points, source: 'auto', justification: null, graded_by: null };
    } else if (value == null || (typeof value === 'string' && value.trim() === '')) {
      grades[q.id] = { points: 0, max: q.points, source: 'auto', justification: 'No answer', graded_by: null };
    }
  }
  return grades;
}

export type Totals = { score: number; maxScore: number; percent: number; needsGrading: number; passed: boolean | null };

/** The total: until every text answer has a confirmed grade, the attempt is neither passed nor failed. */
export function totals(questions: Question[], grades: Record<string, Grade>, passMark: number): Totals {
  const maxScore = questions.reduce((s, q) => s + q.points, 0);
  let score = 0;
  let needsGrading = 0;
  for (const q of questions) {
    const g = grades[q.id];
    if (!g || g.source === 'suggested') needsGrading += 1;
    if (g) score += g.points;
  }
  score = round2(score);
  const percent = maxScore === 0 ? 0 : round2((score / maxScore) * 100);
  return { score, maxScore, percent, needsGrading, passed: needsGrading > 0 ? null : percent >= passMark };
}

/** Shuffles the questions, and each choice question's options (remapping its right answers), for one candidate. */
export function shuffled(questions: Question[], random: () => number = Math.random): Question[] {
  const order = <T>(items: T[]) => {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  return order(questions).map((q) => {
    if (!isChoiceKind(q.kind)) return q;
    const perm = order(q.options.map((_, i) => i));
    return { ...q, options: perm.map((i) => q.options[i]!), correct: q.correct.map((c) => perm.indexOf(c)).sort((x, y) => x - y) };
  });
}
