import { formatRangeInZone, localTimeZone } from '@hirebase/shared';

/** The time in the viewer's zone, named; the organizer's zone too when it differs. */
export function InterviewTime({ starts_at, ends_at, timezone }: { starts_at: string; ends_at: string; timezone: string }) {
  const mine = localTimeZone();
  return (
    <span className="grid">
      <time dateTime={starts_at}>{formatRangeInZone(starts_at, ends_at, mine)}</time>
      {timezone !== mine ? <span className="text-xs text-muted-foreground">{formatRangeInZone(starts_at, ends_at, timezone)}</span> : null}
    </span>
  );
}
