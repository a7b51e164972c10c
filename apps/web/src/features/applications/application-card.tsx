import type { Application } from '@hirebase/shared';
import { useDraggable } from '@dnd-kit/core';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { AssessmentCardBadge } from '@/features/assessments/board-badges';
import { TagList } from '@/features/tags/tag-badge';
import { cn, focusRing } from '@/lib/utils';
import { plural } from '@/lib/plural';

export function daysLabel(days: number): string {
  if (days <= 0) return 'Today in stage';
  return `${plural(days, 'day')} in stage`;
}

export function subtitle(a: Application): string {
  const { current_title: title, current_company: company } = a.candidate;
  if (title && company) return `${title} at ${company}`;
  return title ?? company ?? '';
}

/** The card's content, shared by the board and the drag overlay. */
export function CardBody({ application, link }: { application: Application; link?: ReactNode }) {
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      {link ?? <span className="truncate text-sm font-medium">{application.candidate.name}</span>}
      {subtitle(application) ? <p className="truncate text-xs text-muted-foreground">{subtitle(application)}</p> : null}
      <TagList tags={application.candidate.tags} />
      <AssessmentCardBadge applicationId={application.id} />
      <p className="text-xs text-muted-foreground">
        {application.status === 'rejected' ? `Rejected${application.rejection_reason ? `: ${application.rejection_reason}` : ''}` : daysLabel(application.days_in_stage)}
      </p>
    </div>
  );
}

/**
 * A draggable card: the candidate's name is the link (and the keyboard drag handle: focus it,
 * Space, arrows, Space); the rest of the card can be grabbed with a mouse or a finger.
 */
export const ApplicationCard = memo(function ApplicationCard({
  application,
  jobId,
  selected,
  onToggle,
}: {
  application: Application;
  jobId: string;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    data: { columnId: `stage:${application.stage_id}`, name: application.candidate.name },
  });
  const name = application.candidate.name;
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      className={cn(
        'flex cursor-grab touch-manipulation select-none items-start gap-2 rounded-md border bg-card p-3 shadow-xs transition-opacity',
        selected && 'border-primary ring-1 ring-primary',
        isDragging && 'opacity-40',
      )}
    >
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        aria-label={`Select ${name}`}
        checked={selected}
        onChange={() => onToggle(application.id)}
      />
      <CardBody
        application={application}
        link={
          <Link
            ref={setActivatorNodeRef}
            to="/jobs/$jobId/candidate/$id"
            params={{ jobId, id: application.candidate.id }}
            draggable={false}
            aria-roledescription={attributes['aria-roledescription']}
            aria-describedby={attributes['aria-describedby']}
            className={cn('truncate rounded-sm text-sm font-medium hover:underline', focusRing)}
          >
            {name}
          </Link>
        }
      />
    </div>
  );
});
