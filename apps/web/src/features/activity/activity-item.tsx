import type { Activity } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { cn, focusRing } from '@/lib/utils';
import { activityChanges, activityLink, activitySentence } from './format';
import { RelativeTime } from './relative-time';

/** One activity row: the sentence, the changed fields (before → after) and the time. */
export function ActivityItem({ activity, showLink = false }: { activity: Activity; showLink?: boolean }) {
  const changes = activityChanges(activity);
  const link = showLink ? activityLink(activity) : null;
  return (
    <div className="grid gap-1">
      <p className="text-sm">
        {activitySentence(activity)}
        {link ? (
          <>
            {' · '}
            {/* The route string is computed, so it is typed loosely here. */}
            <Link to={link.to as '/'} params={link.params as never} className={cn('text-primary underline underline-offset-4', focusRing)}>
              Open {activity.entity_type}
            </Link>
          </>
        ) : null}
      </p>
      {changes.length > 0 ? (
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label="Changed fields">
          {changes.map((c) => (
            <li key={c.field} className="break-words">
              <span className="font-medium text-foreground">{c.label}:</span>{' '}
              {c.before === 'empty' ? (
                c.after
              ) : (
                <>
                  {c.before} <span aria-hidden="true">→</span>
                  <span className="sr-only">changed to</span> {c.after}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <RelativeTime value={activity.created_at} />
      </p>
    </div>
  );
}
