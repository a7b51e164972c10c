import { describe, expect, it } from 'vitest';
import { identitiesOf, normalizePhone } from './identities';

describe('identities', () => {
  it('normalizes + numbers to E.164 whatever their format, others to digits', () => {
    expect(normalizePhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalizePhone('+14155550100')).toBe('+14155550100');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('(415) 555-0100')).toBe('4155550100');
    expect(normalizePhone('415.555.0100')).toBe('4155550100');
  });

  it('collects every email and phone once', () => {
    expect(
      identitiesOf({ email: 'A@X.io', emails: ['a@x.io', 'b@x.io'], phone: '+1 415 555 0100', phones: ['+14155550100', '555-1234'] }),
    ).toEqual([
      { kind: 'email', value: 'a@x.io' },
      { kind: 'email', value: 'b@x.io' },
      { kind: 'phone', value: '+14155550100' },
      { kind: 'phone', value: '5551234' },
    ]);
  });
});
