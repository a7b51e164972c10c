import { Badge } from '@/components/ui/badge';
import { STATUS_LABEL, type ResumeStatus } from './api';

export function ResumeStatusBadge({ status }: { status: ResumeStatus }) {
  const variant = status === 'parsed' ? 'success' : status === 'failed' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{STATUS_LABEL[status]}</Badge>;
}
