import type { CustomField, SearchHit } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RelativeTime } from '@/features/activity/relative-time';
import { useCustomText } from '@/features/custom-fields/custom-field-columns';
import { TagList } from '@/features/tags/tag-badge';
import { focusRing } from '@/lib/utils';
import { Highlighted } from './highlight';
import { plural } from '@/lib/plural';

/** "10,000+" when the server only estimated the total. */
export function formatTotal(total: number, estimate: boolean): string {
  return `${total.toLocaleString('en-US')}${estimate ? '+' : ''}`;
}

/** The line under a result's name: role, location and experience ("1 year", "4 years"). */
export function hitSummary(hit: Pick<SearchHit, 'current_title' | 'current_company' | 'location' | 'years_experience'>): string {
  const role = [hit.current_title, hit.current_company].filter(Boolean).join(' at ');
  const years = hit.years_experience != null ? plural(hit.years_experience, 'year') : null;
  return [role, hit.location, years].filter(Boolean).join(' · ') || '—';
}

type Props = {
  hits: SearchHit[];
  actions?: ((hit: SearchHit) => ReactNode) | undefined;
  /** Custom fields chosen to be shown on each result. */
  fields?: CustomField[] | undefined;
};

export function SearchResults({ hits, actions, fields = [] }: Props) {
  const text = useCustomText();
  return (
    <ul aria-label="Search results" className="divide-y rounded-md border">
      {hits.map((hit) => {
        const matched = new Set(hit.matched_terms.map((t) => t.toLowerCase()));
        return (
          <li key={hit.id} className="grid gap-1.5 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid">
                <Link to="/database/candidate/$id" params={{ id: hit.id }} className={`font-medium hover:underline ${focusRing}`}>
                  {hit.name || 'Unnamed candidate'}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {hitSummary(hit)}
                </span>
              </div>
              <div className="flex items-center gap-2 text-xs text-muted-foreground">
                <span>
                  Updated <RelativeTime value={hit.updated_at} />
                </span>
                {actions?.(hit)}
              </div>
            </div>
            {hit.snippet ? <Highlighted snippet={hit.snippet} className="text-sm" /> : null}
            {hit.skills.length ? (
              <p className="text-xs">
                <span className="sr-only">Skills: </span>
                {hit.skills.slice(0, 12).map((s, i) => (
                  <span key={s}>
                    {i > 0 ? ', ' : ''}
                    {matched.has(s.toLowerCase()) ? <mark className="rounded-sm bg-yellow-200 px-0.5 dark:bg-yellow-500/40">{s}</mark> : s}
                  </span>
                ))}
              </p>
            ) : null}
            {hit.tags.length ? <TagList tags={hit.tags} /> : null}
            {fields.length ? (
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                {fields.map((f) => (
                  <div key={f.id} className="flex gap-1">
                    <dt className="text-muted-foreground">{f.label}:</dt>
                    <dd>{text(f, hit.custom_fields)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
