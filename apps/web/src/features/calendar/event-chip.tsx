import type { Interview } from '@hirebase/shared';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';
import { cn, focusRing } from '@/lib/utils';
import { timeOf } from './calendar-dates';

/**
 * An interview on the calendar: drag it to another day or slot to reschedule; click (or Enter)
 * opens it, where the reschedule dialog is the keyboard way to move it.
 */
export function EventChip({ interview: i, zone, onOpen, style, className }: { interview: Interview; zone: string; onOpen: (i: Interview) => void; style?: CSSProperties; className?: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: i.id, data: { interview: i } });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...listeners}
      {...attributes}
      // Keyboard users open the interview instead of dragging it.
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen(i);
        }
      }}
      onClick={() => onOpen(i)}
      aria-label={`${timeOf(i.starts_at, zone)} ${i.title} with ${i.candidate.name}`}
      data-interview-id={i.id}
      style={{ ...style, transform: CSS.Translate.toString(transform) }}
      className={cn(
        'block w-full touch-none overflow-hidden rounded border-l-4 border-primary bg-primary/10 px-1.5 py-0.5 text-left text-xs hover:bg-primary/20',
        isDragging && 'z-20 opacity-80 shadow-lg',
        focusRing,
        className,
      )}
    >
      <span className="font-medium tabular-nums">{timeOf(i.starts_at, zone)}</span> <span className="break-words">{i.title}</span>
      <span className="block truncate text-muted-foreground">{i.candidate.name}</span>
    </button>
  );
}
