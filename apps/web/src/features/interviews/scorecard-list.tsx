import { RECOMMENDATION_LABELS, type Recommendation } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { scorecardsQuery } from './api';

const TONE: Record<Recommendation, 'destructive' | 'outline' | 'secondary' | 'success'> = { strong_no: 'destructive', no: 'outline', yes: 'secondary', strong_yes: 'success' };

/** The scorecards submitted for one interview; notes are shown as plain text. */
export function ScorecardList({ interviewId }: { interviewId: string }) {
  const data = useQuery(scorecardsQuery(interviewId));
  const cards = data.data?.scorecards ?? [];
  if (!cards.length) return null;
  return (
    <ul className="grid gap-2" aria-label="Scorecards">
      {cards.map((s) => (
        <li key={s.id} className="grid gap-1 rounded-md bg-muted/50 p-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{s.interviewer.name}</span>
            <Badge variant={TONE[s.recommendation]}>{RECOMMENDATION_LABELS[s.recommendation]}</Badge>
          </div>
          {s.ratings.length ? (
            <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-muted-foreground">
              {s.ratings.map((r) => (
                <div key={r.criterion} className="flex gap-1">
                  <dt>{r.criterion}:</dt>
                  <dd className="font-medium text-foreground">{r.rating}/4</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {s.notes ? <p className="whitespace-pre-wrap break-words">{s.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}
