import { useQuery } from '@tanstack/react-query';
import { Columns3, List } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Pagination } from '@/features/jobs/pagination';
import { submissionsListQuery } from './api';
import { SubmissionsBoard } from './submissions-board';
import { SubmissionsFilters } from './submissions-filters';
import type { SubmissionsSearch } from './submissions-search';
import { SubmissionsTable } from './submissions-table';

const TABLE_SIZE = 25;
/** The board shows the newest 100 matching submissions in their columns. */
const BOARD_SIZE = 100;

/**
 * Submissions filtered by the URL search, as a board by status or a table. `fixed` pins a client or
 * a job (the client's and the job's pages) and hides its filter.
 */
export function SubmissionsView({
  search,
  onSearch,
  fixed = {},
}: {
  search: SubmissionsSearch;
  onSearch: (patch: Partial<SubmissionsSearch>) => void;
  fixed?: { client_id?: string; job_id?: string };
}) {
  const view = search.view ?? 'table';
  const page = view === 'board' ? 1 : (search.page ?? 1);
  const { view: _view, page: _page, ...filters } = search;
  const query = useQuery(submissionsListQuery({ ...filters, ...fixed, page, page_size: view === 'board' ? BOARD_SIZE : TABLE_SIZE }));
  const hide = [fixed.client_id ? ('client' as const) : null, fixed.job_id ? ('job' as const) : null].filter((x) => x !== null);
  const change = (patch: Partial<SubmissionsSearch>) => onSearch({ ...patch, page: undefined });
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <SubmissionsFilters search={search} onChange={change} fixed={hide} />
        <div className="flex rounded-md border p-0.5" role="group" aria-label="View">
          <Button size="sm" variant={view === 'board' ? 'secondary' : 'ghost'} aria-pressed={view === 'board'} onClick={() => onSearch({ view: 'board', page: undefined })}>
            <Columns3 aria-hidden="true" /> Board
          </Button>
          <Button size="sm" variant={view === 'table' ? 'secondary' : 'ghost'} aria-pressed={view === 'table'} onClick={() => onSearch({ view: 'table' })}>
            <List aria-hidden="true" /> Table
          </Button>
        </div>
      </div>
      {query.isLoading ? <Skeleton className="h-64" /> : null}
      {query.isError ? <p className="text-sm text-muted-foreground">Submissions could not be loaded. Try again in a moment.</p> : null}
      {query.data ? (
        view === 'board' ? (
          <>
            <SubmissionsBoard rows={query.data.data} />
            {query.data.meta.total > BOARD_SIZE ? (
              <p className="mt-2 text-xs text-muted-foreground">Showing the newest {BOARD_SIZE} of {query.data.meta.total}; filter or use the table for the rest.</p>
            ) : null}
          </>
        ) : (
          <>
            <SubmissionsTable rows={query.data.data} hide={hide} />
            <Pagination
              page={page}
              pageSize={TABLE_SIZE}
              total={query.data.meta.total}
              sizes={[TABLE_SIZE]}
              onPage={(p) => onSearch({ page: p })}
              onPageSize={() => undefined}
              label="Submissions pages"
            />
          </>
        )
      ) : null}
    </>
  );
}
