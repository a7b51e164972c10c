/**
 * A small iCalendar (RFC 5545) writer for interview invites and feeds: CRLF lines folded at 75
 * octets, TEXT escaped, times as UTC instants (`…Z`) so no VTIMEZONE is needed.
 */

export type IcsPerson = { name: string; email: string };
export type IcsEvent = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  canceled?: boolean;
};
export type IcsCalendar = {
  /** REQUEST or CANCEL for invites (RFC 5546); none for a subscribed feed. */
  method?: 'REQUEST' | 'CANCEL';
  name?: string;
  events: IcsEvent[];
};

const PRODID = '-//Hirebase//Interviews//EN';

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN) is quoted; quotes and control characters cannot appear in it. */
const paramValue = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '').slice(0, 200)}"`;
/** Addresses go into a URI: anything that could break the line or the URI is dropped. */
const mailto = (email: string) => `mailto:${email.replace(/[\s"<>;:,\\]/g, '')}`;

/** YYYYMMDDTHHMMSSZ */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Folds a content line to 75 octets per line, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function eventLines(e: IcsEvent, method?: IcsCalendar['method']): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.url && /^https?:\/\//i.test(e.url)) lines.push(`URL:${e.url.replace(/[\s"<>\\]/g, '')}`);
  lines.push(`ORGANIZER;CN=${paramValue(e.organizer.name)}:${mailto(e.organizer.email)}`);
  for (const a of e.attendees) {
    const rsvp = method === 'REQUEST' ? ';RSVP=TRUE;PARTSTAT=NEEDS-ACTION' : '';
    lines.push(`ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT${rsvp}:${mailto(a.email)}`);
  }
  lines.push(`STATUS:${e.canceled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

export function buildCalendar(cal: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', `PRODID:${PRODID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  if (cal.method) lines.push(`METHOD:${cal.method}`);
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`);
  for (const e of cal.events) lines.push(...eventLines(e, cal.method));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
