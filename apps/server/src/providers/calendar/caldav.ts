/**
 * A CalDAV calendar (RFC 4791) through tsdav: finding the user's calendar, writing, reading back and
 * removing events, and asking when the user is busy. Every request goes through `davFetch`, whose
 * connections refuse private addresses when they are refused (checked at connect time, so a name
 * cannot point elsewhere after a check) and which turns a 401 into `CalDavAuthError`.
 */
import http from 'node:http';
import https from 'node:https';
import { createAccount, deleteCalendarObject, fetchCalendarObjects, fetchCalendars, freeBusyQuery, getBasicAuthHeaders, type DAVCalendar } from 'tsdav';
import { addressPolicy, guardedLookup } from '../../features/webhooks/safe-post';
import { buildCalendar } from '../../features/interviews/ics';
import type { CalendarAdapter, EventChange } from './adapter';
import { readEvents, readFreeBusy, type CalendarEvent } from './ical-read';

export type CalDavServer = { url: string; username: string; password: string };
/** The calendar interviews are written to, as found when connecting. */
export type CalDavCalendar = { url: string; name: string; ctag: string | null };

export class CalDavAuthError extends Error {
  constructor() {
    super('The CalDAV server refused the user name and password');
  }
}

const TIMEOUT_MS = 20_000;
const MAX_BODY = 10 * 1024 * 1024;

/** A `fetch` for tsdav over node:http(s): no redirects followed, private addresses refused unless allowed, 401 thrown. */
export function davFetch(allowPrivate: boolean): typeof fetch {
  const lookup = guardedLookup(addressPolicy(allowPrivate));
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Only http(s) calendar addresses');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const body = typeof init.body === 'string' ? init.body : init.body == null ? undefined : String(init.body);
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const client = url.protocol === 'https:' ? https : http;
    const res = await new Promise<Response>((resolve, reject) => {
      const req = client.request(url, { method: init.method ?? 'GET', headers, lookup: lookup as never, timeout: TIMEOUT_MS }, (r) => {
        const chunks: Buffer[] = [];
        let size = 0;
        r.on('data', (c: Buffer) => {
          size += c.length;
          if (size > MAX_BODY) req.destroy(new Error('The calendar server answered too much'));
          else chunks.push(c);
        });
        r.on('end', () => {
          const status = r.statusCode ?? 0;
          const out = new Headers();
          for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
          const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: r.statusMessage ?? '', headers: out }));
        });
        r.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${url.host} gave no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(body);
    });
    if (res.status === 401) throw new CalDavAuthError();
    return res;
  }) as typeof fetch;
}

type Dav = { headers: Record<string, string>; fetch: typeof fetch };
const davOf = (server: CalDavServer, allowPrivate: boolean): Dav => ({
  headers: getBasicAuthHeaders({ username: server.username, password: server.password }),
  fetch: davFetch(allowPrivate),
});

const asCalendar = (c: CalDavCalendar): DAVCalendar => ({ url: c.url, ctag: c.ctag ?? undefined, displayName: c.name });

/** Signs in, finds the principal's calendars and answers the first that holds events. */
export async function discoverCalendar(server: CalDavServer, opts: { allowPrivate: boolean }): Promise<CalDavCalendar> {
  const dav = davOf(server, opts.allowPrivate);
  const account = await createAccount({ account: { serverUrl: server.url, accountType: 'caldav' }, ...dav });
  const calendars = await fetchCalendars({ account, ...dav });
  const usable = calendars.find((c) => !c.components || c.components.includes('VEVENT'));
  if (!usable) throw new Error('The CalDAV server shows no calendar for events to this user');
  const name = typeof usable.displayName === 'string' ? usable.displayName : usable.url;
  return { url: usable.url, name, ctag: usable.ctag ?? null };
}

