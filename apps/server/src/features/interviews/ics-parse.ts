/**
 * Reads an iCalendar text back into properties: used by tests to check what invites and feeds say
 * the way a calendar client would read them (unfolded lines, unescaped TEXT).
 */
import { parseIcalLine, type IcalProperty } from '../../providers/calendar/ical-read';

export type IcsProperty = IcalProperty;
export type ParsedEvent = { props: Record<string, string>; all: IcsProperty[] };
export type ParsedCalendar = { props: Record<string, string>; events: ParsedEvent[]; lines: string[] };

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const TEXT_PROPS = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'X-WR-CALNAME']);

export function parseCalendar(text: string): ParsedCalendar {
  if (/[^\r]\n/.test(text)) throw new Error('iCalendar lines must end with CRLF');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const cal: ParsedCalendar = { props: {}, events: [], lines };
  let event: ParsedEvent | null = null;
  for (const line of lines) {
    const prop = parseIcalLine(line);
    if (TEXT_PROPS.has(prop.name)) prop.value = unescapeText(prop.value);
    if (prop.name === 'BEGIN' && prop.value === 'VEVENT') event = { props: {}, all: [] };
    else if (prop.name === 'END' && prop.value === 'VEVENT' && event) {
      cal.events.push(event);
      event = null;
    } else if (event) {
      event.all.push(prop);
      event.props[prop.name] ??= prop.value;
    } else if (prop.name !== 'BEGIN' && prop.name !== 'END') cal.props[prop.name] = prop.value;
  }
  return cal;
}
