import { CLIENT_VERDICT_LABELS, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type Submission } from '@hirebase/shared';
import { SubmissionLink } from './submissions-table';

/** Submissions of the current page in one column per status. */
export function SubmissionsBoard({ rows }: { rows: Submission[] }) {
  return (
    <div className="flex gap-3 overflow-x-auto pb-2" role="list" aria-label="Submissions by status">
      {SUBMISSION_STATUSES.map((status) => {
        const column = rows.filter((s) => s.status === status);
        return (
          <section key={status} role="listitem" aria-label={SUBMISSION_STATUS_LABELS[status]} className="w-64 shrink-0 rounded-lg border bg-muted/30 p-2">
            <h3 className="mb-2 flex items-center justify-between px-1 text-sm font-medium">
              {SUBMISSION_STATUS_LABELS[status]} <span className="text-xs tabular-nums text-muted-foreground">{column.length}</span>
            </h3>
            <ul className="grid gap-2">
              {column.map((s) => (
                <li key={s.id} className="rounded-md border bg-background p-2 text-sm shadow-xs">
                  <SubmissionLink s={s}>{s.candidate.name}</SubmissionLink>
                  <p className="text-xs text-muted-foreground">
                    {s.job.title} · {s.client.name}
                  </p>
                  {s.verdict ? <p className="mt-1 text-xs">Client: {CLIENT_VERDICT_LABELS[s.verdict]}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
