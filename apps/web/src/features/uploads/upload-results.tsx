import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isOperationActive, operationQuery } from '@/features/operations/api';
import { OperationItemsTable } from '@/features/operations/operation-items-table';
import { ProgressBar } from '@/features/operations/progress-bar';
import { StatusBadge } from '@/features/operations/status-badge';
import type { Operation } from '@/features/operations/types';
import { cn, focusRing } from '@/lib/utils';
import { plural } from '@/lib/plural';

/** After the upload: the operation, polled every second while it runs, and what became of each file. */
export function UploadResults({
  operation: initial,
  queuedMessage,
  onNavigate,
}: {
  operation: Operation;
  queuedMessage: string | null;
  onNavigate: () => void;
}) {
  const query = useQuery({ ...operationQuery(initial.id), initialData: initial, initialDataUpdatedAt: 0 });
  const op = query.data;
  const active = isOperationActive(op);
  return (
    <section aria-label="Upload results" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={op.status} />
        <p className="text-sm" aria-live="polite">
          {active
            ? (queuedMessage ?? 'Processing…')
            : `${op.succeeded} of ${plural(op.total, 'file')} processed${op.failed ? `, ${op.failed} failed` : ''}.`}
        </p>
      </div>
      <ProgressBar value={op.progress} label="Processing progress" />
      {op.items && op.items.length > 0 ? (
        <div className="max-h-72 overflow-y-auto rounded-md border">
          <OperationItemsTable items={op.items} caption="Uploaded files" onNavigate={onNavigate} />
        </div>
      ) : null}
      <Link
        to="/settings/operation-log/$operation_id"
        params={{ operation_id: op.id }}
        onClick={onNavigate}
        className={cn('text-sm text-primary underline-offset-4 hover:underline', focusRing)}
      >
        Open in the operation log
      </Link>
    </section>
  );
}
