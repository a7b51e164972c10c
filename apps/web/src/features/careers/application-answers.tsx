import { useQuery } from '@tanstack/react-query';
import { applicationFormQuery } from './api';

const SOURCE_LABELS: Record<string, string> = { careers_site: 'Careers site' };
export const sourceLabel = (source: string) =>
  SOURCE_LABELS[source] ??
  (source.startsWith('talent_scout:') ? `Talent scout: ${source.slice('talent_scout:'.length)}` : null) ??
  source.charAt(0).toUpperCase() + source.slice(1).replace(/[_-]/g, ' ');

/**
 * What the applicant sent with this application: source, answers and cover letter. Always rendered
 * as text (React escapes it): an applicant's answer is never markup on a recruiter's screen.
 */
export function ApplicationAnswers({ applicationId }: { applicationId: string }) {
  const { data } = useQuery(applicationFormQuery(applicationId));
  if (!data || (!data.source && !data.answers.length && !data.cover_letter)) return null;
  return (
    <section className="grid gap-3 border-t pt-3" aria-label="Application answers">
      {data.source ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Source: </span>
          {sourceLabel(data.source)}
        </p>
      ) : null}
      {data.answers.length ? (
        <dl className="grid gap-2 text-sm">
          {data.answers.map((a) => (
            <div key={a.question_id}>
              <dt className="font-medium">{a.label}</dt>
              <dd className={a.knocked_out ? 'text-destructive' : 'text-muted-foreground'}>
                {(Array.isArray(a.value) ? a.value.join(', ') : a.value) || '—'}
                {a.knocked_out ? ' (knock-out answer)' : ''}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data.cover_letter ? (
        <div className="text-sm">
          <p className="font-medium">Cover letter</p>
          <p className="whitespace-pre-wrap text-muted-foreground">{data.cover_letter}</p>
        </div>
      ) : null}
    </section>
  );
}
