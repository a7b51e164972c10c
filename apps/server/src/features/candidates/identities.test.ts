import { describe, expect, it } from 'vitest';
import { dedupeDecision, identitiesOf, normalizePhone } from './identities';

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

describe('dedupeDecision', () => {
  const holder = (id: string, name: string, emails: string[], phones: string[]) => ({ id, name, emails, phones });
  const PHONE = '+442079460958';

  it.each([
    ['an import row or record merges on its email whatever the name', { name: 'Ann Chen', emails: ['a@x.io'], phones: [] }, [holder('A', 'Ann Lee', ['a@x.io'], [])], 'A', []],
    ['a resume’s email merges under the same name written another way', { name: 'LEE, A.', emails: ['a@x.io', 'z@y.io'], phones: [], fromText: true }, [holder('A', 'Ann Lee', ['a@x.io', 'w@y.io'], [])], 'A', []],
    ['a resume’s email under a shared surname only is proposed', { name: 'Bo Lee', emails: ['a@x.io'], phones: [], fromText: true }, [holder('A', 'Ann Lee', ['a@x.io'], [])], null, ['A']],
    ['a resume’s email merges when a name is unknown', { name: null, emails: ['a@x.io'], phones: [], fromText: true }, [holder('A', 'Ann Lee', ['a@x.io'], [])], 'A', []],
    ['a resume’s email beside different own addresses, a name unknown, is proposed', { name: null, emails: ['a@x.io', 'z@y.io'], phones: [], fromText: true }, [holder('A', 'Ann Lee', ['a@x.io', 'w@y.io'], [])], null, ['A']],
    ['a resume’s email under an unrelated name is proposed', { name: 'Bo Chen', emails: ['a@x.io'], phones: [], fromText: true }, [holder('A', 'Ann Lee', ['a@x.io'], [])], null, ['A']],
    [
      'a shared address beside each one’s own (an agency on forwarded resumes): nothing',
      { name: 'Bo Chen', emails: ['jobs@agency.io', 'bo@x.io'], phones: [PHONE], fromText: true },
      [holder('A', 'Ann Lee', ['jobs@agency.io', 'a@x.io'], [PHONE])],
      null,
      [],
    ],
    ['the same phone and name with no email on one side merges', { name: 'lee, ANN', emails: [], phones: [PHONE] }, [holder('A', 'Ann Lee', ['a@x.io'], [PHONE])], 'A', []],
    ['the same phone and name with differing emails is proposed', { name: 'Ann Lee', emails: ['b@x.io'], phones: [PHONE] }, [holder('A', 'Ann Lee', ['a@x.io'], [PHONE])], null, ['A']],
    ['the same phone, another name and no email is proposed', { name: 'Bo Chen', emails: [], phones: [PHONE] }, [holder('A', 'Ann Lee', ['a@x.io'], [PHONE])], null, ['A']],
    ['an unknown name never merges on a phone', { name: null, emails: [], phones: [PHONE] }, [holder('A', 'Ann Lee', [], [PHONE])], null, ['A']],
    ['the same phone, another name and other emails: two people, nothing', { name: 'Bo Chen', emails: ['b@x.io'], phones: [PHONE] }, [holder('A', 'Ann Lee', ['a@x.io'], [PHONE])], null, []],
    [
      'a number three candidates share is no evidence',
      { name: 'Ann Lee', emails: [], phones: [PHONE] },
      [holder('A', 'Ann Lee', [], [PHONE]), holder('B', 'Bo Chen', [], [PHONE]), holder('C', 'Cy Day', [], [PHONE])],
      null,
      [],
    ],
  ])('%s', (_, arrival, holders, merge, possible) => {
    const decision = dedupeDecision(arrival, holders);
    expect(decision.merge?.candidateId ?? null).toBe(merge);
    expect(decision.possible.map((p) => p.candidateId)).toEqual(possible);
  });
});
