import { MATCH_FACTOR_LABELS, type BreakdownItem, type MatchExplanation } from '@hirebase/shared';

const points = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** "Why": each factor's points out of its share and what earned them; the points add up to the score. */
export function ScoreBreakdown({ score, breakdown, why, label }: { score: number; breakdown: BreakdownItem[]; why: MatchExplanation; label: string }) {
  return (
    <details className="group rounded-md border bg-muted/30 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Why {label} scores {points(score)}</summary>
      <div className="mt-2 grid gap-2">
        <table className="w-full text-left">
          <caption className="sr-only">Score breakdown of {label}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Factor
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Points
              </th>
              <th scope="col" className="py-1 font-medium">
                Because
              </th>
            </tr>
          </thead>
          <tbody>
            {breakdown.map((b) => (
              <tr key={b.factor} className="border-t align-top">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {MATCH_FACTOR_LABELS[b.factor]}
                </th>
                <td className="py-1 pr-3 whitespace-nowrap tabular-nums">
                  {points(b.points)} / {points(b.max)}
                </td>
                <td className="py-1">{b.detail}</td>
              </tr>
            ))}
            <tr className="border-t font-medium">
              <th scope="row" className="py-1 pr-3 text-left">
                Score
              </th>
              <td className="py-1 pr-3 tabular-nums">{points(score)} / 100</td>
              <td />
            </tr>
          </tbody>
        </table>
        {why.matched_skills.length || why.partial_skills.length || why.missing_must_haves.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
            {why.matched_skills.map((s) => (
              <li key={`m-${s}`} className="rounded-full bg-success/15 px-2 py-0.5 text-xs text-success">
                ✓ {s}
              </li>
            ))}
            {why.partial_skills.map((s) => (
              <li key={`p-${s}`} className="rounded-full bg-secondary px-2 py-0.5 text-xs">
                ≈ {s} (related)
              </li>
            ))}
            {why.missing_must_haves.map((s) => (
              <li key={`x-${s}`} className="rounded-full bg-destructive/15 px-2 py-0.5 text-xs text-destructive">
                ✗ {s} (must-have)
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
