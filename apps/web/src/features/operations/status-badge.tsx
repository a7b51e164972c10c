import { Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { statusLabels } from './format';
import type { OperationItemStatus, OperationStatus } from './types';

const variants = {
  queued: 'secondary',
  running: 'outline',
  completed: 'success',
  succeeded: 'success',
  failed: 'destructive',
} as const;

export function StatusBadge({ status }: { status: OperationStatus | OperationItemStatus }) {
  const label = status === 'succeeded' ? 'Succeeded' : statusLabels[status];
  return (
    <Badge variant={variants[status]} className="gap-1">
      {status === 'running' ? <Loader2 className="size-3 animate-spin" aria-hidden="true" /> : null}
      {label}
    </Badge>
  );
}
