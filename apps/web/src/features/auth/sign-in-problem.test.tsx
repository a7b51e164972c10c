// @vitest-environment jsdom
import { MESSAGES } from '@hirebase/shared';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toApiError } from '@/lib/api-client';
import { signInProblem, SignInProblemMessage } from './sign-in-problem';

afterEach(cleanup);

const LOCKED = 'Too many failed sign-in attempts for this account. Reset your password, or try again later.';
const REFUSED = 'This address is not allowed to sign in. Open the app at http://localhost:3000.';

describe('what a failed sign-in says', () => {
  it('names a refused address and a locked account instead of blaming the password', () => {
    expect(signInProblem(toApiError(403, { error: { code: 'origin_not_allowed', message: REFUSED } }))).toEqual({ kind: 'message', text: REFUSED });
    expect(signInProblem(toApiError(429, { error: { code: 'account_locked', message: LOCKED } }))).toEqual({
      kind: 'message',
      text: LOCKED,
      offerReset: true,
    });
    expect(signInProblem(toApiError(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }))).toEqual({
      kind: 'message',
      text: MESSAGES.invalidCredentials,
    });
    expect(signInProblem(toApiError(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }))).toEqual({ kind: 'unverified' });
    expect(signInProblem(toApiError(500, null))).toEqual({ kind: 'message', text: MESSAGES.serverError });
  });

  it('shows a locked account the way out: a link to reset the password', async () => {
    const problem = signInProblem(toApiError(429, { error: { code: 'account_locked', message: LOCKED } }));
    if (problem.kind !== 'message') throw new Error('expected a message');
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <SignInProblemMessage problem={problem} /> }),
      history: createMemoryHistory({ initialEntries: ['/sign-in'] }),
    });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain(LOCKED);
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/forgot-password');
  });
});
