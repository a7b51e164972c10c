import type { StageKind } from '@hirebase/shared';

export const STAGE_KIND_LABELS: Record<StageKind, string> = {
  sourced: 'Sourced',
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};