/** The calendar's current CTag (changes whenever anything in it does), or null when the server keeps none. */
export async function calendarCtag(server: CalDavServer, calendar: CalDavCalendar, opts: { allowPrivate: boolean }): Promise<string | null> {
  const dav = davOf(server, opts.allowPrivate);
  const res = await dav.fetch(calendar.url, {
    method: 'PROPFIND',
    headers: { ...dav.headers, depth: '0', 'content-type': 'application/xml; charset=utf-8' },
    body: '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/><d:sync-token/></d:prop></d:propfind>',
  });
  if (res.status >= 300) throw new Error(`The calendar answered ${res.status}`);
  const text = await res.text();
  const ctag = /<(?:\w+:)?getctag[^>]*>([^<]*)</i.exec(text)?.[1] ?? /<(?:\w+:)?sync-token[^>]*>([^<]*)</i.exec(text)?.[1];
  return ctag?.trim() || null;
}

/** Where an event of this UID lives in the calendar: a name made only of safe characters. */
export function eventHref(calendar: CalDavCalendar, uid: string): string {
  const base = calendar.url.endsWith('/') ? calendar.url : `${calendar.url}/`;
  return `${base}${uid.replace(/[^A-Za-z0-9._-]/g, '_')}.ics`;
}

/** PUTs the event (created or replaced whole, so a rerun writes the same thing); answers its new ETag when the server gives one. */
export async function putEvent(server: CalDavServer, href: string, ics: string, opts: { allowPrivate: boolean }): Promise<string | null> {
  const dav = davOf(server, opts.allowPrivate);
  const res = await dav.fetch(href, { method: 'PUT', headers: { ...dav.headers, 'content-type': 'text/calendar; charset=utf-8' }, body: ics });
  if (res.status >= 300) throw new Error(`The calendar refused the event: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.headers.get('etag');
}

/** Removes the event; one already gone is fine. */
export async function removeEvent(server: CalDavServer, href: string, opts: { allowPrivate: boolean }): Promise<void> {
  const dav = davOf(server, opts.allowPrivate);
  const res = await deleteCalendarObject({ calendarObject: { url: href }, ...dav });
  if (res.status >= 300 && res.status !== 404 && res.status !== 410) throw new Error(`The calendar refused to remove the event: ${res.status}`);
}

export type StoredEvent = { href: string; etag: string | null; data: string | null };

const xmlText = (s: string) =>
  s
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const element = (block: string, name: string) => new RegExp(`<(?:[\\w-]+:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`, 'i').exec(block)?.[1];

/**
 * The events at these addresses (a calendar-multiget REPORT, read here because tsdav's helper fails
 * the whole answer when one address is gone); `data` null for one the server no longer has.
 */
export async function eventsAt(server: CalDavServer, calendar: CalDavCalendar, hrefs: string[], opts: { allowPrivate: boolean }): Promise<StoredEvent[]> {
  if (hrefs.length === 0) return [];
  const dav = davOf(server, opts.allowPrivate);
  const paths = hrefs.map((h) => new URL(h, calendar.url).pathname);
  const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const res = await dav.fetch(calendar.url, {
    method: 'REPORT',
    headers: { ...dav.headers, depth: '1', 'content-type': 'application/xml; charset=utf-8' },
    body: `<?xml version="1.0" encoding="utf-8"?><c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${paths.map((p) => `<d:href>${escape(p)}</d:href>`).join('')}</c:calendar-multiget>`,
  });
  if (res.status !== 207) throw new Error(`The calendar answered the multiget with ${res.status}`);
  const text = await res.text();
  const byPath = new Map<string, StoredEvent>();
  for (const block of text.split(/<\/(?:[\w-]+:)?response>/i)) {
    const href = element(block, 'href');
    if (!href) continue;
    const path = decodeURIComponent(new URL(xmlText(href.trim()), calendar.url).pathname);
    const data = element(block, 'calendar-data');
    const ok = data !== undefined && /HTTP\/1\.[01] 200/.test(block);
    const etag = element(block, 'getetag');
    byPath.set(path, { href, etag: ok && etag ? xmlText(etag.trim()) : null, data: ok ? xmlText(data.trim()) : null });
  }
  return hrefs.map((h, i) => {
    const got = byPath.get(decodeURIComponent(paths[i]!));
    // An address the answer leaves out is not known to be gone: better no sync than a false decline.
    if (!got) throw new Error(`The calendar did not answer for ${paths[i]}`);
    return { ...got, href: h };
  });
}

export type Busy = { start: Date; end: Date; uid: string | null };

/**
 * When the user is busy between `from` and `to`: the server's free-busy REPORT where it answers one,
 * else the events of a time-range calendar-query (transparent and cancelled ones are free).
 */
export async function busyTimes(server: CalDavServer, calendar: CalDavCalendar, range: { from: Date; to: Date }, opts: { allowPrivate: boolean }): Promise<{ busy: Busy[]; via: 'free-busy' | 'events' }> {
  const dav = davOf(server, opts.allowPrivate);
  const timeRange = { start: range.from.toISOString(), end: range.to.toISOString() };
  try {
    const answer = await freeBusyQuery({ url: calendar.url, timeRange, depth: '1', ...dav });
    const raw = answer?.raw;
    const text = typeof raw === 'string' ? raw : '';
    if (answer?.ok !== false && text.includes('VFREEBUSY')) return { busy: readFreeBusy(text).map((b) => ({ ...b, uid: null })), via: 'free-busy' };
  } catch (err) {
    if (err instanceof CalDavAuthError) throw err;
    // the server does not answer free-busy-query: read the events instead
  }
  const objects = await fetchCalendarObjects({ calendar: asCalendar(calendar), timeRange, expand: true, ...dav });
  const events: CalendarEvent[] = objects.flatMap((o) => (typeof o.data === 'string' ? readEvents(o.data) : []));
  const busy = events.filter((e) => !e.free && e.end > range.from && e.start < range.to).map((e) => ({ start: e.start, end: e.end, uid: e.uid || null }));
  return { busy, via: 'events' };
}

/** The CalDAV calendar behind the calendar adapter: the event PUT whole under its UID, changes found by CTag and ETag. */
export function caldavCalendar(server: CalDavServer, calendar: CalDavCalendar, opts: { allowPrivate: boolean }): CalendarAdapter {
  return {
    async write(event, known) {
      const href = known ?? eventHref(calendar, event.uid);
      const ics = buildCalendar({
        events: [
          {
            uid: event.uid,
            sequence: event.sequence,
            start: event.start,
            end: event.end,
            stamp: new Date(),
            summary: event.summary,
            description: event.description,
            location: event.location,
            url: event.url,
            organizer: event.organizer,
            attendees: event.attendees,
          },
        ],
        // REQUEST gives the attendees PARTSTAT=NEEDS-ACTION to answer; a stored object carries no METHOD.
        method: 'REQUEST',
      }).replace('METHOD:REQUEST\r\n', '');
      return { ref: href, etag: await putEvent(server, href, ics, opts), videoUrl: null };
    },
    remove: (ref) => removeEvent(server, ref, opts),
    busy: async (range) => (await busyTimes(server, calendar, range, opts)).busy,
    async changes(cursor, known) {
      const knownCtag = (cursor as { ctag?: string | null } | null)?.ctag ?? null;
      const ctag = await calendarCtag(server, calendar, opts);
      if (ctag && ctag === knownCtag) return { cursor: { ctag }, unchanged: true, changes: [] };
      const stored = await eventsAt(server, calendar, known.map((k) => k.ref), opts);
      const changes: EventChange[] = [];
      for (const [index, k] of known.entries()) {
        const found = stored[index]!;
        if (found.data !== null && found.etag && found.etag === k.etag) continue;
        const event = found.data === null ? null : (readEvents(found.data).find((e) => e.uid) ?? null);
        if (!event || event.canceled) changes.push({ ref: k.ref, etag: found.etag, gone: true });
        else changes.push({ ref: k.ref, etag: found.etag, gone: false, start: event.start, end: event.end, declined: event.partstat.get(k.email.toLowerCase()) === 'DECLINED' });
      }
      return { cursor: { ctag }, unchanged: false, changes };
    },
  };
}
