import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOCKED_MESSAGE } from './identity-guard';

// Behind one trusted proxy, the right-most X-Forwarded-For entry is the client's address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: '1',
    RATE_LIMIT_AUTH_PER_IP: '12',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '3',
    RATE_LIMIT_AUTH_PER_ACCOUNT_TOTAL: '6',
  });
});
afterAll(() => t.close());

function signInFrom(address: string, email: string, password: string, forged = '') {
  return t.call('POST', '/api/auth/sign-in/email', {
    body: { email, password, turnstile_token: '' },
    headers: { 'x-forwarded-for': forged ? `${forged}, ${address}` : address },
  });
}

describe('the sign-in lock (failures per account and address, softer per account)', () => {
  it('never counts successful sign-ins', async () => {
    await t.signUp('often@example.com');
    for (let i = 0; i < 8; i++) {
      expect((await signInFrom('198.51.100.1', 'often@example.com', 'correct-horse-9')).status).toBe(200);
    }
  });

  it('locks only the address the failures came from, with a message that points to a reset', async () => {
    await t.signUp('target@example.com');
    for (let i = 0; i < 3; i++) {
      expect((await signInFrom('203.0.113.66', 'target@example.com', 'wrong-guess')).status).toBe(401);
    }
    const locked = await signInFrom('203.0.113.66', 'target@example.com', 'correct-horse-9');
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatchObject({ code: 'account_locked', message: LOCKED_MESSAGE });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, elsewhere, signs in as usual, and the reset path stays open on the locked address.
    expect((await signInFrom('198.51.100.2', 'target@example.com', 'correct-horse-9')).status).toBe(200);
    const reset = await t.call('POST', '/api/auth/request-password-reset', {
      body: { email: 'target@example.com', redirectTo: '/auth/set-password' },
      headers: { 'x-forwarded-for': '203.0.113.66' },
    });
    expect(reset.status).toBe(200);

    // Following the mailed link and setting a new password opens the account on that address again.
    const link = new URL(t.linkIn((await t.lastMailTo('target@example.com'))!.text));
    const hop = await t.app.request(link.pathname + link.search);
    const token = new URL(hop.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
    const set = await t.call('POST', '/api/auth/reset-password', { body: { newPassword: 'fresh-pass-42', token } });
    expect(set.status).toBe(200);
    expect((await signInFrom('203.0.113.66', 'target@example.com', 'fresh-pass-42')).status).toBe(200);
  });

  it('locks the account everywhere once failures from many addresses pass the softer limit', async () => {
    await t.signUp('spread@example.com');
    for (let i = 1; i <= 6; i++) {
      expect((await signInFrom(`192.0.2.${i}`, 'spread@example.com', 'wrong-guess')).status).toBe(401);
    }
    const fresh = await signInFrom('192.0.2.200', 'spread@example.com', 'correct-horse-9');
    expect(fresh.status).toBe(429);
    expect(fresh.json.error.code).toBe('account_locked');
  });

  it('clears the failures of an address once the password is right there', async () => {
    await t.signUp('typo@example.com');
    for (let round = 0; round < 2; round++) {
      expect((await signInFrom('198.51.100.3', 'typo@example.com', 'wrong-guess')).status).toBe(401);
      expect((await signInFrom('198.51.100.3', 'typo@example.com', 'wrong-guess')).status).toBe(401);
      expect((await signInFrom('198.51.100.3', 'typo@example.com', 'correct-horse-9')).status).toBe(200);
    }
  });

  it('keys the per-IP limit on the address the proxy appended, not on what the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await signInFrom('203.0.113.99', `rotate-${i}@example.com`, 'wrong-guess', `10.9.8.${i}`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});
