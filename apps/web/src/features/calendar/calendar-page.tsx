import { localTimeZone, utcToWallTime, type Interview } from '@hirebase/shared';
import { DndContext, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { interviewRangeQuery, interviewsApi, savedMessage, useInterviewMutation } from '@/features/interviews/api';
import { InterviewItem } from '@/features/interviews/interview-item';
import { addDays, addMonths, daysOf, moveTo, rangeOf, type CalendarView } from './calendar-dates';
import { FeedCard } from './feed-card';
import { MonthGrid } from './month-grid';
import { Segmented } from './segmented';
import type { CalendarSearch } from './calendar-search';
import { TimeGrid } from './time-grid';

function titleOf(view: CalendarView, days: string[], anchor: string) {
  const fmt = (d: string, o: Intl.DateTimeFormatOptions) => new Date(`${d}T12:00:00Z`).toLocaleDateString(undefined, { ...o, timeZone: 'UTC' });
  if (view === 'month') return fmt(anchor, { month: 'long', year: 'numeric' });
  if (view === 'day') return fmt(anchor, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return `${fmt(days[0]!, { month: 'short', day: 'numeric' })} – ${fmt(days.at(-1)!, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** /calendar: the organization's (or my) interviews by month, week or day; drag to reschedule. */
export function CalendarPage({ search }: { search: CalendarSearch }) {
  const zone = localTimeZone();
  const today = utcToWallTime(new Date(), zone).slice(0, 10);
  const view = search.view ?? 'month';
  const anchor = search.date ?? today;
  const mine = !!search.mine;
  const days = daysOf(view, anchor);
  const { from, to } = rangeOf(days, zone);
  const list = useQuery(interviewRangeQuery(from, to, mine));
  const navigate = useNavigate();
  const [open, setOpen] = useState<Interview | null>(null);
  const move = useInterviewMutation(interviewsApi.update, (saved) => savedMessage('Interview moved; updated invites are on their way', saved));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const go = (next: CalendarSearch) => void navigate({ to: '/calendar', search: { view: search.view, date: search.date, mine: search.mine, ...next } });
  const step = (n: number) => go({ date: view === 'month' ? addMonths(anchor, n) : addDays(anchor, n * (view === 'week' ? 7 : 1)) });

  // The pointer-up that ends a drag also clicks the chip: that click must not open it.
  const dragEndedAt = useRef(0);
  const onOpen = (i: Interview) => {
    if (Date.now() - dragEndedAt.current > 200) setOpen(i);
  };

  function onDragEnd(e: DragEndEvent) {
    dragEndedAt.current = Date.now();
    const i = e.active.data.current?.interview as Interview | undefined;
    const target = e.over?.data.current as { day: string; time?: string } | undefined;
    if (!i || !target) return;
    const next = moveTo(i, target, zone);
    if (next.starts_at === i.starts_at) return;
    move.mutate({ id: i.id, patch: next });
  }

  const interviews = list.data ?? [];
  const current = open ? (interviews.find((i) => i.id === open.id) ?? open) : null;
  return (
    <>
      <PageHeader title="Calendar" description={`Interviews in your time zone, ${zone.replace(/_/g, ' ')}. Drag one to another day or time to reschedule it.`} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => go({ date: undefined })}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Previous" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next" onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 className="text-lg font-semibold" aria-live="polite">
            {titleOf(view, days, anchor)}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Segmented label="Whose interviews" value={mine ? 'mine' : 'org'} options={[{ value: 'org', label: 'Organization' }, { value: 'mine', label: 'Mine' }]} onChange={(v) => go({ mine: v === 'mine' ? true : undefined })} />
          <Segmented label="View" value={view} options={[{ value: 'month', label: 'Month' }, { value: 'week', label: 'Week' }, { value: 'day', label: 'Day' }]} onChange={(v) => go({ view: v === 'month' ? undefined : (v as CalendarView) })} />
        </div>
      </div>
      <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={onDragEnd} onDragCancel={() => (dragEndedAt.current = Date.now())}>
        {view === 'month' ? (
          <MonthGrid days={days} month={anchor.slice(0, 7)} today={today} interviews={interviews} zone={zone} onOpen={onOpen} />
        ) : (
          <TimeGrid days={days} today={today} interviews={interviews} zone={zone} onOpen={onOpen} />
        )}
      </DndContext>
      <div className="mt-6">
        <FeedCard />
      </div>
      <Dialog open={!!current} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Interview</DialogTitle>
          </DialogHeader>
          {current ? (
            <ul>
              <InterviewItem interview={current} />
            </ul>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
