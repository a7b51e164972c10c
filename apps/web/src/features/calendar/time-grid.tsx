import type { Interview } from '@hirebase/shared';
import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { dayOf, minutesOf } from './calendar-dates';
import { EventChip } from './event-chip';

const HOUR_PX = 48;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

function Slot({ day, hour }: { day: string; hour: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot:${day}T${hh(hour)}`, data: { day, time: hh(hour) } });
  return <div ref={setNodeRef} data-slot={`${day}T${hh(hour)}`} style={{ height: HOUR_PX }} className={cn('border-b border-dashed', isOver && 'bg-primary/10')} />;
}

/** Week or day columns of hour slots; dropping an interview on a slot moves its start there. */
export function TimeGrid({ days, today, interviews, zone, onOpen }: { days: string[]; today: string; interviews: Interview[]; zone: string; onOpen: (i: Interview) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 7 * HOUR_PX });
  }, []);
  return (
    <div className="overflow-hidden rounded-md border">
      <div className="grid border-b bg-muted/40 text-xs font-medium" style={{ gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` }}>
        <span />
        {days.map((d) => (
          <span key={d} className={cn('border-l px-2 py-1', d === today && 'text-primary')}>
            {new Date(`${d}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })}
          </span>
        ))}
      </div>
      <div ref={scroller} className="max-h-[36rem] overflow-y-auto">
        <div className="grid" style={{ gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` }}>
          <div>
            {HOURS.map((h) => (
              <div key={h} style={{ height: HOUR_PX }} className="pr-1 text-right text-[11px] text-muted-foreground tabular-nums">
                {hh(h)}
              </div>
            ))}
          </div>
          {days.map((day) => (
            <div key={day} className="relative border-l" aria-label={day} role="group">
              {HOURS.map((h) => (
                <Slot key={h} day={day} hour={h} />
              ))}
              {interviews
                .filter((i) => dayOf(i.starts_at, zone) === day)
                .map((i) => {
                  const top = (minutesOf(i.starts_at, zone) / 60) * HOUR_PX;
                  const height = Math.max(22, ((Date.parse(i.ends_at) - Date.parse(i.starts_at)) / 3_600_000) * HOUR_PX - 2);
                  return <EventChip key={i.id} interview={i} zone={zone} onOpen={onOpen} className="absolute inset-x-1 w-auto" style={{ top, height }} />;
                })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
