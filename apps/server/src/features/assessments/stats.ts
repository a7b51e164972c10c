/** An assessment's results in figures: score distribution, success per question, time taken. */
import type { AssessmentStats, AttemptSummary, Question } from '@hirebase/shared';
import type { ListedAttempt } from './attempts.repo';
import { toSummary } from './attempts.service';

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};

/**
 * Over submitted attempts only. A question's success rate is the points earned over the points possible among
 * the attempts that hold a grade for it; attempts sent an earlier version of the set count for the questions they share.
 */
export function assessmentStats(questions: Question[], rows: ListedAttempt[]): AssessmentStats {
  const done = rows.filter((r) => r.attempt.status === 'submitted');
  const summaries: AttemptSummary[] = done.map(toSummary);
  const distribution = Array.from({ length: 10 }, () => 0);
  for (const s of summaries) if (s.percent !== null) distribution[Math.min(9, Math.floor(s.percent / 10))]! += 1;
  const perQuestion = questions.map((q) => {
    let got = 0;
    let max = 0;
    let answered = 0;
    for (const r of done) {
      const g = r.attempt.grades[q.id];
      if (r.attempt.answers[q.id]?.value != null) answered += 1;
      if (!g || g.source === 'suggested') continue;
      got += g.points;
      max += g.max;
    }
    return { id: q.id, prompt: q.prompt, kind: q.kind, answered, success_rate: max === 0 ? null : Math.round((got / max) * 1000) / 10 };
  });
  return {
    distribution,
    questions: perQuestion,
    median_seconds: median(summaries.flatMap((s) => (s.duration_seconds === null ? [] : [s.duration_seconds]))),
    completed: summaries.length,
    passed: summaries.filter((s) => s.passed === true).length,
  };
}
