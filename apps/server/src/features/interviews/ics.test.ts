import { describe, expect, it } from 'vitest';
import { parseCalendar } from './ics-parse';
import { buildCalendar, escapeText, foldLine, type IcsEvent } from './ics';

const event: IcsEvent = {
  uid: '0192-abc@hirebase',
  sequence: 2,
  start: new Date('2026-03-02T04:30:00Z'),
  end: new Date('2026-03-02T05:30:00Z'),
  stamp: new Date('2026-02-01T12:00:00.123Z'),
  summary: 'Interview: Ann; Engineer, Backend',
  description: 'Line one\nLine two \\ done',
  location: 'Room 4, Floor 2',
  url: 'https://meet.example.com/abc',
  organizer: { name: 'Maya "Boss" Recruiter', email: 'maya@example.com' },
  attendees: [
    { name: 'Ann Candidate', email: 'ann@example.com' },
    { name: 'Ravi Interviewer', email: 'ravi@example.com' },
  ],
};

describe('iCalendar writer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting characters', () => {
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('writes a REQUEST that reads back: UTC times, UID, SEQUENCE, people, escaped text', () => {
    const text = buildCalendar({ method: 'REQUEST', events: [event] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    const cal = parseCalendar(text);
    expect(cal.props.METHOD).toBe('REQUEST');
    expect(cal.props.VERSION).toBe('2.0');
    const e = cal.events[0]!;
    expect(e.props).toMatchObject({
      UID: '0192-abc@hirebase',
      SEQUENCE: '2',
      DTSTART: '20260302T043000Z',
      DTEND: '20260302T053000Z',
      DTSTAMP: '20260201T120000Z',
      SUMMARY: 'Interview: Ann; Engineer, Backend',
      DESCRIPTION: 'Line one\nLine two \\ done',
      LOCATION: 'Room 4, Floor 2',
      STATUS: 'CONFIRMED',
    });
    const organizer = e.all.find((p) => p.name === 'ORGANIZER')!;
    expect(organizer.value).toBe('mailto:maya@example.com');
    expect(organizer.params.CN).toBe('Maya Boss Recruiter');
    const attendees = e.all.filter((p) => p.name === 'ATTENDEE');
    expect(attendees.map((a) => a.value)).toEqual(['mailto:ann@example.com', 'mailto:ravi@example.com']);
    expect(attendees[0]!.params.RSVP).toBe('TRUE');
  });

  it('writes a CANCEL with STATUS:CANCELLED', () => {
    const cal = parseCalendar(buildCalendar({ method: 'CANCEL', events: [{ ...event, sequence: 3, canceled: true }] }));
    expect(cal.props.METHOD).toBe('CANCEL');
    expect(cal.events[0]!.props).toMatchObject({ STATUS: 'CANCELLED', SEQUENCE: '3' });
  });

  it('cannot be broken out of by a crafted title or address', () => {
    const text = buildCalendar({
      events: [{ ...event, summary: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT', organizer: { name: 'a";X=1:', email: 'a@b.c\r\nATTENDEE:mailto:evil@x' } }],
    });
    const cal = parseCalendar(text);
    expect(cal.events).toHaveLength(1);
    expect(cal.events[0]!.props.SUMMARY).toBe('x\nEND:VEVENT\nBEGIN:VEVENT');
    expect(cal.events[0]!.all.filter((p) => p.name === 'ATTENDEE')).toHaveLength(2);
  });
});
