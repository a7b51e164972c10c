/**
 * A fake of the few Google Calendar API v3 endpoints Hirebase uses, mounted on the Google fake
 * (fake-google.ts) with `use`: events insert/patch/delete on the primary calendar (ids chosen by the
 * client, 409 on a taken id, `conferenceData.createRequest` honoured only with conferenceDataVersion=1),
 * events.list with page and sync tokens (410 Gone once tokens are expired), freeBusy.query. Deleted
 * events stay listed as cancelled, as Google keeps them. Test helpers act as the user in Google's UI.
 */
import { randomBytes } from 'node:crypto';
import type { FakeOAuthServer, FakeRequest, FakeResponse } from './fake-oauth';

export type FakeGoogleEvent = {
  id: string;
  etag: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime: string };
  end: { dateTime: string };
  attendees?: { email: string; displayName?: string; responseStatus: string; self?: boolean }[];
  hangoutLink?: string;
  conferenceData?: unknown;
  transparency?: string;
  extendedProperties?: unknown;
  seq: number;
};

const googleError = (code: number, message: string, reason: string, status: string): FakeResponse => ({ status: code, body: { error: { code, message, errors: [{ domain: 'calendar', reason, message }], status } } });
const PAGE = 3;

export function mountGoogleCalendar(fake: FakeOAuthServer) {
  const calendars = new Map<string, Map<string, FakeGoogleEvent>>();
  let seq = 0;
  let validFrom = 0;
  const writes: { method: string; id: string; sendUpdates: string | null; conferenceDataVersion: string | null; user: string }[] = [];
  const calendarOf = (email: string) => {
    let c = calendars.get(email);
    if (!c) calendars.set(email, (c = new Map()));
    return c;
  };
  const bump = (e: FakeGoogleEvent) => {
    e.seq = ++seq;
    e.etag = `"${e.seq}"`;
    return e;
  };
  const visible = ({ seq: _s, ...e }: FakeGoogleEvent) => e;

  function apply(e: FakeGoogleEvent, body: any, owner: string, q: URLSearchParams) {
    for (const k of ['summary', 'description', 'location', 'start', 'end', 'extendedProperties', 'transparency', 'status'] as const) if (body[k] !== undefined) (e as any)[k] = body[k];
    if (body.attendees) {
      e.attendees = body.attendees.map((a: any) => ({ email: a.email, displayName: a.displayName, responseStatus: e.attendees?.find((x) => x.email === a.email)?.responseStatus ?? 'needsAction', self: a.email === owner || undefined }));
    }
    const create = body.conferenceData?.createRequest;
    if (create && q.get('conferenceDataVersion') === '1' && !e.hangoutLink) {
      const code = `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}`;
      e.hangoutLink = `https://meet.google.com/${code}`;
      e.conferenceData = { createRequest: { ...create, status: { statusCode: 'success' } }, entryPoints: [{ entryPointType: 'video', uri: e.hangoutLink }], conferenceSolution: { key: { type: 'hangoutsMeet' } } };
    }
    return bump(e);
  }

  fake.use((req: FakeRequest, user) => {
    const path = req.url.pathname;
    const q = req.url.searchParams;
    const mine = calendarOf(user.email);
    if (path === '/calendar/v3/freeBusy' && req.method === 'POST') {
      const { timeMin, timeMax } = req.json();
      const from = Date.parse(timeMin);
      const to = Date.parse(timeMax);
      const busy = [...mine.values()]
        .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent' && Date.parse(e.start.dateTime) < to && Date.parse(e.end.dateTime) > from)
        .map((e) => ({ start: new Date(e.start.dateTime).toISOString(), end: new Date(e.end.dateTime).toISOString() }));
      return { status: 200, body: { kind: 'calendar#freeBusy', timeMin, timeMax, calendars: { primary: { busy } } } };
    }
    const m = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(path);
    if (!m) return null;
    const id = m[1] ? decodeURIComponent(m[1]) : null;
    if (req.method === 'GET' && !id) {
      const token = q.get('syncToken');
      let since = 0;
      if (token) {
        since = Number(token.replace('st-', ''));
        if (!Number.isFinite(since) || since < validFrom) return googleError(410, 'Sync token is no longer valid, a full sync is required.', 'fullSyncRequired', 'GONE');
      }
      const all = [...mine.values()].filter((e) => e.seq > since && (token || q.get('showDeleted') === 'true' || e.status !== 'cancelled')).sort((a, b) => a.seq - b.seq);
      const offset = Number(q.get('pageToken') ?? 0);
      const items = all.slice(offset, offset + PAGE).map(visible);
      const more = offset + PAGE < all.length;
      return { status: 200, body: { kind: 'calendar#events', items, ...(more ? { nextPageToken: String(offset + PAGE) } : { nextSyncToken: `st-${seq}` }) } };
    }
    if (req.method === 'POST' && !id) {
      const body = req.json();
      const newId = body.id ?? randomBytes(10).toString('hex');
      writes.push({ method: 'insert', id: newId, sendUpdates: q.get('sendUpdates'), conferenceDataVersion: q.get('conferenceDataVersion'), user: user.email });
      if (mine.has(newId)) return googleError(409, 'The requested identifier already exists.', 'duplicate', 'ALREADY_EXISTS');
      const e = apply({ id: newId, etag: '', status: 'confirmed', start: body.start, end: body.end, seq: 0 }, body, user.email, q);
      mine.set(newId, e);
      return { status: 200, body: visible(e) };
    }
    const e = id ? mine.get(id) : undefined;
    if (req.method === 'PATCH' && id) {
      writes.push({ method: 'patch', id, sendUpdates: q.get('sendUpdates'), conferenceDataVersion: q.get('conferenceDataVersion'), user: user.email });
      if (!e) return googleError(404, 'Not Found', 'notFound', 'NOT_FOUND');
      return { status: 200, body: visible(apply(e, req.json(), user.email, q)) };
    }
    if (req.method === 'DELETE' && id) {
      writes.push({ method: 'delete', id, sendUpdates: q.get('sendUpdates'), conferenceDataVersion: null, user: user.email });
      if (!e) return googleError(404, 'Not Found', 'notFound', 'NOT_FOUND');
      if (e.status === 'cancelled') return googleError(410, 'Resource has been deleted', 'deleted', 'GONE');
      e.status = 'cancelled';
      bump(e);
      return { status: 204 };
    }
    return null;
  });

  return {
    writes,
    /** The user's events that are not cancelled. */
    events: (email: string) => [...calendarOf(email.toLowerCase()).values()].filter((e) => e.status !== 'cancelled').map(visible),
    event: (email: string, id: string) => calendarOf(email.toLowerCase()).get(id),
    /** An event the user made themselves (a busy time). */
    addEvent(email: string, e: { id: string; start: string; end: string; summary?: string; transparency?: string }) {
      calendarOf(email.toLowerCase()).set(e.id, bump({ id: e.id, etag: '', status: 'confirmed', summary: e.summary, start: { dateTime: e.start }, end: { dateTime: e.end }, transparency: e.transparency, seq: 0 }));
    },
    move(email: string, id: string, start: string, end: string) {
      const e = calendarOf(email.toLowerCase()).get(id)!;
      e.start = { dateTime: start };
      e.end = { dateTime: end };
      bump(e);
    },
    /** The attendee answers in the calendar's owner's copy of the event. */
    respond(owner: string, id: string, attendee: string, responseStatus: 'declined' | 'accepted') {
      const e = calendarOf(owner.toLowerCase()).get(id)!;
      for (const a of e.attendees ?? []) if (a.email === attendee.toLowerCase()) a.responseStatus = responseStatus;
      bump(e);
    },
    /** Every sync token issued so far answers 410 Gone. */
    expireSyncTokens() {
      validFrom = seq + 1;
    },
  };
}
