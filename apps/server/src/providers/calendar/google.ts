/**
 * Google Calendar (API v3) behind the calendar adapter, on the user's primary calendar. The event id is
 * derived from the interview, so a rerun patches the event it wrote before instead of adding one;
 * `sendUpdates=none` because Hirebase sends its own invites. A Meet link is asked for with
 * `conferenceData.createRequest` (`conferenceDataVersion=1`). Busy times come from `freeBusy.query`,
 * changes from `events.list` with the sync token of the last look (410 Gone: a full list again).
 */
import type { Busy, CalendarAdapter, CalendarEventInput, ChangesAnswer, EventChange, WrittenEvent } from './adapter';
import { jsonBody, stableEventId, statusOf, type AuthorizedCall } from './http';

type GoogleEvent = {
  id: string;
  etag?: string;
  status?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
  attendees?: { email?: string; responseStatus?: string; self?: boolean }[];
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
};

const meetLink = (e: GoogleEvent): string | null => e.hangoutLink ?? e.conferenceData?.entryPoints?.find((p) => p.entryPointType === 'video')?.uri ?? null;
const when = (t: GoogleEvent['start']): Date | null => (t?.dateTime ? new Date(t.dateTime) : t?.date ? new Date(`${t.date}T00:00:00Z`) : null);

function resource(event: CalendarEventInput) {
  return {
    status: 'confirmed',
    summary: event.summary,
    description: event.description,
    location: event.location ?? event.url ?? undefined,
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    attendees: event.attendees.map((a) => ({ email: a.email, displayName: a.name })),
    source: event.url ? { title: 'Join', url: event.url } : undefined,
    extendedProperties: { private: { hirebase_interview: event.interviewId } },
  };
}

export function googleCalendar(p: { apiBase: string; call: AuthorizedCall }): CalendarAdapter {
  const events = `${p.apiBase}/calendar/v3/calendars/primary/events`;
  const query = 'sendUpdates=none&conferenceDataVersion=1';
  const conference = (interviewId: string) => ({ createRequest: { requestId: `hirebase-${interviewId}`, conferenceSolutionKey: { type: 'hangoutsMeet' } } });

  const patch = async (id: string, body: unknown): Promise<GoogleEvent> => (await p.call(`${events}/${encodeURIComponent(id)}?${query}`, { method: 'PATCH', ...jsonBody(body) })).json() as Promise<GoogleEvent>;
  const insert = async (body: unknown): Promise<GoogleEvent> => (await p.call(`${events}?${query}`, { method: 'POST', ...jsonBody(body) })).json() as Promise<GoogleEvent>;

  async function write(event: CalendarEventInput, known: string | null): Promise<WrittenEvent> {
    const id = known ?? stableEventId(event.uid);
    const body = resource(event);
    let saved: GoogleEvent;
    try {
      saved = known ? await patch(id, body) : await insert({ ...body, id, ...(event.conference ? { conferenceData: conference(event.interviewId) } : {}) });
    } catch (err) {
      // Known but gone → insert under the same id; inserted before (a rerun, or a deleted event keeps its id) → patch.
      if (known && statusOf(err) === 404) saved = await insert({ ...body, id, ...(event.conference ? { conferenceData: conference(event.interviewId) } : {}) });
      else if (!known && statusOf(err) === 409) saved = await patch(id, body);
      else throw err;
    }
    if (event.conference && !meetLink(saved)) saved = await patch(id, { conferenceData: conference(event.interviewId) });
    return { ref: saved.id, etag: saved.etag ?? null, videoUrl: meetLink(saved) };
  }

  async function list(syncToken: string | null): Promise<{ items: GoogleEvent[]; nextSyncToken: string | null }> {
    const items: GoogleEvent[] = [];
    let pageToken: string | null = null;
    for (let guard = 0; guard < 200; guard++) {
      const q = new URLSearchParams({ maxResults: '250', showDeleted: 'true' });
      if (syncToken) q.set('syncToken', syncToken);
      if (pageToken) q.set('pageToken', pageToken);
      const page = (await (await p.call(`${events}?${q}`)).json()) as { items?: GoogleEvent[]; nextPageToken?: string; nextSyncToken?: string };
      items.push(...(page.items ?? []));
      if (page.nextPageToken) pageToken = page.nextPageToken;
      else return { items, nextSyncToken: page.nextSyncToken ?? null };
    }
    throw new Error('The calendar listed more pages than expected');
  }

  return {
    write,
    async remove(ref) {
      try {
        await p.call(`${events}/${encodeURIComponent(ref)}?sendUpdates=none`, { method: 'DELETE' });
      } catch (err) {
        if (statusOf(err) !== 404 && statusOf(err) !== 410) throw err;
      }
    },
    async busy(range): Promise<Busy[]> {
      const res = await p.call(`${p.apiBase}/calendar/v3/freeBusy`, { method: 'POST', ...jsonBody({ timeMin: range.from.toISOString(), timeMax: range.to.toISOString(), items: [{ id: 'primary' }] }) });
      const answer = (await res.json()) as { calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason?: string }[] }> };
      const primary = answer.calendars?.primary ?? Object.values(answer.calendars ?? {})[0];
      if (!primary) throw new Error('The calendar answered no free/busy for the primary calendar');
      if (primary.errors?.length) throw new Error(`The calendar could not answer free/busy: ${primary.errors.map((e) => e.reason).join(', ')}`);
      return (primary.busy ?? []).map((b) => ({ start: new Date(b.start), end: new Date(b.end), uid: null }));
    },
    async changes(cursor, known): Promise<ChangesAnswer> {
      const syncToken = (cursor as { syncToken?: string | null } | null)?.syncToken ?? null;
      let answer: { items: GoogleEvent[]; nextSyncToken: string | null };
      try {
        answer = await list(syncToken);
      } catch (err) {
        // The token expired (410 Gone): the whole calendar is listed again.
        if (syncToken && statusOf(err) === 410) answer = await list(null);
        else throw err;
      }
      const byRef = new Map(known.map((k) => [k.ref, k]));
      const changes: EventChange[] = [];
      for (const item of answer.items) {
        const k = byRef.get(item.id);
        if (!k || (item.etag && item.etag === k.etag)) continue;
        const start = when(item.start);
        const end = when(item.end);
        if (item.status === 'cancelled' || !start || !end) {
          changes.push({ ref: k.ref, etag: item.etag ?? null, gone: true });
          continue;
        }
        const me = item.attendees?.find((a) => a.self || a.email?.toLowerCase() === k.email.toLowerCase());
        changes.push({ ref: k.ref, etag: item.etag ?? null, gone: false, start, end, declined: me?.responseStatus === 'declined' });
      }
      return { cursor: { syncToken: answer.nextSyncToken }, unchanged: !!syncToken && answer.items.length === 0, changes };
    },
  };
}
