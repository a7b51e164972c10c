import { describe, expect, it } from 'vitest';
import { addressKey, pickClient } from './client-ip';
import { loadEnv, parseTrustProxy } from './env';

describe('TRUST_PROXY', () => {
  it.each(['', '0', 'false', 'FALSE', 'no', 'off', ' off '])('%j trusts no proxy', (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: 'none' });
  });
  it('is off when unset', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
  });
  it.each([
    ['1', 1],
    ['true', 1],
    ['on', 1],
    ['yes', 1],
    ['2', 2],
  ])('%j trusts %i hop(s)', (value, hops) => {
    expect(parseTrustProxy(value)).toEqual({ kind: 'hops', hops });
  });
  it('takes a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual({ kind: 'addresses', ranges: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'] });
  });
  it.each(['maybe', '-1', '11', '1.5', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.1/8/2', ','])('refuses %j at start-up with a clear error', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value, AUTH_SECRET: 'x' })).toThrow(/TRUST_PROXY=.*expected|hop count/);
  });
});

describe('the client address behind proxies', () => {
  const forged = ['6.6.6.6', '7.7.7.7'];
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(pickClient('203.0.113.1', [...forged, '198.51.100.9'], { kind: 'none' })).toBe('203.0.113.1');
  });
  it('takes what the trusted hops appended, never what the client wrote', () => {
    expect(pickClient('10.0.0.1', [...forged, '198.51.100.9'], { kind: 'hops', hops: 1 })).toBe('198.51.100.9');
    expect(pickClient('10.0.0.2', [...forged, '198.51.100.9', '10.0.0.1'], { kind: 'hops', hops: 2 })).toBe('198.51.100.9');
    expect(pickClient('10.0.0.1', [], { kind: 'hops', hops: 1 })).toBe('10.0.0.1');
  });
  it('skips listed proxies from the right and stops at the first address that is not one', () => {
    const trust = { kind: 'addresses' as const, ranges: ['10.0.0.0/8', '2001:db8::1'] };
    expect(pickClient('10.0.0.1', [...forged, '198.51.100.9', '10.1.2.3'], trust)).toBe('198.51.100.9');
    expect(pickClient('2001:db8::1', [...forged, '198.51.100.9'], trust)).toBe('198.51.100.9');
    // A peer that is not a trusted proxy wrote the header itself.
    expect(pickClient('203.0.113.5', [...forged, '10.1.2.3'], trust)).toBe('203.0.113.5');
    // A client that writes a trusted address on the left gains nothing.
    expect(pickClient('10.0.0.1', ['10.9.9.9', '198.51.100.9'], trust)).toBe('198.51.100.9');
  });
});

describe('the key per-address limits count under', () => {
  it('is an IPv4 address itself and an IPv6 address its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
