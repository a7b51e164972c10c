import { can } from '@hirebase/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { BillingPage } from '@/features/billing/billing-page';
import { orgInfoQuery } from '@/features/org/api';
import { optionalStrings } from '@/lib/search';

const validateSearch = optionalStrings('checkout');

export const Route = createFileRoute('/_authenticated/settings/billing')({
  validateSearch,
  // Billing details and plan changes are for administrators; every member still sees the plan under Settings.
  beforeLoad: async ({ context }) => {
    const { orgId, user } = context.auth.getState();
    const info = await context.queryClient.ensureQueryData(orgInfoQuery(orgId ?? user?.default_org ?? null));
    if (!can(info.role, 'billing:read')) throw redirect({ to: '/403', replace: true });
  },
  component: function BillingRoute() {
    const { checkout } = Route.useSearch();
    return <BillingPage checkout={checkout} />;
  },
});
