// @vitest-environment jsdom
import type { PossibleDuplicate } from '@hirebase/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { orgKeys } from '@/features/org/api';
import { PossibleDuplicates } from './possible-duplicates';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, params }: { children: ReactNode; params: { id: string } }) => <a href={`/database/candidate/${params.id}`}>{children}</a>,
}));

const proposal: PossibleDuplicate = {
  id: 'd-1',
  reason: 'phone',
  value: '+919845012345',
  candidate: { id: 'c-2', name: 'Anita Rao', email: null, phone: '+919845012345', current_title: 'Designer' },
  created_at: '2025-01-01T00:00:00Z',
};

type Call = { method: string; url: string };
let calls: Call[];
let open: PossibleDuplicate[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  open = [proposal];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'GET' && url.endsWith('/candidates/c-1/duplicates')) return json({ data: open });
      if (method === 'POST' && url.endsWith('/candidates/c-1/duplicates/d-1/dismiss')) {
        open = [];
        return json({ data: { id: 'd-1' } });
      }
      if (method === 'POST' && url.endsWith('/candidates/c-1/duplicates/d-1/confirm')) {
        open = [];
        return json({ data: { id: 'c-1' } });
      }
      return json({ data: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(role: 'recruiter' | null = 'recruiter') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (role) client.setQueryData(orgKeys.info(null), { role } as never);
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <PossibleDuplicates candidate={{ id: 'c-1', name: 'Ravi Kumar' }} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('PossibleDuplicates', () => {
  it('names the other candidate and the shared phone, and dismissing hides the panel', async () => {
    const user = setup();
    expect(await screen.findByRole('heading', { name: 'Possible duplicate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anita Rao' }).getAttribute('href')).toBe('/database/candidate/c-2');
    expect(screen.getByText(/Same phone number: \+919845012345/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anita Rao is not the same person' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Possible duplicate' })).toBeNull());
    expect(calls).toContainEqual({ method: 'POST', url: expect.stringMatching(/\/candidates\/c-1\/duplicates\/d-1\/dismiss$/) });
  });

  it('merges only after the recruiter confirms', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm merge of Anita Rao' }));
    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/duplicates/d-1/confirm'))).toBe(true));
  });

  it('offers no decision before the role is known, and shows nothing when there is nothing to decide', async () => {
    setup(null);
    expect(await screen.findByRole('link', { name: 'Anita Rao' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm merge/ })).toBeNull();
    cleanup();
    open = [];
    setup();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/duplicates')).length).toBe(2));
    expect(screen.queryByRole('heading', { name: 'Possible duplicate' })).toBeNull();
  });
});
