// @vitest-environment jsdom
import { MESSAGES } from '@hirebase/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { bindErrorNavigation, handleGlobalError, mutationErrorMessage, retryDelay, shouldRetry } from './query-client';

const err = (status: number, code = 'x', message = 'm') => new ApiError({ status, code, message });

describe('query defaults', () => {
  it('never retries 4xx and retries others 3 times', () => {
    expect(shouldRetry(0, err(404))).toBe(false);
    expect(shouldRetry(0, err(500))).toBe(true);
    expect(shouldRetry(3, err(500))).toBe(false);
  });

  it('backs off 1 s doubling to 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

describe('global error handling', () => {
  it('401 sends to login with the current location', () => {
    const nav = { currentHref: () => '/settings?x=1', toLogin: vi.fn(), toStatus: vi.fn(), onUnauthorized: vi.fn(), onOrgGone: vi.fn() };
    bindErrorNavigation(nav);
    expect(handleGlobalError(err(401))).toBe(true);
    expect(nav.toLogin).toHaveBeenCalledWith('/settings?x=1');
    expect(nav.onUnauthorized).toHaveBeenCalled();
  });

  it('a 401 because the organization is gone goes to /org/not-found, keeping the sign-in', () => {
    const nav = { currentHref: () => '/jobs', toLogin: vi.fn(), toStatus: vi.fn(), onUnauthorized: vi.fn(), onOrgGone: vi.fn() };
    bindErrorNavigation(nav);
    const gone = new ApiError({ status: 401, code: 'unauthorized', message: 'Membership has ended', details: { reason: 'membership_ended' } });
    expect(handleGlobalError(gone)).toBe(true);
    expect(nav.onOrgGone).toHaveBeenCalledTimes(1);
    expect(nav.onUnauthorized).not.toHaveBeenCalled();
    expect(nav.toLogin).not.toHaveBeenCalled();
  });

  it('403 and maintenance 503 go to their pages', () => {
    const nav = { currentHref: () => '/', toLogin: vi.fn(), toStatus: vi.fn(), onUnauthorized: vi.fn(), onOrgGone: vi.fn() };
    bindErrorNavigation(nav);
    handleGlobalError(err(403));
    handleGlobalError(err(503, 'maintenance'));
    expect(nav.toStatus.mock.calls).toEqual([['/403'], ['/503']]);
    expect(handleGlobalError(err(500))).toBe(false);
  });

  it('mutation messages', () => {
    expect(mutationErrorMessage(err(204, 'x', ''))).toBe(MESSAGES.contentNotFound);
    expect(mutationErrorMessage(err(409, 'conflict', 'Last admin'))).toBe('Last admin');
    expect(mutationErrorMessage(new Error('boom'))).toBe(MESSAGES.mutationError);
  });
});
