// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkingHoursCard } from './working-hours-card';

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let saved: unknown;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  saved = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (!url.includes('/recruiter/user/working-hours')) return json({ data: null });
      if (method === 'PUT') {
        if (body.end <= body.start) return json({ error: { code: 'validation_failed', message: 'The end must be after the start' } }, 422);
        saved = body;
      }
      if (method === 'DELETE') saved = null;
      return json({ data: saved });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WorkingHoursCard />
    </QueryClientProvider>,
  );

describe('WorkingHoursCard', () => {
  it('saves the member’s days, hours and zone, shows the server’s refusal, and goes back to the default', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(/Not set: interviews are suggested on weekdays 09:00–17:00/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Kolkata');
    await user.click(screen.getByLabelText('Mon'));
    await user.click(screen.getByLabelText('Sat'));
    const until = screen.getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The end must be after the start');

    await user.clear(until);
    await user.type(until, '18:30');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await screen.findByText('Interviews are suggested 09:00–18:30 on the days below, in Asia/Kolkata.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ time_zone: 'Asia/Kolkata', start: '09:00', end: '18:30', days: [2, 3, 4, 5, 6] });

    await user.click(screen.getByRole('button', { name: 'Use the default' }));
    expect(await screen.findByText(/Not set:/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
