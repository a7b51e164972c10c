/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * The candidate's pages at /schedule/{token}: the free slots grouped by day in the candidate's time
 * zone, the confirmation with reschedule and cancel, and the cancel question. Forms work without
 * script; the island only picks the browser's zone. Every text shown is escaped by JSX.
 */
import { formatRangeInZone, utcToWallTime } from '@hirebase/shared';
import type { Slot } from './slots';

export type PageFacts = { title: string; organization: string; jobTitle: string; minutes: number; zone: string; token: string };

const dayLabel = (at: Date, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);
const timeLabel = (at: Date, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

function ZonePicker({ facts, zones, action }: { facts: PageFacts; zones: string[]; action: string }) {
  return (
    <form method="get" action={action} class="schedule-zone" data-schedule-zone>
      <label class="pp-field">
        <span>Your time zone</span>
        <select name="tz">
          {zones.map((z) => (
            <option value={z} selected={z === facts.zone}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      <button class="pp-button pp-button-secondary" type="submit">
        Show times
      </button>
    </form>
  );
}

function Heading({ facts, lead }: { facts: PageFacts; lead: string }) {
  return (
    <>
      <p class="pp-muted">{facts.organization}</p>
      <h1>{facts.title}</h1>
      <p>
        {lead} ({facts.jobTitle}, {facts.minutes} minutes).
      </p>
    </>
  );
}

/** The slots as radio buttons by day, and one button to book the one chosen. */
export function SlotsView(p: { facts: PageFacts; slots: Slot[]; zones: string[]; action: string; message?: string | undefined; lead: string; submit: string }) {
  const { facts } = p;
  const days = new Map<string, Slot[]>();
  for (const s of p.slots) {
    const key = utcToWallTime(s.start, facts.zone).slice(0, 10);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  const here = `/schedule/${facts.token}`;
  return (
    <div>
      <Heading facts={facts} lead={p.lead} />
      {p.message ? (
        <p class="pp-notice pp-error" role="alert">
          {p.message}
        </p>
      ) : null}
      <ZonePicker facts={facts} zones={p.zones} action={p.action === here ? here : `${here}/reschedule`} />
      <p class="pp-muted" data-schedule-shown-zone={facts.zone}>
        Times are shown in {facts.zone.replace(/_/g, ' ')}.
      </p>
      {p.slots.length === 0 ? (
        <p class="pp-card">There are no free times left in this window. Please contact the recruiter to find another time.</p>
      ) : (
        <form method="post" action={p.action}>
          <input type="hidden" name="tz" value={facts.zone} />
          {[...days.values()].map((list) => (
            <fieldset class="schedule-day">
              <legend>{dayLabel(list[0]!.start, facts.zone)}</legend>
              <div class="schedule-slots">
                {list.map((s) => (
                  <label class="schedule-slot">
                    <input type="radio" name="slot" value={s.start.toISOString()} required />
                    <span>
                      {timeLabel(s.start, facts.zone)}–{timeLabel(s.end, facts.zone)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button class="pp-button" type="submit">
            {p.submit}
          </button>
        </form>
      )}
    </div>
  );
}

export type Booked = { start: Date; end: Date; canReschedule: { allowed: boolean; reason: string }; canCancel: { allowed: boolean; reason: string }; contact: string | null };

/** The confirmation: the time in the candidate's zone, and the changes the rules still allow. */
export function BookedView({ facts, booked, zones, message }: { facts: PageFacts; booked: Booked; zones: string[]; message?: string | undefined }) {
  const q = `?tz=${encodeURIComponent(facts.zone)}`;
  const blocked = [booked.canReschedule, booked.canCancel].filter((r) => !r.allowed).map((r) => r.reason);
  return (
    <div>
      {message ? (
        <p class="pp-notice pp-error" role="alert">
          {message}
        </p>
      ) : null}
      <p class="pp-muted">{facts.organization}</p>
      <h1>Your interview is booked</h1>
      <div class="pp-card" role="status">
        <p>
          <strong>{facts.title}</strong> for {facts.jobTitle}
        </p>
        <p>{formatRangeInZone(booked.start, booked.end, facts.zone, 'en-US')}</p>
        <p class="pp-muted">An invitation with the details is on its way to your email.</p>
      </div>
      <ZonePicker facts={facts} zones={zones} action={`/schedule/${facts.token}`} />
      <div class="schedule-actions">
        {booked.canReschedule.allowed ? (
          <a class="pp-button pp-button-secondary" href={`/schedule/${facts.token}/reschedule${q}`}>
            Reschedule
          </a>
        ) : null}
        {booked.canCancel.allowed ? (
          <a class="pp-button pp-button-secondary" href={`/schedule/${facts.token}/cancel${q}`}>
            Cancel interview
          </a>
        ) : null}
      </div>
      {blocked.length ? (
        <p class="pp-muted">
          {[...new Set(blocked)].join(' ')}
          {booked.contact ? ` To change it, please contact ${booked.contact}.` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function CancelView({ facts, booked }: { facts: PageFacts; booked: Booked }) {
  return (
    <div>
      <p class="pp-muted">{facts.organization}</p>
      <h1>Cancel your interview?</h1>
      <p>
        {facts.title} for {facts.jobTitle}: {formatRangeInZone(booked.start, booked.end, facts.zone, 'en-US')}
      </p>
      <form method="post" action={`/schedule/${facts.token}/cancel`} class="schedule-actions">
        <input type="hidden" name="tz" value={facts.zone} />
        <button class="pp-button" type="submit">
          Yes, cancel the interview
        </button>
        <a class="pp-button pp-button-secondary" href={`/schedule/${facts.token}?tz=${encodeURIComponent(facts.zone)}`}>
          Keep it
        </a>
      </form>
    </div>
  );
}

export function MessageView({ title, message }: { title: string; message: string }) {
  return (
    <div class="pp-center">
      <h1>{title}</h1>
      <p class="pp-muted">{message}</p>
    </div>
  );
}
