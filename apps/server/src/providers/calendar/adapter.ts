/**
 * What Hirebase needs from a user's calendar, whichever server keeps it (CalDAV, Google Calendar,
 * Microsoft Graph): write or replace the event of an interview, remove it, say when the user is busy,
 * and tell what changed in the events Hirebase wrote since the last look. An adapter is opened for one
 * connected account (its credentials inside); `ref` is where the provider keeps the event (a CalDAV
 * address, a Google or Graph event id).
 */
export type CalendarPerson = { name: string; email: string };

export type CalendarEventInput = {
  /** The interview's id and iCalendar UID: the event's stable identity at every provider. */
  interviewId: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** Ask the calendar for its own meeting link (Meet, Teams) on this event. */
  conference: boolean;
};

export type WrittenEvent = { ref: string; etag: string | null; videoUrl: string | null };

export type Busy = { start: Date; end: Date; uid: string | null };

/** An event Hirebase wrote, as the sync knows it, and the address of the calendar's owner. */
export type KnownEvent = { ref: string; etag: string | null; email: string; start: Date };

/** What became of a known event: gone (deleted or cancelled) or there, with its times and the owner's answer. */
export type EventChange = { ref: string; etag: string | null } & ({ gone: true } | { gone: false; start: Date; end: Date; declined: boolean });

/** `cursor` is the provider's own (CTag, sync token, delta link); `unchanged` when the calendar says nothing changed. */
export type ChangesAnswer = { cursor: unknown; unchanged: boolean; changes: EventChange[] };

export type CalendarAdapter = {
  write(event: CalendarEventInput, known: string | null): Promise<WrittenEvent>;
  remove(ref: string): Promise<void>;
  busy(range: { from: Date; to: Date }): Promise<Busy[]>;
  changes(cursor: unknown, known: KnownEvent[]): Promise<ChangesAnswer>;
};
