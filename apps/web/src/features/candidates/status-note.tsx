import type { APPLICATION_STATUSES } from '@hirebase/shared';
import { Badge } from '@/components/ui/badge';
import { applicationStatusNote } from '@/lib/status-labels';

/** An application's status beside its stage, shown only when the stage does not already say it. */
export function StatusNote({
  status,
  stageName,
  className,
}: {
  status: (typeof APPLICATION_STATUSES)[number];
  stageName: string;
  className?: string;
}) {
  const note = applicationStatusNote(status, stageName);
  if (!note) return null;
  return (
    <Badge variant={status === 'hired' ? 'success' : status === 'rejected' ? 'destructive' : 'outline'} className={className}>
      {note}
    </Badge>
  );
}
