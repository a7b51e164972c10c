// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { SavedReport } from '@hirebase/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedReportsCard } from './saved-reports';

vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="/reports">{children}</a> }));

const saved: SavedReport = {
  id: 'sr1',
  name: 'Weekly hires',
  report: 'time-to-hire',
  filters: { days: 7, group_by: 'job' },
  recipients: [{ id: 'u1', name: 'Ana Admin', email: 'ana@example.com' }],
  weekday: 1,
  next_run_at: '2030-01-07T07:00:00Z',
  last_sent_at: null,
  created_by: { id: 'u1', name: 'Ana Admin' },
  created_at: '2030-01-01T00:00:00Z',
};
const members = [
  { user_id: 'u1', name: 'Ana Admin', email: 'ana@example.com', status: 'active' },
  { user_id: 'u2', name: 'Raj Recruiter', email: 'raj@example.com', status: 'active' },
];

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PATCH' && url.endsWith('/saved-reports/sr1'))
        return json({ error: { code: 'validation_failed', message: 'Recipients must be active members', details: [{ path: 'recipient_ids', message: 'Not an active member: u2' }] } }, 422);
      if (url.includes('/saved-reports')) return json({ data: [saved] });
      if (url.includes('/team/members')) return json({ data: members });
      return json({ data: [], meta: { total: 0 } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SavedReportsCard', () => {
  it('edits a saved report’s name, weekday, period, grouping and recipients, and shows the server’s refusal', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SavedReportsCard />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit saved report Weekly hires' }));
    const name = screen.getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Weekly hires');
    await user.clear(name);
    await user.type(name, 'Hires by client');
    await user.selectOptions(screen.getByLabelText('Every'), 'Thursday');
    await user.selectOptions(screen.getByLabelText('Covering'), '30');
    await user.selectOptions(screen.getByLabelText('Group by'), 'client');
    await user.click(await screen.findByRole('checkbox', { name: /Raj Recruiter/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipients must be active members')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Hires by client', filters: { group_by: 'client', days: 30 }, recipient_ids: ['u1', 'u2'], weekday: 4 }));
    expect(screen.queryByLabelText('From')).toBeNull();
  });
});
