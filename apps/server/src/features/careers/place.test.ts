import { describe, expect, it } from 'vitest';
import { placeOf } from './place';

describe('placeOf', () => {
  it('finds the country of the ways locations are written, the demo data’s included', () => {
    const country = (location: string) => placeOf(location).country;
    expect(country('Berlin')).toBe('DE');
    expect(country('Berlin, Germany')).toBe('DE');
    expect(country('Rotterdam, Netherlands')).toBe('NL');
    expect(country('London, United Kingdom')).toBe('GB');
    expect(country('Boston, MA')).toBe('US');
    expect(country('Vancouver, BC')).toBe('CA');
    expect(country('Toronto, ON, Canada')).toBe('CA');
    expect(country('Portugal')).toBe('PT');
    expect(placeOf('Munich, Bavaria')).toEqual({ city: 'Munich', state: 'Bavaria', country: 'DE', countries: ['DE'] });
    expect(placeOf('Springfield')).toEqual({ city: 'Springfield', state: null, country: null, countries: [] });
  });

  it('reads a remote location as the countries applicants may live in', () => {
    expect(placeOf('Remote (EU)').countries).toHaveLength(27);
    expect(placeOf('Remote (Europe)').countries).toEqual(expect.arrayContaining(['GB', 'CH', 'DE']));
    expect(placeOf('Remote (US)').countries).toEqual(['US']);
    expect(placeOf('Remote (UK)').countries).toEqual(['GB']);
    expect(placeOf('Remote (Canada)').countries).toEqual(['CA']);
    expect(placeOf('Remote - Germany').countries).toEqual(['DE']);
    expect(placeOf('Spain (Remote)').countries).toEqual(['ES']);
    expect(placeOf('Remote').countries).toEqual([]);
  });
});
