import { SCOUT_PARTNER_STATUS_LABELS, SCOUT_RECORD_STATUS_LABELS, type ScoutPartnerStatus, type ScoutRecordStatus } from '@hirebase/shared';
import { Badge } from '@/components/ui/badge';

const RECORD_VARIANT = { submitted: 'secondary', info_requested: 'outline', accepted: 'success', rejected: 'destructive' } as const;
const PARTNER_VARIANT = { invited: 'outline', active: 'success', deactivated: 'secondary' } as const;

export function RecordStatusBadge({ status }: { status: ScoutRecordStatus }) {
  return <Badge variant={RECORD_VARIANT[status]}>{SCOUT_RECORD_STATUS_LABELS[status]}</Badge>;
}

export function PartnerStatusBadge({ status }: { status: ScoutPartnerStatus }) {
  return <Badge variant={PARTNER_VARIANT[status]}>{SCOUT_PARTNER_STATUS_LABELS[status]}</Badge>;
}

export const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
