import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Briefcase, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { jobsListQuery } from './api';
import { CustomColumnPicker, useCustomColumns } from '@/features/custom-fields/custom-field-columns';
import { JobsFilters } from './jobs-filters';
import { PAGE_SIZES, type JobsSearch } from './jobs-search';
import { JobsTable } from './jobs-table';
import { Pagination } from './pagination';
import { HelpLink } from '@/features/help/help-link';

export function JobsPage() {
  const search: JobsSearch = useSearch({ from: '/_authenticated/jobs/' });
  const navigate = useNavigate({ from: '/jobs/' });
  const page = search.page ?? 1;
  const pageSize = search.page_size ?? 25;
  const { data, isLoading, isError, isFetching } = useQuery(jobsListQuery({ ...search, page, page_size: pageSize }));
  const columns = useCustomColumns('job', 'jobs');
  const filtered = Boolean(search.q || search.status || search.client_id || search.owner_id || search.tag_id || search.archived);

  const update = useCallback(
    (patch: Partial<JobsSearch>, resetPage = true) =>
      void navigate({ search: (prev: JobsSearch) => ({ ...prev, ...patch, ...(resetPage ? { page: undefined } : {}) }), replace: true }),
    [navigate],
  );

  return (
    <>
      <PageHeader
        title="Jobs"
        description={
          <>
            Every requisition your organization is hiring for. <HelpLink article="create-a-job">About jobs</HelpLink>
          </>
        }
        actions={
          <>
            <CustomColumnPicker columns={columns} />
            <Button asChild>
              <Link to="/jobs/create">
                <Plus aria-hidden="true" /> New job
              </Link>
            </Button>
          </>
        }
      />
      <JobsFilters search={search} onChange={update} />
      <Card aria-busy={isFetching}>
        <CardContent className="p-2 sm:p-4">
          {isLoading ? <Skeleton className="h-48" /> : null}
          {isError ? <p className="p-4 text-sm text-muted-foreground">Jobs could not be loaded. Try again in a moment.</p> : null}
          {data && data.data.length === 0 ? (
            <div className="grid justify-items-center gap-3 p-10 text-center">
              <Briefcase className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">{filtered ? 'No job matches these filters' : 'No jobs yet'}</p>
              <p className="max-w-sm text-sm text-muted-foreground">
                {filtered ? 'Clear a filter or search for something else.' : 'Create your first job, then add candidates to its pipeline.'}
              </p>
              {filtered ? (
                <Button variant="outline" onClick={() => void navigate({ search: {}, replace: true })}>
                  Clear filters
                </Button>
              ) : null}
            </div>
          ) : null}
          {data && data.data.length > 0 ? (
            <>
              <JobsTable jobs={data.data} sort={search.sort} onSortChange={(sort) => update({ sort })} fields={columns.shown} />
              <Pagination
                label="Jobs pages"
                page={page}
                pageSize={pageSize}
                total={data.meta.total}
                sizes={PAGE_SIZES}
                onPage={(p) => update({ page: p === 1 ? undefined : p }, false)}
                onPageSize={(s) => update({ page_size: s === 25 ? undefined : s })}
              />
            </>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
