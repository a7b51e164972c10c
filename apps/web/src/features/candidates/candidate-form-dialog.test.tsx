// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { Candidate } from '@hirebase/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CandidateFormDialog } from './candidate-form-dialog';
import { mergePatch } from './candidate-form-values';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const existing: Candidate = {
  id: 'c-old',
  first_name: 'Jane',
  last_name: 'Doe',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: null,
  emails: [],
  phones: [],
  location: null,
  current_title: 'Engineer',
  current_company: null,
  years_experience: null,
  skills: ['Go'],
  links: [],
  source: null,
  owner: null,
  tags: [],
  applications: [],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  navigate.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/team/members') || url.includes('/tags')) return json({ data: [] });
      if (method === 'POST' && url.endsWith('/recruiter/candidates'))
        return json({ error: { code: 'conflict', message: 'Duplicate', details: { existing_id: 'c-old', field: 'email', value: 'jane@example.com' } } }, 409);
      if (method === 'GET' && url.endsWith('/candidates/c-old')) return json({ data: existing });
      if (method === 'PATCH' && url.endsWith('/candidates/c-old')) return json({ data: { ...existing, location: 'Berlin', skills: ['Go', 'Rust'] } });
      return json({ error: { code: 'not_found', message: 'no' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onCreated = vi.fn();
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CandidateFormDialog open onOpenChange={onOpenChange} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { onCreated, onOpenChange, user: userEvent.setup() };
}

async function fillDuplicate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Jane');
  await user.type(screen.getByLabelText('Last name'), 'Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Location'), 'Berlin');
  await user.type(screen.getByLabelText('Skills'), 'go, Rust');
  await user.click(screen.getByRole('button', { name: 'Save candidate' }));
  await screen.findByText(/A candidate with this email already exists/);
}

describe('CandidateFormDialog duplicate (409) flow', () => {
  it('validates required fields before calling the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save candidate' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers to open the existing candidate', async () => {
    const { user, onOpenChange } = setup();
    await fillDuplicate(user);
    await user.click(screen.getByRole('button', { name: 'Open existing' }));
    expect(navigate).toHaveBeenCalledWith({ to: '/database/candidate/$id', params: { id: 'c-old' } });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('merges the entered details into the existing candidate', async () => {
    const { user, onCreated } = setup();
    await fillDuplicate(user);
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toMatch(/\/candidates\/c-old$/);
    expect(patch?.body).toEqual({ location: 'Berlin', skills: ['Go', 'Rust'] });
    expect(onCreated.mock.calls[0]![0].id).toBe('c-old');
  });
});

describe('mergePatch', () => {
  it('fills blanks and unites lists without overwriting', () => {
    const patch = mergePatch(existing, { first_name: 'J', current_title: 'CTO', phone: '+1 555 0100', email: 'other@example.com', skills: ['Rust'] });
    expect(patch).toEqual({ phone: '+1 555 0100', emails: ['other@example.com'], skills: ['Go', 'Rust'] });
  });
});

describe('CandidateFormDialog custom fields', () => {
  it('shows the organization’s fields with required ones marked, sends the values and shows a refusal on its field', async () => {
    const shift = { id: 'f1', entity: 'candidate', key: 'shift', label: 'Shift', type: 'single_select', options: ['Day', 'Night'], required: true, visible_to_roles: [], group: null, position: 0, archived: false, created_at: '', updated_at: '' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.includes('/custom-fields')) return json({ data: [shift] });
        if (method === 'POST' && url.endsWith('/recruiter/candidates'))
          return json({ error: { code: 'validation_failed', message: 'Shift: Choose one of: Day', details: [{ path: 'custom_fields.shift', message: 'Shift: Choose one of: Day' }] } }, 422);
        return json({ data: [] });
      }),
    );
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.selectOptions(await screen.findByLabelText('Shift (required)'), 'Night');
    await user.click(screen.getByRole('button', { name: 'Save candidate' }));
    const alert = await screen.findByText('Shift: Choose one of: Day', { selector: '[role="alert"]' });
    expect(screen.getByLabelText('Shift (required)').getAttribute('aria-describedby')).toContain(alert.id);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ first_name: 'Ada', custom_fields: { shift: 'Night' } });
  });
});
