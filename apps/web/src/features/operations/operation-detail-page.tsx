import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { absoluteTime } from '@/features/activity/relative-time';
import { DownloadExportButton } from '@/features/data-transfer/download-export-button';
import { isApiError } from '@/lib/api-client';
import { isOperationActive, operationQuery, useRetryItem } from './api';
import { kindLabels, targetLabel } from './format';
import { OperationItemsTable } from './operation-items-table';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './status-badge';

/** /settings/operation-log/$operation_id: counts, a live progress bar and every file with its outcome. */
export function OperationDetailPage({ operationId }: { operationId: string }) {
  const query = useQuery(operationQuery(operationId));
  const retry = useRetryItem(operationId);
  const op = query.data;
  const back = (
    <Button variant="outline" asChild>
      <Link to="/settings/operation-log">
        <ArrowLeft aria-hidden="true" /> Operation log
      </Link>
    </Button>
  );
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader title="Operation" actions={back} />
        <p className="text-sm text-destructive">{missing ? 'This operation does not exist.' : 'The operation could not be loaded.'}</p>
      </>
    );
  }
  if (!op) {
    return (
      <>
        <PageHeader title="Operation" actions={back} />
        <Skeleton className="h-64" />
      </>
    );
  }
  const counts = [
    ['Total', op.total],
    ['Succeeded', op.succeeded],
    ['Failed', op.failed],
    ['Pending', Math.max(0, op.total - op.succeeded - op.failed)],
  ] as const;
  return (
    <>
      <PageHeader
        title={kindLabels[op.kind]}
        description={`${targetLabel(op.target)} · started ${absoluteTime(op.created_at)}${op.finished_at ? ` · finished ${absoluteTime(op.finished_at)}` : ''}`}
        actions={back}
      />
      <div className="grid gap-6">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={op.status} />
              {isOperationActive(op) ? (
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  Processing… this page updates by itself.
                </span>
              ) : null}
            </div>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {counts.map(([label, value]) => (
                <div key={label} className="grid gap-0.5">
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex items-center gap-3">
              <ProgressBar value={op.progress} label="Operation progress" />
              <span className="w-12 text-right text-sm tabular-nums">{op.progress}%</span>
            </div>
            {op.download_url ? (
              <div>
                <DownloadExportButton url={op.download_url} />
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{op.kind === 'import' ? 'Rows' : 'Files'}</CardTitle>
          </CardHeader>
          <CardContent>
            {op.items && op.items.length > 0 ? (
              <OperationItemsTable
                items={op.items}
                caption="Files of this operation"
                onRetry={(item) => retry.mutate(item.id)}
                retryingId={retry.isPending ? retry.variables : null}
              />
            ) : (
              <p className="text-sm text-muted-foreground">This operation has no files.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
