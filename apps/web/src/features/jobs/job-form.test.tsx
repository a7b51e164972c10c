// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobForm, type JobFormOutput } from './job-form';

vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

function renderForm(onSubmit: (values: JobFormOutput) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['jobs', 'client-options'], [{ id: 'cl1', name: 'Acme' }]);
  queryClient.setQueryData(['team', 'members'], []);
  queryClient.setQueryData(['pipelines', 'list'], [{ id: 'p1', name: 'Default', is_default: true, stages: [], updated_at: '' }]);
  render(
    <QueryClientProvider client={queryClient}>
      <JobForm submitLabel="Create job" pending={false} defaults={{ pipelineId: 'p1' }} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobForm', () => {
  it('refuses a missing title and a salary range the wrong way round', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderForm(onSubmit);
    await user.type(screen.getByLabelText('Minimum salary'), '90000');
    await user.type(screen.getByLabelText('Maximum salary'), '50000');
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('At least 2 characters')).toBeTruthy();
    expect(screen.getByText('Minimum salary is above the maximum')).toBeTruthy();
    expect(screen.getByLabelText('Job title').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits parsed values: empty numbers are null, skills as chips, currency upper-cased', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderForm(onSubmit);
    await user.type(screen.getByLabelText('Job title'), 'Backend Engineer');
    await user.selectOptions(screen.getByLabelText('Client'), 'cl1');
    await user.type(screen.getByLabelText('Currency'), 'eur');
    await user.type(screen.getByLabelText('Required skills'), 'Go, Postgres,');
    await user.type(screen.getByLabelText('Job description'), '<p>Build APIs</p>');
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as JobFormOutput;
    expect(values).toMatchObject({
      title: 'Backend Engineer',
      client_id: 'cl1',
      salary_min: null,
      salary_max: null,
      salary_currency: 'EUR',
      required_skills: ['Go', 'Postgres'],
      description: '<p>Build APIs</p>',
      status: 'open',
      pipeline_id: 'p1',
      openings: 1,
    });
  });

  it("shows the job's own client, owner and hiring team while the lists load, after they arrive, and when the lists lack them", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const job = {
      title: 'Data Engineer',
      client: { id: 'cl7', name: 'Globex' },
      owner: { id: 'u2', name: 'Ada Left' },
      hiring_team: [{ id: 'u2', name: 'Ada Left' }],
      department: null,
      location: null,
      workplace: 'remote',
      employment_type: 'full_time',
      openings: 1,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: 'year',
      experience_min: null,
      experience_max: null,
      required_skills: [],
      nice_to_have_skills: [],
      description: '',
      status: 'open',
      tags: [],
    } as unknown as Job;
    render(
      <QueryClientProvider client={queryClient}>
        <JobForm job={job} submitLabel="Save job" pending={false} onSubmit={vi.fn()} />
      </QueryClientProvider>,
    );
    const client = screen.getByLabelText<HTMLSelectElement>('Client');
    const owner = screen.getByLabelText<HTMLSelectElement>('Owner');
    const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;
    expect([client.value, shown(client)]).toEqual(['cl7', 'Globex']);
    expect([owner.value, shown(owner)]).toEqual(['u2', 'Ada Left']);

    // The lists arrive: Globex is past the first page, Ada has left the team.
    act(() => {
      queryClient.setQueryData(['jobs', 'client-options'], [{ id: 'cl1', name: 'Acme' }]);
      queryClient.setQueryData(['team', 'members'], [
        { id: 'm1', user_id: 'u1', email: 'bo@example.com', name: 'Bo Active', role: 'recruiter', status: 'active', joined_at: '' },
        { id: 'm2', user_id: 'u2', email: 'ada@example.com', name: 'Ada Left', role: 'recruiter', status: 'deactivated', joined_at: '' },
      ]);
    });
    expect(await screen.findByRole('option', { name: 'Bo Active' })).toBeTruthy();
    expect([client.value, shown(client)]).toEqual(['cl7', 'Globex']);
    expect([owner.value, shown(owner)]).toEqual(['u2', 'Ada Left']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Ada Left' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Bo Active' }).checked).toBe(false);
  });
});
