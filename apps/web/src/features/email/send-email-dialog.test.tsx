// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendEmailDialog } from './send-email-dialog';

type Call = { method: string; url: string; body: any };
let calls: Call[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const template = { id: 't1', name: 'Next steps', subject: 'About {{job.title}}', body: 'Hi {{candidate.first_name}}', created_by: null, can_edit: true, created_at: '', updated_at: '' };

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.includes('/email-templates/preview')) {
        return json({ data: { subject: String(body.subject).replace('{{job.title}}', 'Engineer'), body: String(body.body).replace('{{candidate.first_name}}', 'Ann'), unknown_fields: [], missing_fields: [] } });
      }
      if (url.includes('/email-templates')) return json({ data: [template], meta: { total: 1, page: 1, page_size: 100 } });
      if (method === 'POST' && url.endsWith('/recruiter/emails')) return json({ data: { batch_id: 'b1', queued: 1, skipped: [{ candidate_id: 'c2', reason: 'Opted out of email' }] } }, 201);
      return json({ error: { code: 'not_found', message: 'no' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const recipients = [
    { id: 'c1', name: 'Ann Lee' },
    { id: 'c2', name: 'Bo Lee' },
  ];
  render(
    <QueryClientProvider client={client}>
      <SendEmailDialog open onOpenChange={onOpenChange} recipients={recipients} jobId="j1" />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

describe('SendEmailDialog', () => {
  it('flags unknown fields and keeps Send disabled until they are fixed', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi {{{{candidate.nick}}');
    expect((await screen.findByRole('alert')).textContent).toContain('{{candidate.nick}}');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Plain text');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a chosen template by id to every recipient, previewing it for the first', async () => {
    const { user, onOpenChange } = setup();
    await screen.findByRole('option', { name: 'Next steps' });
    await user.selectOptions(screen.getByLabelText('Template'), 't1');
    expect(await screen.findByText('About Engineer')).toBeTruthy();
    const preview = calls.find((c) => c.url.includes('/preview') && c.body.subject === 'About {{job.title}}');
    expect(preview?.body).toMatchObject({ candidate_id: 'c1', job_id: 'j1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/recruiter/emails'))?.body).toEqual({ candidate_ids: ['c1', 'c2'], job_id: 'j1', template_id: 't1' });
  });
});
