import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@hirebase/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<SubmissionStatus, 'default' | 'secondary' | 'outline' | 'success' | 'destructive'> = {
  submitted: 'outline',
  client_reviewing: 'secondary',
  interview_requested: 'default',
  offered: 'default',
  placed: 'success',
  rejected: 'destructive',
  withdrawn: 'outline',
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge variant={VARIANT[status]}>{SUBMISSION_STATUS_LABELS[status]}</Badge>;
}
