/**
 * How every status the API returns is shown: one label map per vocabulary, used wherever that
 * status appears, so no screen prints a raw value ("on_hold") beside another that formats it.
 */
import type { APPLICATION_STATUSES, INTERVIEW_STATUSES, Invitation, JOB_STATUSES } from '@hirebase/shared';

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], string> = {
  draft: 'Draft',
  open: 'Open',
  on_hold: 'On hold',
  closed: 'Closed',
  filled: 'Filled',
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  active: 'Active',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  hired: 'Hired',
};

export const INTERVIEW_STATUS_LABELS: Record<(typeof INTERVIEW_STATUSES)[number], string> = {
  scheduled: 'Scheduled',
  canceled: 'Canceled',
  completed: 'Completed',
};

export const INVITATION_STATUS_LABELS: Record<Invitation['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

/**
 * The status to show beside an application's stage, or null when it adds nothing: an active
 * application is simply in its stage, and a rejected one in the "Rejected" stage needs no second "Rejected".
 */
export function applicationStatusNote(status: ApplicationStatus, stageName: string): string | null {
  if (status === 'active') return null;
  const label = APPLICATION_STATUS_LABELS[status];
  return label.toLowerCase() === stageName.trim().toLowerCase() ? null : label;
}
