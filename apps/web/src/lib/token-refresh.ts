import {
  TOKEN_EXPIRY_SKEW_MS,
  TOKEN_REFRESH_BEFORE_MS,
  TOKEN_RETRY_BASE_MS,
  TOKEN_RETRY_MAX_MS,
} from '@hirebase/shared';

/** A token counts as expired TOKEN_EXPIRY_SKEW_MS before its real expiry (SPEC §9). */
export function isTokenExpired(expiresAt: number, now = Date.now()): boolean {
  return now >= expiresAt - TOKEN_EXPIRY_SKEW_MS;
}

/** How long to wait before refreshing: TOKEN_REFRESH_BEFORE_MS ahead of expiry, never negative. */
export function refreshDelay(expiresAt: number, now = Date.now()): number {
  return Math.max(0, expiresAt - now - TOKEN_REFRESH_BEFORE_MS);
}

/** Back-off after the n-th failed refresh (0-based): 30 s doubling up to 16 min. */
export function retryDelay(failures: number): number {
  return Math.min(TOKEN_RETRY_BASE_MS * 2 ** failures, TOKEN_RETRY_MAX_MS);
}

export type TokenRefresher = {
  /** Plans the next refresh for a token expiring at `expiresAt` (epoch ms). */
  schedule: (expiresAt: number) => void;
  stop: () => void;
};

/**
 * Runs `refresh` ahead of expiry. `refresh` resolves with the new expiry; a failure is retried
 * with exponential back-off until it succeeds or `stop` is called.
 */
export function createTokenRefresher(refresh: () => Promise<number>): TokenRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let generation = 0;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = async (gen: number) => {
    try {
      const next = await refresh();
      if (gen !== generation) return;
      failures = 0;
      plan(refreshDelay(next));
    } catch {
      if (gen !== generation) return;
      plan(retryDelay(failures));
      failures += 1;
    }
  };

  const plan = (delay: number) => {
    clear();
    const gen = generation;
    timer = setTimeout(() => void run(gen), delay);
  };

  return {
    schedule(expiresAt) {
      generation += 1;
      failures = 0;
      plan(refreshDelay(expiresAt));
    },
    stop() {
      generation += 1;
      clear();
    },
  };
}
