// @vitest-environment jsdom
import { FEATURES, type Subscription } from '@hirebase/shared';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_SCREENS, PlanSummary } from './plan-summary';

afterEach(cleanup);

const everything: Subscription = {
  plan: 'scale',
  plan_name: 'Scale',
  status: 'active',
  active: true,
  trial_ends_at: null,
  seat_limit: 1,
  seats_used: 1,
  pending_invitations: 0,
  open_job_limit: null,
  open_jobs_used: 0,
  cancel_at_period_end: false,
  current_period_end: null,
  past_due_since: null,
  read_only: false,
  features: Object.fromEntries(FEATURES.map((f) => [f, true])) as Subscription['features'],
};

async function renderCard(subscription: Subscription) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <PlanSummary subscription={subscription} /> }),
    history: createMemoryHistory({ initialEntries: ['/settings'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('list', { name: 'Plan features' });
}

describe('the plan card', () => {
  it('names only features that have a screen, each a link to it', async () => {
    const list = await renderCard(everything);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(Object.keys(FEATURE_SCREENS).length);
    for (const item of items) expect(within(item).getByRole('link').getAttribute('href')).toMatch(/^\//);
    for (const missing of ['Gmail', 'Talent scouts', 'Job portals']) {
      expect(list.textContent).not.toContain(missing);
    }
    expect(within(list).getByRole('link', { name: 'Automation' }).getAttribute('href')).toBe('/jobs');
  });

  it('counts seats in words', async () => {
    await renderCard(everything);
    expect(screen.getByText('1 of 1 seat used')).toBeTruthy();
  });
});
