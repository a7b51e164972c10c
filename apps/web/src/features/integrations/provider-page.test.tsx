// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntegrationState } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleCalendarPage } from './provider-page';

type Call = { method: string; url: string };
let calls: Call[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const googleCalendar: IntegrationState = {
  provider: 'google_calendar',
  name: 'Google Calendar',
  description: 'Writes interviews to your calendar and shows when you are busy.',
  kinds: ['calendar', 'video'],
  scope: 'user',
  connect: 'oauth',
  plan_flag: null,
  plan_allows: true,
  configured: true,
  can_manage: true,
  app_path: '/apps/google-calendar',
  syncs: true,
  account: { id: 'a1', status: 'error', label: 'rec@gmail.test', error: 'Access was revoked or has expired (invalid_grant); reconnect the account', last_synced_at: '2026-01-02T09:00:00Z', connected_at: '2026-01-01T00:00:00Z', settings: {} },
};

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'DELETE') return json({ data: null });
      return json({ data: [googleCalendar] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Google Calendar page', () => {
  it('shows who is connected, the last sync, the reason with Reconnect, and disconnects', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createRouter({ routeTree: createRootRoute({ component: GoogleCalendarPage }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Google Calendar' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('rec@gmail.test')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('reconnect the account');
    expect(screen.getByRole('button', { name: 'Reconnect Google Calendar' })).toBeTruthy();
    // A calendar that needs reconnecting does not offer Sync now.
    expect(screen.queryByRole('button', { name: 'Sync Google Calendar now' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disconnect Google Calendar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/integrations/google_calendar'))).toBe(true));
  });
});
