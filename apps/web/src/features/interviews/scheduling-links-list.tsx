import { formatRangeInZone, localTimeZone, SCHEDULING_LINK_STATUS_LABELS, type SchedulingLink } from '@hirebase/shared';
import { useQueries } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/confirm-dialog';
import { schedulingLinksApi, schedulingLinksQuery, useSchedulingLinkMutation } from './scheduling-api';

const day = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Booked for Tue, Mar 10, 10:00–11:00 …", "Sent — offers Mar 9 to Mar 13, not opened yet". */
function stateText(l: SchedulingLink): string {
  if (l.status === 'booked' && l.interview) return `Booked for ${formatRangeInZone(l.interview.starts_at, l.interview.ends_at, localTimeZone())}`;
  if (l.status === 'sent') return `Offers ${day(l.window_start)} to ${day(l.window_end)}; ${l.view_count ? `opened ${l.view_count} time${l.view_count === 1 ? '' : 's'}` : 'not opened yet'}`;
  if (l.status === 'cancelled') return 'The candidate cancelled the interview';
  if (l.status === 'revoked') return 'The link no longer works';
  return `No time was picked by ${day(l.window_end)}`;
}

/** The scheduling links sent for the candidate's applications, with their state and a revoke button. */
export function SchedulingLinksList({ applicationIds }: { applicationIds: string[] }) {
  const results = useQueries({ queries: applicationIds.map((id) => schedulingLinksQuery(id)) });
  const links = results.flatMap((r) => r.data ?? []).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const confirm = useConfirm();
  const revoke = useSchedulingLinkMutation(schedulingLinksApi.revoke, 'Scheduling link revoked');
  if (!links.length) return null;

  async function onRevoke(l: SchedulingLink) {
    const ok = await confirm({
      title: 'Revoke this scheduling link?',
      description: l.status === 'booked' ? 'The candidate can no longer reschedule or cancel online. The booked interview stays.' : 'The candidate can no longer pick a time with it.',
      confirmText: 'Revoke',
      destructive: true,
    });
    if (ok) revoke.mutate({ applicationId: l.application_id, id: l.id });
  }

  return (
    <section aria-labelledby="scheduling-links-heading" className="mt-4 grid gap-2">
      <h3 id="scheduling-links-heading" className="text-sm font-medium">
        Scheduling links
      </h3>
      <ul className="grid gap-2" aria-label="Scheduling links">
        {links.map((l) => (
          <li key={l.id} aria-label={`${l.title} scheduling link`} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
            <span className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{l.title}</span>
                <span className="text-muted-foreground">{l.job.title}</span>
                <Badge variant={l.status === 'booked' ? 'default' : 'secondary'}>{SCHEDULING_LINK_STATUS_LABELS[l.status]}</Badge>
              </span>
              <span className="text-muted-foreground">{stateText(l)}</span>
            </span>
            {l.status === 'sent' || l.status === 'booked' ? (
              <Button size="sm" variant="outline" onClick={() => onRevoke(l)} disabled={revoke.isPending}>
                Revoke link
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
