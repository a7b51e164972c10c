// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
