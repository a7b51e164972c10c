/**
 * Reading what a calendar server hands back (RFC 5545): the events of a calendar-query or multiget
 * and the periods of a VFREEBUSY. Lenient where servers are (LF or CRLF, folded lines); times in
 * UTC, with a TZID (converted with Intl) or floating (read in the zone the caller gives). Recurring
 * events are read as their first instance; a server that expands them (RFC 4791 `expand`) sends each.
 */
import { isTimeZone, wallTimeToUtc } from '@hirebase/shared';

export type IcalProperty = { name: string; params: Record<string, string>; value: string };
export type IcalComponent = { type: string; props: IcalProperty[] };

/** NAME;P=V;P2="V":VALUE — a colon inside a quoted parameter is not the separator. */
export function parseIcalLine(line: string): IcalProperty {
  let i = 0;
  let quoted = false;
  for (; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ':' && !quoted) break;
  }
  const [name, ...raw] = line.slice(0, i).split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params: Record<string, string> = {};
  for (const p of raw) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: (name ?? '').toUpperCase(), params, value: line.slice(i + 1) };
}

/** Every component of the given types (VEVENT, VFREEBUSY) with its own properties, nested ones left out. */
export function components(text: string, types: string[]): IcalComponent[] {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/).filter(Boolean);
  const out: IcalComponent[] = [];
  const stack: IcalComponent[] = [];
  for (const line of lines) {
    const prop = parseIcalLine(line);
    if (prop.name === 'BEGIN') stack.push({ type: prop.value.toUpperCase(), props: [] });
    else if (prop.name === 'END') {
      const done = stack.pop();
      if (done && types.includes(done.type)) out.push(done);
    } else stack.at(-1)?.props.push(prop);
  }
  return out;
}

export const prop = (c: IcalComponent, name: string) => c.props.find((p) => p.name === name);

/** 20260302T100000Z, 20260302T100000 with a TZID or floating, or a DATE (midnight). */
export function icalTime(p: Pick<IcalProperty, 'value' | 'params'>, floatingZone = 'UTC'): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(p.value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', z] = m;
  if (z) return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  const tzid = p.params.TZID?.replace(/^\//, '');
  const zone = tzid && isTimeZone(tzid) ? tzid : floatingZone;
  return wallTimeToUtc(`${y}-${mo}-${d}T${h}:${mi}:${s}`, zone);
}

/** P1DT2H30M, PT45M, -PT15M, P2W → milliseconds. */
export function icalDuration(value: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m) return null;
  const [, sign, w = '0', d = '0', h = '0', mi = '0', s = '0'] = m;
  const ms = ((Number(w) * 7 + Number(d)) * 86_400 + Number(h) * 3600 + Number(mi) * 60 + Number(s)) * 1000;
  return sign === '-' ? -ms : ms;
}

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  /** TRANSP:TRANSPARENT or STATUS:CANCELLED: shown in the calendar but not busy. */
  free: boolean;
  canceled: boolean;
  /** PARTSTAT of each attendee, by lower-cased address. */
  partstat: Map<string, string>;
};

/** The events in an iCalendar text (one object, or several from a report). */
export function readEvents(text: string, floatingZone = 'UTC'): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const c of components(text, ['VEVENT'])) {
    const startProp = prop(c, 'DTSTART');
    const start = startProp && icalTime(startProp, floatingZone);
    if (!start) continue;
    const endProp = prop(c, 'DTEND');
    const duration = prop(c, 'DURATION');
    const allDay = startProp.params.VALUE === 'DATE' || /^\d{8}$/.test(startProp.value.trim());
    let end = endProp ? icalTime(endProp, floatingZone) : null;
    if (!end && duration) {
      const ms = icalDuration(duration.value);
      end = ms === null ? null : new Date(start.getTime() + ms);
    }
    end ??= new Date(start.getTime() + (allDay ? 86_400_000 : 0));
    const status = prop(c, 'STATUS')?.value.toUpperCase();
    const partstat = new Map<string, string>();
    for (const a of c.props.filter((p) => p.name === 'ATTENDEE')) {
      const address = a.value.replace(/^mailto:/i, '').trim().toLowerCase();
      partstat.set(address, (a.params.PARTSTAT ?? 'NEEDS-ACTION').toUpperCase());
    }
    events.push({
      uid: prop(c, 'UID')?.value ?? '',
      start,
      end,
      canceled: status === 'CANCELLED',
      free: status === 'CANCELLED' || prop(c, 'TRANSP')?.value.toUpperCase() === 'TRANSPARENT',
      partstat,
    });
  }
  return events;
}

/** The busy periods of VFREEBUSY answers (FREEBUSY lines other than FBTYPE=FREE). */
export function readFreeBusy(text: string): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  for (const c of components(text, ['VFREEBUSY'])) {
    for (const p of c.props.filter((x) => x.name === 'FREEBUSY')) {
      if ((p.params.FBTYPE ?? 'BUSY').toUpperCase() === 'FREE') continue;
      for (const period of p.value.split(',')) {
        const [a, b] = period.split('/');
        const start = a ? icalTime({ value: a, params: {} }) : null;
        if (!start || !b) continue;
        const ms = b.startsWith('P') || b.startsWith('-') ? icalDuration(b) : null;
        const end = ms !== null ? new Date(start.getTime() + ms) : icalTime({ value: b, params: {} });
        if (end && end > start) out.push({ start, end });
      }
    }
  }
  return out;
}
