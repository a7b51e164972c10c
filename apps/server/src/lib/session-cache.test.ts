import { describe, expect, it } from 'vitest';
import { AUTH_CHANNEL, createSessionCache } from './session-cache';
import { handChannel } from '../test/hand-channel';

const facts = { email: 'a@example.com', name: 'A', role: 'admin' as const, status: 'active', sessionExpiresAt: Date.now() + 60_000 };

describe('session cache', () => {
  it('caches only while the change channel is live, and drops a user on a change notice', () => {
    const { listen, state } = handChannel();
    const cache = createSessionCache(listen);
    expect(cache.get('u1', 's1')).toBeNull(); // subscribes; not live yet
    expect(state.channel).toBe(AUTH_CHANNEL);
    cache.set('u1', 's1', facts, cache.begin());
    expect(cache.get('u1', 's1')).toBeNull();

    state.live(true);
    cache.set('u1', 's1', facts, cache.begin());
    cache.set('u2', 's2', facts, cache.begin());
    expect(cache.get('u1', 's1')).toMatchObject({ email: 'a@example.com' });
    state.message('u1');
    expect(cache.get('u1', 's1')).toBeNull();
    expect(cache.get('u2', 's2')).not.toBeNull();

    state.live(false); // the listening connection dropped: notices may be lost
    expect(cache.get('u2', 's2')).toBeNull();
  });

  it('does not store facts read before a change notice arrived', () => {
    const { listen, state } = handChannel();
    const cache = createSessionCache(listen);
    cache.get('u1', 's1');
    state.live(true);
    const since = cache.begin();
    state.message('u1'); // sign-out commits while the request was reading the session
    cache.set('u1', 's1', facts, since);
    expect(cache.get('u1', 's1')).toBeNull();
  });

  it('lets an entry lapse after its lifetime and at its session expiry', () => {
    const { listen, state } = handChannel();
    const cache = createSessionCache(listen, { ttlMs: 1000 });
    cache.get('u1', 's1');
    state.live(true);
    const now = Date.now();
    cache.set('u1', 's1', facts, cache.begin(), now);
    expect(cache.get('u1', 's1', now + 999)).not.toBeNull();
    expect(cache.get('u1', 's1', now + 1000)).toBeNull();
    cache.set('u1', 's1', { ...facts, sessionExpiresAt: now + 10 }, cache.begin(), now);
    expect(cache.get('u1', 's1', now + 10)).toBeNull();
  });
});
