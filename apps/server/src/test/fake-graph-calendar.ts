/**
 * A fake of the Microsoft Graph calendar endpoints Hirebase uses, mounted on the Microsoft fake
 * (fake-microsoft.ts) with `use`: /me/events create (a repeated `transactionId` answers the event it
 * made), patch, delete; /me/calendar/getSchedule; /me/calendarView/delta with next and delta links
 * (deleted events as `@removed`; 410 SyncStateNotFound once delta tokens are expired). Times are
 * kept and answered in UTC, as with `Prefer: outlook.timezone="UTC"`. Test helpers act as the user in Outlook.
 */
import { randomBytes } from 'node:crypto';
import type { FakeOAuthServer, FakeRequest, FakeResponse } from './fake-oauth';

type Time = { dateTime: string; timeZone: string };
export type FakeGraphEvent = {
  id: string;
  '@odata.etag': string;
  subject?: string;
  body?: { contentType: string; content: string };
  start: Time;
  end: Time;
  location?: { displayName?: string };
  showAs?: string;
  isCancelled: boolean;
  isOnlineMeeting?: boolean;
  onlineMeetingProvider?: string;
  onlineMeeting?: { joinUrl: string } | null;
  responseStatus: { response: string };
  transactionId?: string;
  seq: number;
  removed?: boolean;
};

