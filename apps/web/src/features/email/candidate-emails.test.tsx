// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Email } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CandidateEmails, htmlDocument } from './candidate-emails';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

const email = (over: Partial<Email>): Email => ({
  id: 'e1',
  candidate: { id: 'c1', name: 'Jane Doe' },
  job: null,
  template_id: null,
  batch_id: null,
  to: 'rec@gmail.test',
  subject: 'Re: Interview',
  body: 'Thanks! See you then.',
  status: 'sent',
  error: null,
  attempts: 0,
  origin: 'user',
  sent_by: null,
  sent_at: '2026-01-02T10:00:00Z',
  created_at: '2026-01-02T10:00:00Z',
  direction: 'inbound',
  from: 'jane@cand.test',
  synced_at: '2026-01-02T10:01:00Z',
  has_html: true,
  attachments: [],
  ...over,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/recruiter/emails/e1/html')) return json({ data: { html: '<p>Thanks! <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a></p>' } });
      if (url.includes('/recruiter/emails')) {
        return json({
          data: [email({}), email({ id: 'e2', direction: 'outbound', to: 'jane@cand.test', from: 'rec@gmail.test', subject: 'Interview', status: 'bounced', error: '550 5.1.1 The email account that you tried to reach does not exist.', has_html: false, body: 'Hello Jane' })],
          meta: { page: 1, page_size: 50, total: 2 },
        });
      }
      return json({ data: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEmails() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CandidateEmails candidateId="c1" />
    </QueryClientProvider>,
  );
}

describe('a candidate’s emails', () => {
  it('shows a synced message’s sanitized HTML in a sandboxed frame that loads nothing, with the text as the other view', async () => {
    renderEmails();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re: Interview' }));
    const frame = (await screen.findByTitle('HTML of “Re: Interview”')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame.getAttribute('srcdoc')).toContain('<p>Thanks!');
    await user.click(screen.getByRole('button', { name: 'Text' }));
    expect(screen.getByText('Thanks! See you then.')).toBeTruthy();
    expect(screen.queryByTitle('HTML of “Re: Interview”')).toBeNull();
  });

  it('marks a bounced email with the reason', async () => {
    renderEmails();
    expect(await screen.findByText('Bounced')).toBeTruthy();
    expect(screen.getByText(/550 5\.1\.1/)).toBeTruthy();
  });

  it('the frame’s document allows no script, image or remote load', () => {
    const doc = htmlDocument('<p>x</p>');
    expect(doc).toMatch(/Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/);
    expect(doc).not.toMatch(/script-src|img-src/);
  });
});
