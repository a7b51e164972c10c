import { APPLICATION_STATUSES, INTERVIEW_STATUSES, JOB_STATUSES } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS_LABELS, applicationStatusNote, INTERVIEW_STATUS_LABELS, JOB_STATUS_LABELS } from './status-labels';

describe('status labels', () => {
  it('gives every status a label a person reads, never the raw value', () => {
    const labels = [
      ...JOB_STATUSES.map((s) => JOB_STATUS_LABELS[s]),
      ...APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_LABELS[s]),
      ...INTERVIEW_STATUSES.map((s) => INTERVIEW_STATUS_LABELS[s]),
    ];
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
    expect(JOB_STATUS_LABELS.on_hold).toBe('On hold');
  });

  it('says "Rejected" once: not beside a stage that already says it', () => {
    expect(applicationStatusNote('rejected', 'Rejected')).toBeNull();
    expect(applicationStatusNote('hired', 'hired ')).toBeNull();
    expect(applicationStatusNote('active', 'Screening')).toBeNull();
    expect(applicationStatusNote('rejected', 'Screening')).toBe('Rejected');
    expect(applicationStatusNote('withdrawn', 'Offer')).toBe('Withdrawn');
  });
});
