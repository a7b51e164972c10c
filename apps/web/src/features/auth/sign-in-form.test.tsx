// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
  useNavigate: () => async () => {},
}));

type Call = { url: string; body: unknown };
let calls: Call[];
let answer: () => Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answer = async () => json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/public/config')) return json({ data: { bot_challenge: 'off' } });
      calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignInForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('SignInForm', () => {
  it('names each empty field on submit, focuses the first, and sends nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    // After the first submit, errors follow what is typed.
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.queryByText('Enter your email')).toBeNull();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('sends the trimmed email and the password, says it is busy meanwhile, and shows the refusal', async () => {
    let release: (r: Response) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    const user = setup();
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/api\/auth\/sign-in\/email$/);
    expect(calls[0]!.body).toMatchObject({ email: 'ada@example.com', password: 'correct horse' });
    release(json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });
});
