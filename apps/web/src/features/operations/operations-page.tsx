import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { Pagination } from '@/features/candidates/list-controls';
import { cn, focusRing } from '@/lib/utils';
import { operationsListQuery } from './api';
import { kindLabels, targetLabel } from './format';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './status-badge';

export const OPERATIONS_PAGE_SIZE = 25;

/** /settings/operation-log: every upload, import and export of the organization, newest first, live while any runs. */
export function OperationsPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const list = useQuery(operationsListQuery(page, OPERATIONS_PAGE_SIZE));
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader title="Operation log" description="Uploads, imports and exports, and what happened to each file." />
      <Card>
        <CardContent className="pt-6">
          {list.isLoading ? (
            <Skeleton className="h-40" />
          ) : list.isError ? (
            <p className="text-sm text-destructive">The operation log could not be loaded.</p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No operations yet. Upload resumes on a job or into the resume database to see them here.</p>
          ) : (
            <Table aria-label="Operation log">
              <TableHeader>
                <TableRow>
                  <TableHead>Operation</TableHead>
                  <TableHead>Target</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="w-40">Progress</TableHead>
                  <TableHead className="text-right">Succeeded</TableHead>
                  <TableHead className="text-right">Failed</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead>Started</TableHead>
                  <TableHead>Finished</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((op) => (
                  <TableRow key={op.id}>
                    <TableCell>
                      <Link
                        to="/settings/operation-log/$operation_id"
                        params={{ operation_id: op.id }}
                        className={cn('whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline', focusRing)}
                      >
                        {kindLabels[op.kind]}
                      </Link>
                    </TableCell>
                    <TableCell>{targetLabel(op.target)}</TableCell>
                    <TableCell>
                      <StatusBadge status={op.status} />
                    </TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <ProgressBar value={op.progress} label={`Progress of ${kindLabels[op.kind].toLowerCase()}`} className="w-24" />
                        <span className="tabular-nums text-xs text-muted-foreground">{op.progress}%</span>
                      </div>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{op.succeeded}</TableCell>
                    <TableCell className="text-right tabular-nums">{op.failed}</TableCell>
                    <TableCell className="text-right tabular-nums">{op.total}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      <RelativeTime value={op.created_at} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{op.finished_at ? <RelativeTime value={op.finished_at} /> : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {list.data && list.data.meta.total > OPERATIONS_PAGE_SIZE ? (
            <Pagination
              page={page}
              pageSize={OPERATIONS_PAGE_SIZE}
              total={list.data.meta.total}
              onPage={(next) => void navigate({ to: '/settings/operation-log', search: { page: next > 1 ? next : undefined } })}
            />
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
