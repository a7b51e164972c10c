/**
 * Outlook calendars through Microsoft Graph behind the calendar adapter: `/me/events` created with a
 * `transactionId` derived from the interview (a retried create is not a second event) and patched by
 * its stored id afterwards; a Teams link through `isOnlineMeeting` with `teamsForBusiness`. Graph mails
 * an event's attendees itself and has no switch against it, so the interviewers are named in the body
 * instead (Hirebase sends the invites). Busy times come from `/me/calendar/getSchedule`, changes from
 * `/me/calendarView/delta` (its delta link kept; an expired one is read afresh).
 */
import type { Busy, CalendarAdapter, CalendarEventInput, ChangesAnswer, EventChange, KnownEvent, WrittenEvent } from './adapter';
import { jsonBody, stableEventId, statusOf, type AuthorizedCall } from './http';

type GraphTime = { dateTime: string; timeZone: string };
type GraphEvent = {
  id: string;
  '@odata.etag'?: string;
  '@removed'?: unknown;
  isCancelled?: boolean;
  start?: GraphTime;
  end?: GraphTime;
  responseStatus?: { response?: string };
  attendees?: { emailAddress?: { address?: string }; status?: { response?: string } }[];
  onlineMeeting?: { joinUrl?: string } | null;
};

/** Graph times are wall times in the named zone; Hirebase asks for UTC (Prefer header) and writes UTC. */
const utc = (d: Date): GraphTime => ({ dateTime: d.toISOString().replace('Z', ''), timeZone: 'UTC' });
const fromGraph = (t: GraphTime | undefined): Date | null => {
  if (!t?.dateTime) return null;
  const zoned = /([zZ]|[+-]\d\d:\d\d)$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`;
  const d = new Date(zoned);
  return Number.isNaN(d.getTime()) ? null : d;
};
const PREFER_UTC = { prefer: 'outlook.timezone="UTC"' };
const DELTA_PAST_DAYS = 1;
const DELTA_FUTURE_DAYS = 366;

function resource(event: CalendarEventInput) {
  const people = event.attendees.map((a) => `${a.name} <${a.email}>`).join(', ');
  return {
    subject: event.summary,
    body: { contentType: 'text', content: [event.description, people ? `Interviewers: ${people}` : null].filter(Boolean).join('\n\n') },
    start: utc(event.start),
    end: utc(event.end),
    location: event.location || event.url ? { displayName: event.location ?? event.url } : undefined,
    showAs: 'busy',
    ...(event.conference ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' } : {}),
  };
}

export function graphCalendar(p: { apiBase: string; call: AuthorizedCall; email: string }): CalendarAdapter {
  const me = `${p.apiBase}/v1.0/me`;
  const read = async (res: Response): Promise<GraphEvent> => (await res.json()) as GraphEvent;
  const written = (e: GraphEvent): WrittenEvent => ({ ref: e.id, etag: e['@odata.etag'] ?? null, videoUrl: e.onlineMeeting?.joinUrl ?? null });
  const create = async (event: CalendarEventInput) =>
    read(await p.call(`${me}/events`, { method: 'POST', ...jsonBody({ ...resource(event), transactionId: stableEventId(event.uid) }) }));

  async function deltaPages(start: string): Promise<{ items: GraphEvent[]; deltaLink: string }> {
    const items: GraphEvent[] = [];
    let url = start;
    for (let guard = 0; guard < 200; guard++) {
      const page = (await (await p.call(url, { headers: { ...PREFER_UTC, prefer: `${PREFER_UTC.prefer}, odata.maxpagesize=100` } })).json()) as { value?: GraphEvent[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };
      items.push(...(page.value ?? []));
      if (page['@odata.nextLink']) url = page['@odata.nextLink'];
      else if (page['@odata.deltaLink']) return { items, deltaLink: page['@odata.deltaLink'] };
      else throw new Error('The calendar ended its changes without a delta link');
    }
    throw new Error('The calendar listed more pages than expected');
  }
  /** The whole window read afresh; a known event inside it that the answer leaves out was deleted. */
  const fresh = async (known: KnownEvent[]) => {
    const now = Date.now();
    const window = { start: now - DELTA_PAST_DAYS * 86_400_000, end: now + DELTA_FUTURE_DAYS * 86_400_000 };
    const q = new URLSearchParams({ startDateTime: new Date(window.start).toISOString(), endDateTime: new Date(window.end).toISOString() });
    const answer = await deltaPages(`${me}/calendarView/delta?${q}`);
    const listed = new Set(answer.items.map((i) => i.id));
    const missing = known.filter((k) => !listed.has(k.ref) && k.start.getTime() > window.start && k.start.getTime() < window.end);
    return { ...answer, items: [...answer.items, ...missing.map((k) => ({ id: k.ref, '@removed': { reason: 'deleted' } }))] };
  };

  return {
    async write(event, known) {
      if (!known) return written(await create(event));
      try {
        return written(await read(await p.call(`${me}/events/${encodeURIComponent(known)}`, { method: 'PATCH', ...jsonBody(resource(event)) })));
      } catch (err) {
        if (statusOf(err) === 404) return written(await create(event));
        throw err;
      }
    },
    async remove(ref) {
      try {
        await p.call(`${me}/events/${encodeURIComponent(ref)}`, { method: 'DELETE' });
      } catch (err) {
        if (statusOf(err) !== 404) throw err;
      }
    },
    async busy(range): Promise<Busy[]> {
      const res = await p.call(`${me}/calendar/getSchedule`, {
        method: 'POST',
        ...jsonBody({ schedules: [p.email], startTime: utc(range.from), endTime: utc(range.to), availabilityViewInterval: 15 }),
        headers: { 'content-type': 'application/json', ...PREFER_UTC },
      });
      const answer = (await res.json()) as { value?: { error?: { message?: string }; scheduleItems?: { status?: string; start?: GraphTime; end?: GraphTime }[] }[] };
      const mine = answer.value?.[0];
      if (!mine) throw new Error('The calendar answered no schedule');
      if (mine.error) throw new Error(`The calendar could not answer the schedule: ${mine.error.message ?? 'unknown reason'}`);
      const out: Busy[] = [];
      for (const item of mine.scheduleItems ?? []) {
        const start = fromGraph(item.start);
        const end = fromGraph(item.end);
        if (start && end && item.status !== 'free' && item.status !== 'workingElsewhere') out.push({ start, end, uid: null });
      }
      return out;
    },
    async changes(cursor, known): Promise<ChangesAnswer> {
      const deltaLink = (cursor as { deltaLink?: string | null } | null)?.deltaLink ?? null;
      let answer: { items: GraphEvent[]; deltaLink: string };
      try {
        answer = deltaLink ? await deltaPages(deltaLink) : await fresh(known);
      } catch (err) {
        // An expired delta token (410, SyncStateNotFound): read the window afresh.
        if (deltaLink && (statusOf(err) === 410 || statusOf(err) === 400)) answer = await fresh(known);
        else throw err;
      }
      const byRef = new Map(known.map((k) => [k.ref, k]));
      const changes: EventChange[] = [];
      for (const item of answer.items) {
        const k = byRef.get(item.id);
        if (!k || (item['@odata.etag'] && item['@odata.etag'] === k.etag)) continue;
        const start = fromGraph(item.start);
        const end = fromGraph(item.end);
        if (item['@removed'] !== undefined || item.isCancelled || !start || !end) {
          changes.push({ ref: k.ref, etag: null, gone: true });
          continue;
        }
        const mine = item.attendees?.find((a) => a.emailAddress?.address?.toLowerCase() === k.email.toLowerCase())?.status?.response;
        const declined = item.responseStatus?.response === 'declined' || mine === 'declined';
        changes.push({ ref: k.ref, etag: item['@odata.etag'] ?? null, gone: false, start, end, declined });
      }
      return { cursor: { deltaLink: answer.deltaLink }, unchanged: !!deltaLink && answer.items.length === 0, changes };
    },
  };
}
