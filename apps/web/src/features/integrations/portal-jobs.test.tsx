// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalFieldInfo, PortalJob } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalJobs } from './portal-jobs';

type Call = { method: string; url: string; body: any };
let calls: Call[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const fields: PortalFieldInfo[] = [
  { key: 'title', element: 'title', label: 'Job title', required: true, from: 'job.title', choices: [] },
  { key: 'industry', element: 'industry', label: 'Industry', required: true, from: 'portal.industry', choices: ['Internet', 'Software Product'] },
  { key: 'role_category', element: 'rolecategory', label: 'Role category', required: false, from: 'portal.role_category', choices: [] },
];
const job = (over: Partial<PortalJob> = {}): PortalJob => ({ job_id: 'j1', title: 'Android Developer', status: 'open', published: false, published_at: null, values: {}, missing: [{ key: 'industry', label: 'Industry is required by Naukri' }], in_feed: false, ...over });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT' && !body.values.industry) {
        return json({ error: { code: 'validation_failed', message: 'Naukri needs more', details: [{ path: 'industry', message: 'Industry is required by Naukri' }, { path: 'city', message: 'Location (city) is required by Naukri' }] } }, 422);
      }
      if (method === 'PUT') return json({ data: job({ published: true, in_feed: true, missing: [], values: body.values }) });
      return json({ data: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderJobs(jobs: PortalJob[], canPublish = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PortalJobs portal="naukri" portalName="Naukri" jobs={jobs} fields={fields} defaults={{ role_category: 'Software Development' }} canPublish={canPublish} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the portal’s jobs', () => {
  it('shows what the portal still needs, and each field the server names when it refuses to publish', async () => {
    const user = renderJobs([job()]);
    const row = screen.getByRole('listitem', { name: 'Android Developer' });
    expect(within(row).getByRole('alert').textContent).toContain('Industry is required by Naukri');
    await user.click(within(row).getByRole('button', { name: 'Publish to Naukri' }));
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toContain('Location (city) is required by Naukri'));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/v1/recruiter/portals/naukri/jobs/j1', body: { values: {}, publish: true } });
  });

  it('publishes with the job’s values for the portal’s own fields', async () => {
    const user = renderJobs([job()]);
    expect((screen.getByLabelText('Role category') as HTMLInputElement).placeholder).toBe('Default: Software Development');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Internet');
    await user.click(screen.getByRole('button', { name: 'Publish to Naukri' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.body.values.industry === 'Internet')).toBe(true));
  });

  it('offers no publishing to a member who cannot publish', () => {
    renderJobs([job({ published: true, in_feed: true, missing: [] })], false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('In the Naukri feed')).toBeTruthy();
  });
});
