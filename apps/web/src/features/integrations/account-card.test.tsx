// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntegrationState } from '@hirebase/shared';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPanel } from './account-card';

type Call = { method: string; url: string; body: any };
let calls: Call[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const imap = (account: Partial<NonNullable<IntegrationState['account']>> | null): IntegrationState => ({
  provider: 'imap',
  name: 'IMAP / SMTP mailbox',
  description: '',
  kinds: ['mail'],
  scope: 'user',
  connect: 'form',
  plan_flag: 'gmail',
  plan_allows: true,
  configured: true,
  can_manage: true,
  app_path: null,
  syncs: true,
  account: account && { id: 'a1', status: 'connected', label: 'rec@mail.test', error: null, last_synced_at: null, connected_at: '2026-01-01T00:00:00Z', settings: {}, ...account },
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST' && url.endsWith('/integrations/imap/sync')) return json({ data: imap({}) });
      if (method === 'POST' && url.endsWith('/integrations/imap/connect')) {
        return json({ error: { code: 'validation_failed', message: 'The IMAP server refused this user name and password', details: [{ path: 'password', message: 'refused' }] } }, 422);
      }
      return json({ data: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the IMAP mailbox card', () => {
  it('shows a connected mailbox’s last sync error with Reconnect, and Sync now asks the server to sync', async () => {
    const user = renderCard(<AccountPanel p={imap({ error: 'Sync failed: connection closed' })} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Sync failed: connection closed');
    expect(screen.getByRole('button', { name: 'Reconnect IMAP / SMTP mailbox' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sync IMAP / SMTP mailbox now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/integrations/imap/sync'))).toBe(true));
  });

  it('sends the connect form with the ports as numbers and says why the server refused it', async () => {
    const user = renderCard(<AccountPanel p={imap(null)} />);
    await user.click(await screen.findByRole('button', { name: 'Connect IMAP / SMTP mailbox' }));
    await user.type(screen.getByLabelText('IMAP server'), 'imap.example.com');
    await user.type(screen.getByLabelText('User name'), 'rec@example.com');
    await user.type(screen.getByLabelText('Password or app password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    expect((await screen.findByRole('alert')).textContent).toContain('refused this user name and password');
    const sent = calls.find((c) => c.url.endsWith('/integrations/imap/connect'))!;
    expect(sent.body).toMatchObject({ host: 'imap.example.com', port: 993, secure: true, username: 'rec@example.com', password: 'wrong', smtp_port: 465, smtp_secure: true });
    expect(sent.body.email).toBeUndefined();
  });
});
