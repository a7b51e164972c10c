import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from './plural';

describe('plural', () => {
  it('says one year, never "1 yrs", and pluralises every other count', () => {
    expect(plural(1, 'year')).toBe('1 year');
    expect(plural(0, 'year')).toBe('0 years');
    expect(plural(2.5, 'year')).toBe('2.5 years');
    expect(plural(1200, 'candidate')).toBe('1,200 candidates');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
    expect(pluralNoun(1, 'field')).toBe('field');
  });
});
