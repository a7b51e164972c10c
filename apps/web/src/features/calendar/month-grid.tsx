import type { Interview } from '@hirebase/shared';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '@/lib/utils';
import { dayOf } from './calendar-dates';
import { EventChip } from './event-chip';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function DayCell({ day, inMonth, today, children }: { day: string; inMonth: boolean; today: boolean; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `day:${day}`, data: { day } });
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={day}
      data-day={day}
      className={cn('grid min-h-28 content-start gap-1 border-b border-r p-1', !inMonth && 'bg-muted/40 text-muted-foreground', isOver && 'bg-primary/10')}
    >
      <span className={cn('justify-self-end rounded-full px-1.5 text-xs', today && 'bg-primary text-primary-foreground')}>{Number(day.slice(8))}</span>
      {children}
    </div>
  );
}

/** A month as whole weeks; dropping an interview on a day keeps its time of day. */
export function MonthGrid({ days, month, today, interviews, zone, onOpen }: { days: string[]; month: string; today: string; interviews: Interview[]; zone: string; onOpen: (i: Interview) => void }) {
  const byDay = new Map<string, Interview[]>();
  for (const i of interviews) byDay.set(dayOf(i.starts_at, zone), [...(byDay.get(dayOf(i.starts_at, zone)) ?? []), i]);
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <div role="grid" aria-label="Month" className="overflow-hidden rounded-md border-l border-t">
      <div role="row" className="grid grid-cols-7">
        {WEEKDAYS.map((d) => (
          <div key={d} role="columnheader" className="border-b border-r bg-muted/40 px-2 py-1 text-xs font-medium">
            {d}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="grid grid-cols-7">
          {week.map((day) => (
            <DayCell key={day} day={day} inMonth={day.slice(0, 7) === month} today={day === today}>
              {(byDay.get(day) ?? []).map((i) => (
                <EventChip key={i.id} interview={i} zone={zone} onOpen={onOpen} />
              ))}
            </DayCell>
          ))}
        </div>
      ))}
    </div>
  );
}
