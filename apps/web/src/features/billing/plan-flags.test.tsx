// @vitest-environment jsdom
/**
 * Each plan flag whose feature exists hides that feature's screen when the plan lacks it (the
 * server refuses it too: billing.test.ts, one test per flag). Talent scout is checked in the
 * browser (e2e/billing.spec.ts); Gmail and job portals are connected accounts whose cards follow
 * the server's `plan_allows`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { FEATURES, type Feature, type IntegrationState, type Subscription } from '@hirebase/shared';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerateButton } from '@/features/assessments/generate-dialog';
import { TriggersPage } from '@/features/automations/triggers-page';
import { CareerPagesSettings } from '@/features/careers/career-pages-settings';
import { AccountPanel } from '@/features/integrations/account-card';
import { ApiKeysPage } from '@/features/integrations/api-keys-page';
import { MatchingJobs } from '@/features/matching/matching-jobs';
import { orgKeys } from '@/features/org/api';

function subscription(off: Feature): Subscription {
  return {
    active: true,
    plan: 'scale',
    plan_name: 'Scale',
    status: 'active',
    trial_ends_at: null,
    seat_limit: null,
    seats_used: 1,
    pending_invitations: 0,
    open_job_limit: null,
    open_jobs_used: 0,
    cancel_at_period_end: false,
    current_period_end: null,
    past_due_since: null,
    read_only: false,
    features: Object.fromEntries(FEATURES.map((f) => [f, f !== off])) as Subscription['features'],
  };
}

function renderWith(ui: ReactNode, sub: Subscription) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(orgKeys.subscription(null), sub);
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

/** For each flag: the screen, and how to tell it is shown once the page has rendered (its heading or a landmark text). */
const CASES: { flag: Feature; ui: ReactNode; settled: () => Promise<unknown>; shown: () => HTMLElement | null }[] = [
  {
    flag: 'automation',
    ui: <TriggersPage jobId="j1" />,
    settled: () => screen.findByRole('heading', { name: 'Triggers' }),
    shown: () => (screen.queryByText('Your plan does not include automation.', { exact: false }) ? null : document.body),
  },
  {
    flag: 'career_pages',
    ui: <CareerPagesSettings />,
    settled: () => screen.findByRole('heading', { name: 'Career pages' }),
    shown: () => (screen.queryByText('Your plan does not include the careers site.', { exact: false }) ? null : document.body),
  },
  {
    flag: 'ai_assessment',
    ui: (
      <>
        <h1>Assessments</h1>
        <GenerateButton onDraft={() => undefined} />
      </>
    ),
    settled: () => screen.findByRole('heading', { name: 'Assessments' }),
    shown: () => screen.queryByRole('button', { name: 'Generate for a job' }),
  },
  {
    flag: 'recommendations',
    ui: (
      <>
        <h1>Candidate</h1>
        <MatchingJobs candidateId="c1" />
      </>
    ),
    settled: () => screen.findByRole('heading', { name: 'Candidate' }),
    shown: () => screen.queryByText('Matching jobs'),
  },
  {
    flag: 'api_access',
    ui: <ApiKeysPage />,
    settled: () => screen.findByRole('heading', { name: 'API keys' }),
    shown: () => screen.queryByRole('form', { name: 'New API key' }),
  },
];

describe('plan flags hide the features the plan lacks', () => {
  for (const c of CASES) {
    it(`${c.flag}: hidden when off, shown when on`, async () => {
      renderWith(c.ui, subscription(c.flag));
      await c.settled();
      expect(c.shown()).toBeNull();
      cleanup();
      renderWith(c.ui, subscription(c.flag === 'api_access' ? 'automation' : 'api_access'));
      await c.settled();
      expect(c.shown()).not.toBeNull();
    });
  }
});

function provider(p: Pick<IntegrationState, 'provider' | 'name' | 'plan_flag' | 'connect'>, planAllows: boolean): IntegrationState {
  return { ...p, description: '', kinds: ['mail'], scope: 'user', plan_allows: planAllows, configured: true, can_manage: true, app_path: null, syncs: false, account: null };
}

describe('connected-account flags hide Connect when the plan lacks them', () => {
  const cases = [
    { flag: 'gmail', p: { provider: 'google_mail', name: 'Gmail', plan_flag: 'gmail', connect: 'oauth' } },
    { flag: 'gmail', p: { provider: 'imap', name: 'IMAP / SMTP mailbox', plan_flag: 'gmail', connect: 'form' } },
  ] as const;
  for (const c of cases) {
    it(`${c.flag} (${c.p.name}): an upgrade note instead of Connect when off`, async () => {
      renderWith(<AccountPanel p={provider(c.p, false)} />, subscription('api_access'));
      expect(await screen.findByText('Your plan does not include this integration.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: `Connect ${c.p.name}` })).toBeNull();
      cleanup();
      renderWith(<AccountPanel p={provider(c.p, true)} />, subscription('api_access'));
      expect(await screen.findByRole('button', { name: `Connect ${c.p.name}` })).toBeTruthy();
      expect(screen.queryByText('Your plan does not include this integration.')).toBeNull();
    });
  }
});
