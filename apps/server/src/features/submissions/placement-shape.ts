import type { Placement } from '@hirebase/shared';
import type { PlacementRow } from './submissions.repo';

const DAY = 24 * 60 * 60 * 1000;

/** The last day the replacement guarantee covers: the start date plus the guarantee period. */
export function guaranteeEnds(startDate: string, days: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The fee a placement earns: a flat amount, or the percentage of the salary rounded to a whole unit. */
export function feeOf(p: { fee_type: 'percent' | 'flat'; fee_percent?: number | null; fee_amount?: number | null; salary?: number | null }): number {
  return p.fee_type === 'flat' ? (p.fee_amount ?? 0) : Math.round(((p.salary ?? 0) * (p.fee_percent ?? 0)) / 100);
}

export function toPlacement(r: PlacementRow): Placement {
  return {
    id: r.id,
    submission_id: r.submissionId,
    job_id: r.jobId,
    candidate_id: r.candidateId,
    start_date: r.startDate,
    end_date: r.endDate,
    salary: r.salary,
    bill_rate: r.billRate,
    pay_rate: r.payRate,
    rate_unit: r.rateUnit,
    currency: r.currency,
    fee_type: r.feeType,
    fee_percent: r.feePercent,
    fee_amount: r.feeAmount,
    guarantee_days: r.guaranteeDays,
    guarantee_ends: guaranteeEnds(r.startDate, r.guaranteeDays),
    invoice_status: r.invoiceStatus,
    invoice_ref: r.invoiceRef,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
