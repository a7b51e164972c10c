import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './token';

const SECRET = 'a-secret-long-enough-to-sign-tokens-with';
const claims = { userId: 'u1', sessionId: 's1', orgId: 'o1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('bearer token', () => {
  it('verifies a token again from what it learned, and still refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const { token } = await signToken(SECRET, claims, 60);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-12-01T10:01:00Z'));
    expect(await verifyToken(SECRET, token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, after the genuine one was verified', async () => {
    const { token } = await signToken(SECRET, claims);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    expect(await verifyToken(`${SECRET}-other`, token)).toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), org: 'o2' })).toString('base64url');
    expect(await verifyToken(SECRET, `${head}.${forged}.${signature}`)).toBeNull();
  });
});
