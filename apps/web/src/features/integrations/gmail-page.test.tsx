// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntegrationState } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GmailPage } from './gmail-page';

type Call = { method: string; url: string };
let calls: Call[];
let providers: IntegrationState[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const gmail = (over: Partial<IntegrationState> = {}, account: Partial<NonNullable<IntegrationState['account']>> | null = {}): IntegrationState => ({
  provider: 'google_mail',
  name: 'Gmail',
  description: 'Brings the mail you exchange with candidates onto their timelines.',
  kinds: ['mail'],
  scope: 'user',
  connect: 'oauth',
  plan_flag: 'gmail',
  plan_allows: true,
  configured: true,
  can_manage: true,
  app_path: '/apps/gmail',
  syncs: true,
  account: account && { id: 'g1', status: 'connected', label: 'rec@gmail.test', error: null, last_synced_at: '2026-01-02T10:00:00Z', connected_at: '2026-01-01T00:00:00Z', settings: {}, ...account },
  ...over,
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'GET' && url.includes('/recruiter/integrations')) return json({ data: providers });
      if (method === 'POST' && url.endsWith('/integrations/google_mail/sync')) return json({ data: providers[0] });
      if (method === 'DELETE') return json({ data: { deleted: true } });
      return json({ data: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute();
  const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: GmailPage }), createRoute({ getParentRoute: () => root, path: '/apps', component: () => null })]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the Gmail page', () => {
  it('shows who Gmail is connected as and the last sync, syncs now and disconnects', async () => {
    providers = [gmail()];
    const user = renderPage();
    expect(await screen.findByText('rec@gmail.test')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reconnect Gmail' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sync Gmail now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/integrations/google_mail/sync'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Disconnect Gmail' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/integrations/google_mail'))).toBe(true));
  });

  it('shows the reason access stopped, with Reconnect', async () => {
    providers = [gmail({}, { status: 'error', error: 'Access was revoked or has expired (invalid_grant); reconnect the account' })];
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('invalid_grant');
    expect(screen.getByText('Needs reconnecting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect Gmail' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync Gmail now' })).toBeNull();
  });

  it('offers no connect when the plan leaves Gmail out', async () => {
    providers = [gmail({ plan_allows: false }, null)];
    renderPage();
    expect(await screen.findByText('Your plan does not include this integration.')).toBeTruthy();
    expect(screen.getByText('Not in your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Gmail' })).toBeNull();
  });
});
