import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ActivityItem } from './activity-item';
import { activityQuery } from './api';

const PAGE = 20;

/** A record's own history, newest first (GET /activity?entity_id=…). */
export function Timeline({ entityId, title = 'Timeline' }: { entityId: string; title?: string }) {
  const [size, setSize] = useState(PAGE);
  const activity = useQuery(activityQuery({ entity_id: entityId, page_size: size }));
  const rows = activity.data?.data ?? [];
  const total = activity.data?.meta.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {activity.isLoading ? <Skeleton className="h-20" /> : null}
        {activity.isError ? <p className="text-sm text-muted-foreground">The timeline could not be loaded.</p> : null}
        {activity.data && rows.length === 0 ? <p className="text-sm text-muted-foreground">Nothing has happened here yet.</p> : null}
        {rows.length > 0 ? (
          <ol className="relative grid gap-4 border-l pl-4" aria-label={title}>
            {rows.map((row) => (
              <li key={row.id} className="relative">
                <span className="absolute -left-[21px] top-1.5 size-2.5 rounded-full border-2 border-background bg-primary" aria-hidden="true" />
                <ActivityItem activity={row} />
              </li>
            ))}
          </ol>
        ) : null}
        {total > rows.length && size < 100 ? (
          <Button variant="outline" size="sm" className="justify-self-start" disabled={activity.isFetching} onClick={() => setSize((s) => Math.min(100, s + PAGE))}>
            {activity.isFetching ? 'Loading…' : 'Show more'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
