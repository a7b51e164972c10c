/**
 * What the bearer check learned about a (session, organization) pair, kept for a short while so a request
 * does not spend a statement re-reading it. Correctness rests on the database: a trigger announces every
 * change to a user, session or membership on `hirebase_auth` (migration 0013), and each instance drops that
 * user's entries when it hears it. While the subscription is not live nothing is cached, and every entry
 * also lapses after `ttlMs` and at its session's expiry. See docs/decisions/023-verified-session-cache.md.
 */
import type { Role } from '@hirebase/shared';
import type { Listen } from '../db/client';

export type SessionFacts = { email: string; name: string; role: Role | null; status: string | null; sessionExpiresAt: number };
type Entry = SessionFacts & { until: number };

export const AUTH_CHANNEL = 'hirebase_auth';
const MAX_ENTRIES = 20_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(listen: Listen, { ttlMs = 30_000 }: { ttlMs?: number } = {}) {
  const byUser = new Map<string, Map<string, Entry>>();
  let size = 0;
  let live = false;
  let stop: (() => void) | null = null;
  // Bumped by every eviction: a read that began before one may not store what it read.
  let generation = 0;

  function evictUser(userId: string) {
    generation++;
    const entries = byUser.get(userId);
    if (!entries) return;
    size -= entries.size;
    byUser.delete(userId);
  }
  function clear() {
    generation++;
    byUser.clear();
    size = 0;
  }
  function subscribe() {
    stop ??= listen(AUTH_CHANNEL, evictUser, (isLive) => {
      live = isLive;
      if (!isLive) clear();
    });
  }

  return {
    /** Cached facts, or null when they must be read from the database. */
    get(userId: string, key: string, now = Date.now()): SessionFacts | null {
      subscribe();
      if (!live) return null;
      const entries = byUser.get(userId);
      const entry = entries?.get(key);
      if (!entry) return null;
      if (entry.until > now && entry.sessionExpiresAt > now) return entry;
      entries!.delete(key);
      size--;
      return null;
    },
    /** The generation to hand back to `set` for facts read from now on. */
    begin: () => generation,
    set(userId: string, key: string, facts: SessionFacts, since: number, now = Date.now()) {
      if (!live || since !== generation) return;
      if (size >= MAX_ENTRIES) clear();
      let entries = byUser.get(userId);
      if (!entries) byUser.set(userId, (entries = new Map()));
      if (!entries.has(key)) size++;
      entries.set(key, { ...facts, until: now + ttlMs });
    },
    evictUser,
    close() {
      stop?.();
      stop = null;
      clear();
    },
  };
}
