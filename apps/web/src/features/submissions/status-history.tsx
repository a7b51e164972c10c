import { CLIENT_VERDICT_LABELS, SUBMISSION_STATUS_LABELS, type SubmissionDetail } from '@hirebase/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Each change: when, who (or the client), from and to, and the reason or the client's comment. */
export function StatusHistory({ history }: { history: SubmissionDetail['history'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status history</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm" aria-label="Status history">
          {[...history].reverse().map((e) => (
            <li key={e.id} className="grid gap-0.5 border-l-2 pl-3">
              <span>
                <strong>{SUBMISSION_STATUS_LABELS[e.to_status]}</strong>
                {e.from_status && e.from_status !== e.to_status ? <span className="text-muted-foreground"> from {SUBMISSION_STATUS_LABELS[e.from_status]}</span> : null}
                {e.verdict ? <span> · client answered “{CLIENT_VERDICT_LABELS[e.verdict]}”</span> : null}
              </span>
              <span className="text-xs text-muted-foreground">
                {when.format(new Date(e.created_at))} · {e.source === 'client' ? 'the client' : (e.actor?.name ?? 'a former member')}
              </span>
              {e.reason ? <p className="whitespace-pre-wrap">{e.reason}</p> : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
