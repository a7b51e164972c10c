/**
 * Time zones with Intl only: a wall time in an IANA zone ↔ the UTC instant it names, and how an
 * instant reads in a zone. Interviews are stored and sent as instants; the zone is for people.
 */

/** True when the runtime knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Current IANA names that ICU still lists under their old spelling (Chromium lists Asia/Calcutta,
 * not Asia/Kolkata): offered as well, so people find the name they know.
 */
const CURRENT_NAMES = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Ho_Chi_Minh', 'Asia/Yangon', 'Europe/Kyiv', 'America/Nuuk', 'Atlantic/Faroe', 'Pacific/Kanton'];

/** The zones the runtime knows, sorted, for pickers; the browser's own zone is always among them. */
export function timeZoneNames(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const names = new Set([...supported, ...CURRENT_NAMES.filter(isTimeZone), localTimeZone()]);
  names.delete('UTC');
  return ['UTC', ...[...names].sort()];
}

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string) {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, f);
  }
  return f;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallOf(instant: Date, zone: string): Wall {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at the instant, in minutes (Asia/Kolkata → 330). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const w = wallOf(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall time (`2026-03-02T10:00`) names in a zone. A time skipped by a DST jump
 * moves forward by the jump; a repeated one takes the earlier instant.
 */
export function wallTimeToUtc(wall: string, zone: string): Date {
  const m = WALL.exec(wall);
  if (!m) throw new Error(`Not a wall time: ${wall}`);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const day = 24 * 60 * 60_000;
  // The offsets either side of any transition near the wall time; the ones that read back as the
  // wall time are the answers (two when the hour repeats, none when it is skipped).
  const before = asUtc - zoneOffsetMinutes(new Date(asUtc - day), zone) * 60_000;
  const after = asUtc - zoneOffsetMinutes(new Date(asUtc + day), zone) * 60_000;
  const exact = [before, after].filter((t) => zoneOffsetMinutes(new Date(t), zone) * 60_000 === asUtc - t);
  return new Date(exact.length ? Math.min(...exact) : before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time (`YYYY-MM-DDTHH:mm`) an instant reads as in a zone: what a datetime-local input holds. */
export function utcToWallTime(instant: Date | string, zone: string): string {
  const w = wallOf(new Date(instant), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The zone's short name at the instant ("IST", "GMT+5:30", "CET"). */
export function zoneAbbreviation(instant: Date, zone: string, locale?: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "IST (Asia/Kolkata)", or just "UTC" when the short name is the zone itself. */
function zoneLabel(instant: Date, zone: string, locale?: string): string {
  const short = zoneAbbreviation(instant, zone, locale);
  return short === zone ? zone : `${short} (${zone})`;
}

/** "10:00 GMT+5:30 (Asia/Kolkata)": a time with its zone named, as shown next to every interview. */
export function formatTimeInZone(instant: Date | string, zone: string, locale?: string): string {
  const at = new Date(instant);
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${time} ${zoneLabel(at, zone, locale)}`;
}

/** "Mon, Mar 2, 2026, 10:00–11:00 GMT+5:30 (Asia/Kolkata)". */
export function formatRangeInZone(start: Date | string, end: Date | string, zone: string, locale?: string): string {
  const s = new Date(start);
  const e = new Date(end);
  const day = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(s);
  const time = (d: Date) => new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  const sameDay = utcToWallTime(s, zone).slice(0, 10) === utcToWallTime(e, zone).slice(0, 10);
  const endText = sameDay ? time(e) : `${new Intl.DateTimeFormat(locale, { timeZone: zone, month: 'short', day: 'numeric' }).format(e)} ${time(e)}`;
  return `${day}, ${time(s)}–${endText} ${zoneLabel(s, zone, locale)}`;
}
