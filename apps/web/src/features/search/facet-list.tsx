import type { SearchResponse } from '@hirebase/shared';
import { cn, focusRing } from '@/lib/utils';
import { facetActive, type FacetKind, type SearchParams } from './search-params';
import { plural } from '@/lib/plural';

type Facet = SearchResponse['facets']['skills'][number];

// List names avoid the words of the filter labels ("Skills", "Location"…) so each label names one control.
const LIST_NAME: Record<FacetKind, string> = { skills: 'Skill counts', locations: 'Place counts', sources: 'Origin counts', tags: 'Tag counts' };

/** Counts among the current matches; a click adds the value as a filter. */
export function FacetList({
  kind,
  facets,
  search,
  onPick,
  limit = 8,
}: {
  kind: FacetKind;
  facets: Facet[] | undefined;
  search: SearchParams;
  onPick: (kind: FacetKind, value: string) => void;
  limit?: number;
}) {
  const items = (facets ?? []).slice(0, limit);
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={LIST_NAME[kind]}>
      {items.map((f) => {
        const active = facetActive(search, kind, f.value);
        return (
          <li key={f.value}>
            <button
              type="button"
              aria-pressed={active}
              aria-label={`Add filter ${f.label}: ${plural(f.count, 'match', 'matches')}`}
              disabled={active}
              onClick={() => onPick(kind, f.value)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs hover:bg-accent disabled:cursor-default disabled:bg-secondary',
                focusRing,
              )}
            >
              <span>{f.label}</span>
              <span className="tabular-nums text-muted-foreground">{f.count.toLocaleString()}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
