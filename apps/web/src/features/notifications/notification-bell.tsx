import type { Notification } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { RelativeTime } from '@/features/activity/relative-time';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn, focusRing } from '@/lib/utils';
import { inAppLink, notificationsQuery, unreadBadge, useMarkRead } from './api';

/** The header bell: unread count, the latest notifications, click to open and mark read. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, refetch } = useQuery(notificationsQuery());
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.meta.unread ?? 0;
  const badge = unreadBadge(unread);
  const items = data?.data ?? [];

  function openItem(n: Notification) {
    if (!n.read_at) markRead.mutate([n.id]);
    setOpen(false);
    const link = inAppLink(n.link);
    if (link) void navigate({ href: link });
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // The bell polls every 30 s; opening it shows what exists now.
        if (next) void refetch();
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
          <Bell aria-hidden="true" />
          {badge && (
            <span className="absolute right-1 top-1 min-w-4 rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-white" aria-hidden="true">
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <div className="flex items-center justify-between border-b px-3 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button variant="ghost" size="sm" disabled={!unread || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
            Mark all read
          </Button>
        </div>
        {items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">You're all caught up.</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto" aria-label="Notifications">
            {items.map((n) => (
              <li key={n.id} className="border-b last:border-0">
                <button type="button" onClick={() => openItem(n)} className={cn('flex w-full gap-2 px-3 py-2 text-left hover:bg-accent', focusRing)}>
                  <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read_at ? 'bg-transparent' : 'bg-primary')} aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm', !n.read_at && 'font-medium')}>
                      {n.title}
                      {!n.read_at && <span className="sr-only"> (unread)</span>}
                    </span>
                    {n.body && <span className="block truncate text-xs text-muted-foreground">{n.body}</span>}
                    <span className="block text-xs text-muted-foreground">
                      <RelativeTime value={n.created_at} />
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
