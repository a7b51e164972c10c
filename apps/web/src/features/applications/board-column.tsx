import type { Application, Job } from '@hirebase/shared';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { cn } from '@/lib/utils';
import { ApplicationCard } from './application-card';

type Stage = Job['stages'][number];

/**
 * One stage: a droppable region named "<stage> stage". Cards are virtualized so a column with
 * hundreds of applications renders only what is in view.
 */
export const BoardColumn = memo(function BoardColumn({
  stage,
  applications,
  jobId,
  selected,
  onToggle,
}: {
  stage: Stage;
  applications: Application[];
  jobId: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `stage:${stage.id}`, data: { type: 'column', stage } });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: applications.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 96,
    gap: 8,
    overscan: 8,
    getItemKey: (index) => applications[index]!.id,
  });

  return (
    <section
      ref={setNodeRef}
      aria-label={`${stage.name} stage`}
      className={cn('flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40 transition-colors', isOver && 'border-primary bg-primary/5')}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2">
        <h2 className="truncate text-sm font-semibold">{stage.name}</h2>
        <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums" aria-label={`${applications.length} candidates`}>
          {applications.length}
        </span>
      </header>
      <div ref={scrollRef} className="min-h-32 flex-1 overflow-y-auto px-2 pb-2" style={{ maxHeight: 'calc(100dvh - 17rem)' }}>
        {applications.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-xs text-muted-foreground">Drop candidates here</p>
        ) : (
          <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const application = applications[item.index]!;
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute left-0 top-0 w-full"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <ApplicationCard application={application} jobId={jobId} selected={selected.has(application.id)} onToggle={onToggle} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
