// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, type Subscription } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orgKeys } from '@/features/org/api';
import { JobForm } from '@/features/jobs/job-form';
import { InviteDialog } from '@/features/team/invite-dialog';

vi.mock('@/features/jobs/rich-text-editor', () => ({ RichTextEditor: ({ label }: { label: string }) => <textarea aria-label={label} /> }));

const starter: Subscription = {
  active: true,
  plan: 'starter',
  plan_name: 'Starter',
  status: 'active',
  trial_ends_at: null,
  seat_limit: 3,
  seats_used: 2,
  pending_invitations: 1,
  open_job_limit: 5,
  open_jobs_used: 5,
  cancel_at_period_end: false,
  current_period_end: null,
  past_due_since: null,
  read_only: false,
  features: Object.fromEntries(FEATURES.map((f) => [f, f === 'career_pages'])) as Subscription['features'],
};

function renderWith(ui: React.ReactNode, subscription: Subscription) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(orgKeys.subscription(null), subscription);
  queryClient.setQueryData(['jobs', 'client-options'], []);
  queryClient.setQueryData(['team', 'members'], []);
  queryClient.setQueryData(['pipelines', 'list'], [{ id: 'p1', name: 'Default', is_default: true, stages: [], updated_at: '' }]);
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('plan limits shown before the server refuses', () => {
  it('the invite dialog counts seats with pending invitations and stops at the limit, pointing to Billing', async () => {
    const user = userEvent.setup();
    renderWith(<InviteDialog />, starter);
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    expect(screen.getByRole('alert').textContent).toContain('3 of 3 seats taken or invited.');
    expect(screen.getByRole('link', { name: 'add seats in Billing' }).getAttribute('href')).toBe('/settings/billing');
    expect((screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the invite dialog lets an invitation through while a seat is free', async () => {
    const user = userEvent.setup();
    renderWith(<InviteDialog />, { ...starter, pending_invitations: 0 });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    expect(screen.getByText(/2 of 3 seats taken or invited\./)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the job form says how many open jobs the plan allows, and what to do when all are used', async () => {
    renderWith(<JobForm submitLabel="Create job" pending={false} defaults={{ pipelineId: 'p1' }} onSubmit={() => undefined} />, starter);
    const status = await screen.findByLabelText('Status');
    const hint = document.getElementById(status.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('5 of 5 open jobs on your Starter plan: close or archive one, or upgrade in Billing, to open another.');
  });
});
