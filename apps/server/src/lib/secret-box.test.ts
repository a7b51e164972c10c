import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, sealedWithPrevious } from './secret-box';

const current = { authSecret: 'the-current-secret-of-this-server', authSecretPrevious: null };

describe('secret box', () => {
  it('seals with a fresh IV each time and opens what it sealed', () => {
    const a = sealSecret(current, 'app-password');
    const b = sealSecret(current, 'app-password');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('app-password');
    expect(openSecret(current, a)).toBe('app-password');
  });

  it('refuses a changed value and a value of another secret', () => {
    const sealed = sealSecret(current, '{"refresh_token":"r"}');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => openSecret(current, parts.join('.'))).toThrow();
    expect(() => openSecret({ authSecret: 'someone-else', authSecretPrevious: null }, sealed)).toThrow(/no longer has/);
    expect(() => openSecret(current, 'plain text')).toThrow(/Not a sealed secret/);
  });

  it('still opens values of the previous secret after a rotation', () => {
    const old = sealSecret(current, 'token-1');
    const rotated = { authSecret: 'the-next-secret', authSecretPrevious: current.authSecret };
    expect(openSecret(rotated, old)).toBe('token-1');
    expect(sealedWithPrevious(rotated, old)).toBe(true);
    expect(sealedWithPrevious(rotated, sealSecret(rotated, 'token-1'))).toBe(false);
  });
});
