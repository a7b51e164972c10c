import { describe, expect, it } from 'vitest';
import { addMonths, daysOf, moveTo, rangeOf, weekStart } from './calendar-dates';

describe('calendar dates', () => {
  it('lays a month out in whole weeks from Monday', () => {
    const days = daysOf('month', '2026-03-17');
    expect(days[0]).toBe('2026-02-23');
    expect(days.at(-1)).toBe('2026-04-05');
    expect(days.length % 7).toBe(0);
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysOf('week', '2026-03-05')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
  });

  it('covers whole days in the viewer’s zone', () => {
    expect(rangeOf(['2026-03-02'], 'Asia/Kolkata')).toEqual({ from: '2026-03-01T18:30:00.000Z', to: '2026-03-02T18:30:00.000Z' });
  });

  it('moves an interview to another day at the same time, or to a slot, keeping its length', () => {
    const i = { starts_at: '2026-03-02T04:30:00.000Z', ends_at: '2026-03-02T05:15:00.000Z' };
    expect(moveTo(i, { day: '2026-03-04' }, 'Asia/Kolkata')).toEqual({ starts_at: '2026-03-04T04:30:00.000Z', ends_at: '2026-03-04T05:15:00.000Z' });
    expect(moveTo(i, { day: '2026-03-04', time: '14:00' }, 'Asia/Kolkata')).toEqual({ starts_at: '2026-03-04T08:30:00.000Z', ends_at: '2026-03-04T09:15:00.000Z' });
  });
});
