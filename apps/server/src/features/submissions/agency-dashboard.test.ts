import { describe, expect, it } from 'vitest';
import { periodStarts } from './agency-dashboard.service';

const starts = (iso: string) => {
  const { week, month, quarter } = periodStarts(new Date(iso));
  return [week, month, quarter].map((d) => d.toISOString());
};

describe('agency dashboard periods (UTC)', () => {
  it('start weeks on Monday 00:00, months on the 1st and quarters in January, April, July and October', () => {
    // A Sunday just before midnight still belongs to the week that began the Monday before.
    expect(starts('2026-11-29T23:59:59.999Z')).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z']);
    // Monday at midnight starts a new week on the spot.
    expect(starts('2026-11-30T00:00:00.000Z')).toEqual(['2026-11-30T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z']);
    // A week that began in the previous year; the month and quarter are this year's.
    expect(starts('2027-01-01T08:00:00.000Z')).toEqual(['2026-12-28T00:00:00.000Z', '2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(starts('2026-06-30T23:00:00.000Z')).toEqual(['2026-06-29T00:00:00.000Z', '2026-06-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(starts('2026-07-01T00:00:00.000Z')).toEqual(['2026-06-29T00:00:00.000Z', '2026-07-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z']);
  });
});
