// @vitest-environment jsdom
import { TOKEN_REFRESH_BEFORE_MS, TOKEN_RETRY_BASE_MS, TOKEN_RETRY_MAX_MS } from '@hirebase/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, isTokenExpired, refreshDelay, retryDelay } from './token-refresh';

const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('token timing', () => {
  it('counts a token as expired 30 s early', () => {
    const now = Date.now();
    expect(isTokenExpired(now + 31_000, now)).toBe(false);
    expect(isTokenExpired(now + 30_000, now)).toBe(true);
  });

  it('refreshes 5 minutes before expiry, never with a negative delay', () => {
    const now = Date.now();
    expect(refreshDelay(now + HOUR, now)).toBe(HOUR - TOKEN_REFRESH_BEFORE_MS);
    expect(refreshDelay(now + 1000, now)).toBe(0);
  });

  it('backs off from 30 s doubling to 16 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      TOKEN_RETRY_BASE_MS,
      60_000,
      120_000,
      240_000,
      480_000,
      TOKEN_RETRY_MAX_MS,
      TOKEN_RETRY_MAX_MS,
    ]);
  });
});

describe('createTokenRefresher', () => {
  it('refreshes just before expiry and plans the next one', async () => {
    const refresh = vi.fn(async () => Date.now() + HOUR);
    const refresher = createTokenRefresher(refresh);
    refresher.schedule(Date.now() + HOUR);
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('retries failures with back-off, then resumes the normal schedule', async () => {
    let calls = 0;
    const refresh = vi.fn(async () => {
      calls += 1;
      if (calls <= 2) throw new Error('offline');
      return Date.now() + HOUR;
    });
    const refresher = createTokenRefresher(refresh);
    refresher.schedule(Date.now());
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_BASE_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_BASE_MS * 2 - 1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_MS);
    expect(refresh).toHaveBeenCalledTimes(4);
    refresher.stop();
  });

  it('stops refreshing after stop()', async () => {
    const refresh = vi.fn(async () => Date.now() + HOUR);
    const refresher = createTokenRefresher(refresh);
    refresher.schedule(Date.now() + HOUR);
    refresher.stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(refresh).not.toHaveBeenCalled();
  });
});
