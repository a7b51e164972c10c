import { Link } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { itemOutcome } from './format';
import { StatusBadge } from './status-badge';
import type { OperationItem } from './types';

/**
 * The files of an operation: name (plain text, never markup), status, result, reason, candidate link.
 * `onRetry` adds a Retry button to failed items whose file was stored (files refused at upload cannot run again).
 */
export function OperationItemsTable({
  items,
  caption,
  onRetry,
  retryingId,
  onNavigate,
}: {
  items: OperationItem[];
  caption: string;
  onRetry?: ((item: OperationItem) => void) | undefined;
  retryingId?: string | null | undefined;
  /** Called when a candidate link is followed (the upload panel minimizes itself). */
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <Table aria-label={caption}>
      <TableHeader>
        <TableRow>
          <TableHead>File</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Result</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="max-w-64 break-words font-medium">{item.file_name}</TableCell>
            <TableCell>
              <StatusBadge status={item.status} />
            </TableCell>
            <TableCell>
              {itemOutcome(item)}
              {item.possible_duplicates?.map((d) => (
                <span key={d.id} className="mt-1 block text-xs text-amber-700 dark:text-amber-400">
                  Possible duplicate of{' '}
                  <Link to="/database/candidate/$id" params={{ id: d.id }} onClick={onNavigate} className="underline underline-offset-2">
                    {d.name}
                  </Link>
                </span>
              ))}
            </TableCell>
            <TableCell className="max-w-72 break-words text-muted-foreground">{item.error ?? ''}</TableCell>
            <TableCell className="whitespace-nowrap text-right">
              {item.candidate_id ? (
                <Button variant="link" size="sm" asChild>
                  <Link to="/database/candidate/$id" params={{ id: item.candidate_id }} aria-label={`View candidate from ${item.file_name}`} onClick={onNavigate}>
                    View candidate
                  </Link>
                </Button>
              ) : null}
              {onRetry && item.retryable ? (
                <Button variant="outline" size="sm" disabled={retryingId === item.id} onClick={() => onRetry(item)} aria-label="Retry" title={`Retry ${item.file_name}`}>
                  <RotateCw aria-hidden="true" />
                  Retry
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
