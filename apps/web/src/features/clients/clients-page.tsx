import { CLIENT_STATUSES, DEFAULT_PAGE_SIZE } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { DebouncedInput } from '@/features/candidates/debounced-input';
import { ariaSort, Pagination, SortButton } from '@/features/candidates/list-controls';
import { TagList } from '@/features/tags/tag-badge';
import { focusRing } from '@/lib/utils';
import { clientsListQuery } from './api';
import { CLIENT_STATUS_LABELS, ClientFormDialog } from './client-form-dialog';

export type ClientSearch = { q?: string; status?: string; sort?: string; page?: number };

export function ClientsPage({ search }: { search: ClientSearch }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const sort = search.sort ?? 'name';
  const page = search.page ?? 1;
  const list = useQuery(clientsListQuery({ q: search.q, status: search.status, sort, page, page_size: DEFAULT_PAGE_SIZE }));
  const update = (patch: Partial<ClientSearch>) => navigate({ to: '/clients', search: (prev: ClientSearch) => ({ ...prev, page: undefined, ...patch }), replace: true });
  const rows = list.data?.data ?? [];
  const head = (field: string, label: string) => (
    <TableHead aria-sort={ariaSort(field, sort)}>
      <SortButton field={field} sort={sort} onSort={(s) => void update({ sort: s })}>
        {label}
      </SortButton>
    </TableHead>
  );

  return (
    <>
      <PageHeader
        title="Clients"
        description="The companies you recruit for."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Building2 aria-hidden="true" /> New client
          </Button>
        }
      />
      <ClientFormDialog open={creating} onOpenChange={setCreating} onSaved={(c) => void navigate({ to: '/clients/$clientId', params: { clientId: c.id } })} />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Filter clients">
            <FormField label="Search clients" className="sm:col-span-2">
              {(p) => <DebouncedInput {...p} type="search" placeholder="Name, industry, location…" value={search.q ?? ''} onValueChange={(v) => void update({ q: v.trim() || undefined })} />}
            </FormField>
            <FormField label="Status">
              {(p) => (
                <NativeSelect {...p} value={search.status ?? ''} onChange={(e) => void update({ status: e.target.value || undefined })}>
                  <option value="">Any status</option>
                  {CLIENT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {CLIENT_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          {list.isLoading ? <Skeleton className="h-48" /> : null}
          {list.isError ? <p className="text-sm text-destructive">The clients could not be loaded.</p> : null}
          {list.data && rows.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">{search.q || search.status ? 'No client matches these filters.' : 'No clients yet. Add the first one with “New client”.'}</p>
          ) : null}
          {rows.length > 0 && list.data ? (
            <div aria-busy={list.isFetching}>
              <Table aria-label="Clients">
                <TableHeader>
                  <TableRow>
                    {head('name', 'Name')}
                    <TableHead>Status</TableHead>
                    <TableHead>Industry</TableHead>
                    <TableHead>Location</TableHead>
                    <TableHead>Open jobs</TableHead>
                    <TableHead>Tags</TableHead>
                    <TableHead>Owner</TableHead>
                    {head('updated_at', 'Updated')}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell>
                        <Link to="/clients/$clientId" params={{ clientId: c.id }} className={`font-medium hover:underline ${focusRing}`}>
                          {c.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Badge variant={c.status === 'active' ? 'success' : c.status === 'prospect' ? 'secondary' : 'outline'}>{CLIENT_STATUS_LABELS[c.status]}</Badge>
                      </TableCell>
                      <TableCell>{c.industry ?? '—'}</TableCell>
                      <TableCell>{c.location ?? '—'}</TableCell>
                      <TableCell>{c.open_jobs}</TableCell>
                      <TableCell>
                        <TagList tags={c.tags} />
                      </TableCell>
                      <TableCell>{c.owner?.name ?? '—'}</TableCell>
                      <TableCell>
                        <RelativeTime value={c.updated_at} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination page={page} pageSize={list.data.meta.page_size} total={list.data.meta.total} onPage={(p) => void update({ page: p > 1 ? p : undefined })} />
            </div>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
