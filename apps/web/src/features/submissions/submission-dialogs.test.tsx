// @vitest-environment jsdom
import type { CustomField, Job } from '@hirebase/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlacementDialog } from './placement-dialog';
import { SubmitDialog } from './submit-dialog';

const field = (entity: 'submission' | 'placement', key: string, label: string): CustomField => ({
  id: `f-${key}`,
  entity,
  key,
  label,
  type: 'text',
  options: [],
  required: true,
  visible_to_roles: [],
  group: null,
  position: 0,
  archived: false,
  created_at: '',
  updated_at: '',
});
const FIELDS = { submission: [field('submission', 'po_number', 'PO number')], placement: [field('placement', 'cost_centre', 'Cost centre')] };
const PO_ISSUE = 'PO number: At most 20 characters';

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
      if (url.includes('/custom-fields')) return json({ data: FIELDS[new URL(url, 'http://x').searchParams.get('entity') as keyof typeof FIELDS] ?? [] });
      if (url.includes('/jobs/j1/applications')) return json({ data: [{ id: 'a1', status: 'active', candidate: { id: 'c1', name: 'Ada Lovelace' } }], meta: { total: 1 } });
      if (url.includes('/clients/cl1')) return json({ data: { id: 'cl1', name: 'Acme', contacts: [{ id: 'ct1', name: 'Bo Client', email: 'bo@acme.test' }] } });
      if (url.includes('/email-templates')) return json({ data: [], meta: { total: 0 } });
      if (method === 'POST' && url.endsWith('/recruiter/submissions'))
        return json({ error: { code: 'validation_failed', message: PO_ISSUE, details: [{ path: 'custom_fields.po_number', message: PO_ISSUE }] } }, 422);
      if (method === 'POST' && url.endsWith('/submissions/s1/placement')) return json({ data: { id: 'p1' } }, 201);
      return json({ data: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

describe('submission and placement dialogs with custom fields', () => {
  it('the submit dialog asks for the required submission field, sends it and shows the server’s refusal on it', async () => {
    const job = { id: 'j1', title: 'Engineer', client: { id: 'cl1', name: 'Acme' } } as unknown as Job;
    const user = renderWith(<SubmitDialog job={job} submittedIds={new Set()} />);
    await user.click(screen.getByRole('button', { name: 'Submit candidates' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('checkbox', { name: /Bo Client/ }));
    await user.type(await screen.findByLabelText('PO number (required)'), 'PO-2026-0001-EXTRA-LONG');
    await user.click(screen.getByRole('button', { name: 'Submit 1 candidate' }));
    const alert = await screen.findByText(PO_ISSUE, { selector: '[role="alert"]' });
    expect(screen.getByLabelText('PO number (required)').getAttribute('aria-describedby')).toContain(alert.id);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ candidate_ids: ['c1'], contact_ids: ['ct1'], custom_fields: { po_number: 'PO-2026-0001-EXTRA-LONG' } });
  });

  it('marking placed sends the required placement field with the terms', async () => {
    const onOpenChange = vi.fn();
    const user = renderWith(<PlacementDialog submissionId="s1" currency="EUR" open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Salary'), '90000');
    await user.type(await screen.findByLabelText('Cost centre (required)'), 'EMEA-7');
    await user.click(screen.getByRole('button', { name: 'Mark placed' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ salary: 90000, currency: 'EUR', fee_percent: 20, custom_fields: { cost_centre: 'EMEA-7' } });
  });
});
