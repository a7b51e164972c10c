import type { SearchHit } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { CustomColumnPicker, useCustomColumns } from '@/features/custom-fields/custom-field-columns';
import { candidateSearchQuery } from './api';
import { SavedSearchList, SaveSearchButton } from './saved-searches';
import { SearchFilters } from './search-filters';
import { formatTotal, SearchResults } from './search-results';
import { fromSavedQuery, hasFilters, patchSearch, toApiQuery, toSavedQuery, withFacet, type SearchParams } from './search-params';
import { pluralNoun } from '@/lib/plural';
import { cn } from '@/lib/utils';

type Props = {
  search: SearchParams;
  /** Replaces the URL state (the route navigates). */
  onNavigate: (next: SearchParams) => void;
  /** Only people with an uploaded resume (the resume database). */
  hasResume?: boolean;
  /** Extra buttons on each result. */
  actions?: (hit: SearchHit) => ReactNode;
  emptyText?: string;
};

/** Query box with boolean syntax, filters with facet counts, ordering, results with highlighted matches, saved searches. */
export function SearchScreen({ search, onNavigate, hasResume = false, actions, emptyText = 'No candidates yet.' }: Props) {
  const query = toApiQuery(search, { hasResume });
  const results = useQuery(candidateSearchQuery(query));
  const columns = useCustomColumns('candidate', hasResume ? 'resume-search' : 'candidate-search');
  const [draft, setDraft] = useState(search.q ?? '');
  const [prevQ, setPrevQ] = useState(search.q ?? '');
  if (prevQ !== (search.q ?? '')) {
    // The URL changed from elsewhere (back button, saved search): follow it.
    setPrevQ(search.q ?? '');
    setDraft(search.q ?? '');
  }
  const change = (patch: Partial<Record<keyof SearchParams, unknown>>) => onNavigate(patchSearch(search, patch));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change({ q: draft });
  };
  const page = search.page ?? 1;
  const data = results.data;
  const lastPage = data ? Math.min(1000, Math.max(1, Math.ceil(data.meta.total / data.meta.page_size))) : 1;
  const narrowed = hasFilters(search);
  const sort = search.sort ?? 'relevance';

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <aside className="grid content-start gap-6">
        <SearchFilters search={search} facets={data?.facets} onChange={change} onFacet={(kind, value) => onNavigate(withFacet(search, kind, value))} onClear={() => onNavigate({})} />
        <SavedSearchList onApply={(s) => onNavigate(fromSavedQuery(s.query))} />
      </aside>

      <div className="grid content-start gap-4">
        <form role="search" aria-label="Candidate search" onSubmit={submit} className="grid gap-1.5">
          <label htmlFor="candidate-search-q" className="text-sm font-medium">
            Search candidates
          </label>
          <div className="flex gap-2">
            <Input
              id="candidate-search-q"
              type="search"
              value={draft}
              maxLength={500}
              aria-describedby="candidate-search-help"
              placeholder="Name, title, skill or keyword…"
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit">
              <Search aria-hidden="true" /> Search
            </Button>
          </div>
          <p id="candidate-search-help" className="text-xs text-muted-foreground">
            Words must all match. Use <code>"quotes"</code> for a phrase, <code>OR</code> between alternatives, <code>-word</code> to exclude. Examples:{' '}
            <code>"product manager" fintech</code>, <code>react OR vue -intern</code>.
          </p>
        </form>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data ? (
              <>
                <span className="font-medium text-foreground">{formatTotal(data.meta.total, data.meta.total_is_estimate)}</span>{' '}
                {pluralNoun(data.meta.total_is_estimate ? Infinity : data.meta.total, 'candidate')} · {data.meta.took_ms} ms
              </>
            ) : (
              'Searching…'
            )}
          </p>
          <div className="flex items-center gap-2">
            <div role="group" aria-label="Order" className="inline-flex rounded-md border p-0.5">
              {(['relevance', 'recent'] as const).map((s) => (
                <Button
                  key={s}
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-pressed={sort === s}
                  className={cn(sort === s && 'bg-secondary')}
                  onClick={() => change({ sort: s === 'recent' ? 'recent' : undefined })}
                >
                  {s === 'relevance' ? 'Relevance' : 'Recent'}
                </Button>
              ))}
            </div>
            <CustomColumnPicker columns={columns} />
            <SaveSearchButton query={toSavedQuery(search)} />
          </div>
        </div>

        {results.isLoading ? <Skeleton className="h-64" /> : null}
        {results.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The search failed. Check the query and try again.
          </p>
        ) : null}
        {data && data.data.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{narrowed ? 'No candidate matches this search.' : emptyText}</p>
        ) : null}
        {data && data.data.length > 0 ? (
          <div aria-busy={results.isFetching} className="grid gap-3">
            <SearchResults hits={data.data} actions={actions} fields={columns.shown} />
            <nav aria-label="Pagination" className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>
                Page {page} of {data.meta.total_is_estimate ? `${lastPage}+` : lastPage}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => change({ page: page - 1 })}>
                  Previous
                </Button>
                <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => change({ page: page + 1 })}>
                  Next
                </Button>
              </div>
            </nav>
          </div>
        ) : null}
      </div>
    </div>
  );
}
