import { describe, expect, it } from 'vitest';
import { DATA_CHANNEL, createReadCache } from './read-cache';
import { handChannel } from '../test/hand-channel';

describe('read cache', () => {
  it('keeps answers only while the change channel is live, and a notice drops that organization alone', () => {
    const { listen, state } = handChannel();
    const cache = createReadCache(listen);
    expect(cache.get('o1', 'k')).toBeNull(); // subscribes; not live yet
    expect([state.channel, state.own]).toEqual([DATA_CHANNEL, true]);
    cache.set('o1', 'k', 'early', cache.begin('o1'));
    expect(cache.get('o1', 'k')).toBeNull();

    state.live(true);
    cache.set('o1', 'k', 'one', cache.begin('o1'));
    cache.set('o2', 'k', 'two', cache.begin('o2'));
    expect([cache.get('o1', 'k'), cache.get('o2', 'k')]).toEqual(['one', 'two']);

    state.message('o1');
    expect([cache.get('o1', 'k'), cache.get('o2', 'k')]).toEqual([null, 'two']);
    state.message('*');
    expect(cache.get('o2', 'k')).toBeNull();

    cache.set('o1', 'k', 'again', cache.begin('o1'));
    state.live(false); // notices may have been lost: everything goes, and nothing is kept until live again
    expect(cache.get('o1', 'k')).toBeNull();
    cache.set('o1', 'k', 'lost', cache.begin('o1'));
    state.live(true);
    expect(cache.get('o1', 'k')).toBeNull();
  });

  it('does not keep an answer whose organization changed while it was being computed', () => {
    const { listen, state } = handChannel();
    const cache = createReadCache(listen);
    cache.get('o1', 'k');
    state.live(true);
    const before = cache.begin('o1');
    state.message('o1');
    cache.set('o1', 'k', 'stale', before);
    expect(cache.get('o1', 'k')).toBeNull();

    const beforeAll = cache.begin('o2');
    state.message('*');
    cache.set('o2', 'k', 'stale', beforeAll);
    expect(cache.get('o2', 'k')).toBeNull();

    const other = cache.begin('o3');
    state.message('o1'); // another organization's change leaves it alone
    cache.set('o3', 'k', 'fresh', other);
    expect(cache.get('o3', 'k')).toBe('fresh');
  });

  it('lets answers lapse after their lifetime and drops the oldest past the size bound', () => {
    const { listen, state } = handChannel();
    const cache = createReadCache(listen, { ttlMs: 1000, maxBytes: 100 });
    cache.get('o1', 'a');
    state.live(true);
    cache.set('o1', 'a', 'x'.repeat(20), cache.begin('o1'), 0);
    expect(cache.get('o1', 'a', 999)).toBe('x'.repeat(20));
    expect(cache.get('o1', 'a', 1000)).toBeNull();

    cache.set('o1', 'a', 'a'.repeat(20), cache.begin('o1'), 10); // 42 bytes with its key
    cache.set('o2', 'b', 'b'.repeat(20), cache.begin('o2'), 20);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 84 });
    cache.set('o1', 'c', 'c'.repeat(20), cache.begin('o1'), 30);
    expect([cache.get('o1', 'a', 40), cache.get('o2', 'b', 40), cache.get('o1', 'c', 40)]).toEqual([null, 'b'.repeat(20), 'c'.repeat(20)]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
  });

  it('keeps nothing when turned off', () => {
    const { listen, state } = handChannel();
    const cache = createReadCache(listen, { enabled: false });
    cache.get('o1', 'k');
    state.live(true);
    cache.set('o1', 'k', 'one', cache.begin('o1'));
    expect(cache.get('o1', 'k')).toBeNull();
  });
});
