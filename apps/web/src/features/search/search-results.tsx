import type { SearchHit } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RelativeTime } from '@/features/activity/relative-time';
import { TagList } from '@/features/tags/tag-badge';
import { focusRing } from '@/lib/utils';
import { Highlighted } from './highlight';

/** "10,000+" when the server only estimated the total. */
export function formatTotal(total: number, estimate: boolean): string {
  return `${total.toLocaleString('en-US')}${estimate ? '+' : ''}`;
}

export function SearchResults({ hits, actions }: { hits: SearchHit[]; actions?: ((hit: SearchHit) => ReactNode) | undefined }) {
  return (
    <ul aria-label="Search results" className="divide-y rounded-md border">
      {hits.map((hit) => {
        const matched = new Set(hit.matched_terms.map((t) => t.toLowerCase()));
        const role = [hit.current_title, hit.current_company].filter(Boolean).join(' at ');
        return (
          <li key={hit.id} className="grid gap-1.5 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid">
                <Link to="/database/candidate/$id" params={{ id: hit.id }} className={`font-medium hover:underline ${focusRing}`}>
                  {hit.name || 'Unnamed candidate'}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {[role, hit.location, hit.years_experience != null ? `${hit.years_experience} yrs` : null].filter(Boolean).join(' · ') || '—'}
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
          </li>
        );
      })}
    </ul>
  );
}
