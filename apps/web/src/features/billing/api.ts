import type { Billing, PlanChange, PlanChangeResult } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const billingKeys = { all: ['billing'] as const };

export const billingQuery = queryOptions({
  queryKey: billingKeys.all,
  queryFn: () => apiData<Billing>('/recruiter/billing'),
});

export const billingApi = {
  changePlan: (input: PlanChange) => apiData<PlanChangeResult>('/recruiter/billing/plan', { method: 'POST', body: input }),
  setCancel: (cancel: boolean) => apiData<PlanChangeResult>('/recruiter/billing/cancel', { method: 'POST', body: { cancel_at_period_end: cancel } }),
  portal: () => apiData<{ url: string }>('/recruiter/billing/portal', { method: 'POST' }),
};

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
