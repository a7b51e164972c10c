// @vitest-environment jsdom
import type { SchedulingLink } from '@hirebase/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { SchedulingLinksList } from './scheduling-links-list';

const base: SchedulingLink = {
  id: 'l1', application_id: 'a1', candidate: { id: 'c1', name: 'Ann Lee', email: 'ann@example.com' }, job: { id: 'j1', title: 'Engineer' },
  title: 'Screen', type: 'video', duration_minutes: 60, window_start: '2030-06-03', window_end: '2030-06-07', timezone: 'UTC', interviewers: [],
  location: null, video_url: null, reschedule_notice_hours: 24, cancel_notice_hours: 24, max_reschedules: 1, reschedules: 0, status: 'sent',
  interview: null, booked_at: null, cancelled_at: null, revoked_at: null, expires_at: '2030-06-08T00:00:00.000Z', view_count: 0, last_viewed_at: null,
  created_by: null, created_at: '2030-06-01T10:00:00.000Z',
};
const booked: SchedulingLink = {
  ...base, id: 'l2', title: 'Onsite', status: 'booked', created_at: '2030-06-02T10:00:00.000Z',
  interview: { id: 'i1', starts_at: '2030-06-04T09:00:00.000Z', ends_at: '2030-06-04T10:00:00.000Z', status: 'scheduled' },
};
const cancelled: SchedulingLink = { ...base, id: 'l3', title: 'Chat', status: 'cancelled', created_at: '2030-05-30T10:00:00.000Z' };

let calls: { method: string; url: string }[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'DELETE' && url.endsWith('/applications/a1/scheduling-links/l1')) return json({ data: { ...base, status: 'revoked' } });
      if (url.endsWith('/applications/a1/scheduling-links')) return json({ data: [base, booked, cancelled] });
      return json({ error: { code: 'not_found', message: 'no' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SchedulingLinksList', () => {
  it('shows each link’s state, newest first, and revokes an open one after confirming', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <SchedulingLinksList applicationIds={['a1']} />
        </ConfirmProvider>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Scheduling links' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Onsite scheduling link', 'Screen scheduling link', 'Chat scheduling link']);
    expect(items[0]!.textContent).toMatch(/Booked.*Booked for .*2030/);
    expect(items[1]!.textContent).toContain('not opened yet');
    expect(items[2]!.textContent).toContain('The candidate cancelled the interview');
    expect(within(items[2]!).queryByRole('button', { name: 'Revoke link' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(items[1]!).getByRole('button', { name: 'Revoke link' }));
    // The dialog's code loads with the first confirmation.
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this scheduling link?' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/scheduling-links/l1'))).toBe(true));
  });
});
