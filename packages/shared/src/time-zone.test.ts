import { describe, expect, it } from 'vitest';
import { formatRangeInZone, formatTimeInZone, isTimeZone, timeZoneNames, utcToWallTime, wallTimeToUtc, zoneOffsetMinutes } from './time-zone';
import { interviewInputSchema } from './contracts/interviews';

describe('time zones', () => {
  it('reads 10:00 in Asia/Kolkata as 04:30Z and back', () => {
    expect(wallTimeToUtc('2026-03-02T10:00', 'Asia/Kolkata').toISOString()).toBe('2026-03-02T04:30:00.000Z');
    expect(utcToWallTime('2026-03-02T04:30:00Z', 'Asia/Kolkata')).toBe('2026-03-02T10:00');
    expect(zoneOffsetMinutes(new Date('2026-03-02T04:30:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('follows daylight saving time', () => {
    expect(wallTimeToUtc('2026-01-15T09:00', 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(wallTimeToUtc('2026-07-15T09:00', 'America/New_York').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    // 02:30 does not exist on 8 March 2026 in New York: it lands after the jump.
    expect(utcToWallTime(wallTimeToUtc('2026-03-08T02:30', 'America/New_York'), 'America/New_York')).toBe('2026-03-08T03:30');
    // 01:30 happens twice on 1 November 2026: the earlier one (EDT) is taken.
    expect(wallTimeToUtc('2026-11-01T01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('names the zone next to the time', () => {
    const text = formatTimeInZone('2026-03-02T04:30:00Z', 'Asia/Kolkata');
    expect(text).toMatch(/^10:00 .+ \(Asia\/Kolkata\)$/);
    expect(formatTimeInZone('2026-03-02T04:30:00Z', 'Asia/Kolkata', 'en-IN')).toBe('10:00 IST (Asia/Kolkata)');
    expect(formatRangeInZone('2026-03-02T04:30:00Z', '2026-03-02T05:30:00Z', 'Asia/Kolkata')).toContain('10:00–11:00');
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZoneNames()).toContain('Asia/Kolkata');
    expect(timeZoneNames()[0]).toBe('UTC');
  });

  it('validates an interview: an offset is required and the end follows the start', () => {
    const base = {
      application_id: 'a',
      title: 'Screen',
      type: 'video',
      starts_at: '2026-03-02T10:00:00+05:30',
      ends_at: '2026-03-02T11:00:00+05:30',
      timezone: 'Asia/Kolkata',
      interviewer_ids: ['u'],
    };
    expect(interviewInputSchema.safeParse(base).success).toBe(true);
    expect(interviewInputSchema.safeParse({ ...base, starts_at: '2026-03-02T10:00:00' }).success).toBe(false);
    expect(interviewInputSchema.safeParse({ ...base, ends_at: base.starts_at }).success).toBe(false);
    expect(interviewInputSchema.safeParse({ ...base, timezone: 'Nowhere/Else' }).success).toBe(false);
    expect(interviewInputSchema.safeParse({ ...base, video_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(interviewInputSchema.safeParse({ ...base, title: 'a\r\nBcc: x@evil' }).success).toBe(false);
  });
});
