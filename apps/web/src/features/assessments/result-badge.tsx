import type { AttemptStatus, Integrity } from '@hirebase/shared';
import { Badge } from '@/components/ui/badge';

type Result = { status: AttemptStatus; percent: number | null; passed: boolean | null; needs_grading: number };

/** "3 min 20 s" from seconds. */
export function seconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m ? `${m} min${s ? ` ${s} s` : ''}` : `${s} s`;
}

/** How an attempt stands: invited, in progress, its score with pass or fail, or how many answers wait for a grade. */
export function ResultBadge({ result, compact = false }: { result: Result; compact?: boolean }) {
  if (result.status === 'invited') return <Badge variant="outline">{compact ? 'Invited' : 'Invited, not started'}</Badge>;
  if (result.status === 'in_progress') return <Badge variant="secondary">In progress</Badge>;
  const score = `${result.percent ?? 0}%`;
  if (result.needs_grading > 0) return <Badge variant="secondary">{compact ? `${score} · to grade` : `${score} so far · ${result.needs_grading} to grade`}</Badge>;
  return <Badge variant={result.passed ? 'success' : 'destructive'}>{`${score} · ${result.passed ? 'Passed' : 'Failed'}`}</Badge>;
}

/** The integrity signals: shown to the recruiter, never used to decide anything on their own. */
export function IntegrityLine({ integrity }: { integrity: Integrity }) {
  return (
    <span className="text-xs text-muted-foreground">
      Left the tab {integrity.tab_switches}× · pasted {integrity.pastes}×
    </span>
  );
}