const graphError = (status: number, code: string, message: string): FakeResponse => ({ status, body: { error: { code, message, innerError: { 'request-id': randomBytes(8).toString('hex') } } } });
const instant = (t: Time) => Date.parse(/Z|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`);
const PAGE = 3;

export function mountGraphCalendar(fake: FakeOAuthServer) {
  const calendars = new Map<string, Map<string, FakeGraphEvent>>();
  let seq = 0;
  let validFrom = 0;
  const calendarOf = (email: string) => {
    let c = calendars.get(email);
    if (!c) calendars.set(email, (c = new Map()));
    return c;
  };
  const bump = (e: FakeGraphEvent) => {
    e.seq = ++seq;
    e['@odata.etag'] = `W/"${e.seq}"`;
    return e;
  };
  const visible = ({ seq: _s, removed: _r, transactionId: _t, ...e }: FakeGraphEvent) => e;
  const apply = (e: FakeGraphEvent, body: any) => {
    for (const k of ['subject', 'body', 'start', 'end', 'location', 'showAs', 'isOnlineMeeting', 'onlineMeetingProvider'] as const) if (body[k] !== undefined) (e as any)[k] = body[k];
    if (e.isOnlineMeeting && e.onlineMeetingProvider === 'teamsForBusiness' && !e.onlineMeeting) e.onlineMeeting = { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${randomBytes(9).toString('hex')}%40thread.v2/0` };
    return bump(e);
  };

  fake.use((req: FakeRequest, user) => {
    const path = req.url.pathname;
    const mine = calendarOf(user.email);
    const base = `http://${req.headers.host}`;
    if (path === '/v1.0/me/calendar/getSchedule' && req.method === 'POST') {
      const body = req.json();
      const from = instant(body.startTime);
      const to = instant(body.endTime);
      return {
        status: 200,
        body: {
          value: (body.schedules as string[]).map((address) => {
            if (address.toLowerCase() !== user.email) return { scheduleId: address, error: { message: 'The user is not in this organization', responseCode: 'UnknownError' } };
            const scheduleItems = [...mine.values()]
              .filter((e) => !e.removed && !e.isCancelled && instant(e.start) < to && instant(e.end) > from)
              .map((e) => ({ isPrivate: false, status: e.showAs ?? 'busy', subject: e.subject, start: e.start, end: e.end }));
            return { scheduleId: address, availabilityView: '', scheduleItems, workingHours: {} };
          }),
        },
      };
    }
    if (path === '/v1.0/me/calendarView/delta' && req.method === 'GET') {
      const q = req.url.searchParams;
      const token = q.get('$deltatoken');
      const skip = q.get('$skiptoken');
      let since = 0;
      let from = -Infinity;
      let to = Infinity;
      if (token) {
        since = Number(token.replace('dt-', ''));
        if (!Number.isFinite(since) || since < validFrom) return graphError(410, 'SyncStateNotFound', 'The sync state generation is not found.');
      } else if (skip) {
        [since, from, to] = skip.split('_').slice(1).map(Number) as [number, number, number];
      } else {
        from = Date.parse(q.get('startDateTime') ?? '');
        to = Date.parse(q.get('endDateTime') ?? '');
        if (!Number.isFinite(from) || !Number.isFinite(to)) return graphError(400, 'ErrorInvalidParameter', 'startDateTime and endDateTime are required');
      }
      const offset = Number(skip?.split('_')[0] ?? 0);
      const all = [...mine.values()].filter((e) => e.seq > since && (token || (!e.removed && instant(e.start) < to && instant(e.end) > from))).sort((a, b) => a.seq - b.seq);
      const value = all.slice(offset, offset + PAGE).map((e) => (e.removed ? { id: e.id, '@removed': { reason: 'deleted' } } : visible(e)));
      const more = offset + PAGE < all.length;
      const next = more ? { '@odata.nextLink': `${base}/v1.0/me/calendarView/delta?$skiptoken=${offset + PAGE}_${since}_${from}_${to}` } : { '@odata.deltaLink': `${base}/v1.0/me/calendarView/delta?$deltatoken=dt-${seq}` };
      return { status: 200, body: { value, ...next } };
    }
    const m = /^\/v1\.0\/me\/events(?:\/([^/]+))?$/.exec(path);
    if (!m) return null;
    const id = m[1] ? decodeURIComponent(m[1]) : null;
    if (req.method === 'POST' && !id) {
      const body = req.json();
      const again = body.transactionId ? [...mine.values()].find((e) => e.transactionId === body.transactionId && !e.removed) : undefined;
      if (again) return { status: 201, body: visible(again) };
      const e = apply({ id: `AAMkAG${randomBytes(12).toString('base64url')}`, '@odata.etag': '', start: body.start, end: body.end, isCancelled: false, responseStatus: { response: 'organizer' }, transactionId: body.transactionId, seq: 0 }, body);
      mine.set(e.id, e);
      return { status: 201, body: visible(e) };
    }
    const e = id ? mine.get(id) : undefined;
    if (!e || e.removed) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (req.method === 'PATCH') return { status: 200, body: visible(apply(e, req.json())) };
    if (req.method === 'DELETE') {
      e.removed = true;
      bump(e);
      return { status: 204 };
    }
    if (req.method === 'GET') return { status: 200, body: visible(e) };
    return null;
  });

  return {
    events: (email: string) => [...calendarOf(email.toLowerCase()).values()].filter((e) => !e.removed).map(visible),
    addEvent(email: string, e: { start: string; end: string; subject?: string; showAs?: string }) {
      const id = `AAMkUser${randomBytes(6).toString('hex')}`;
      calendarOf(email.toLowerCase()).set(id, bump({ id, '@odata.etag': '', subject: e.subject, start: { dateTime: e.start.replace('Z', ''), timeZone: 'UTC' }, end: { dateTime: e.end.replace('Z', ''), timeZone: 'UTC' }, showAs: e.showAs ?? 'busy', isCancelled: false, responseStatus: { response: 'organizer' }, seq: 0 }));
    },
    move(email: string, id: string, start: string, end: string) {
      const e = calendarOf(email.toLowerCase()).get(id)!;
      e.start = { dateTime: start.replace('Z', ''), timeZone: 'UTC' };
      e.end = { dateTime: end.replace('Z', ''), timeZone: 'UTC' };
      bump(e);
    },
    /** The user deletes the event in Outlook. */
    remove(email: string, id: string) {
      const e = calendarOf(email.toLowerCase()).get(id)!;
      e.removed = true;
      bump(e);
    },
    expireDeltaTokens() {
      validFrom = seq + 1;
    },
  };
}
