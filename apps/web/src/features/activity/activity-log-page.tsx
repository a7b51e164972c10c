import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Pagination } from '@/features/candidates/list-controls';
import { membersQuery } from '@/features/team/api';
import { ActivityItem } from './activity-item';
import { activityQuery } from './api';
import { fieldLabel } from './format';

export type ActivitySearch = { actor_id?: string; entity_type?: string; action?: string; from?: string; to?: string; page?: number };
const PAGE_SIZE = 50;

/** A local calendar day as the instant it starts (or ends), so "To" includes the whole day. */
export function dayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function ActivityLogPage({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate();
  const members = useQuery(membersQuery);
  const page = search.page ?? 1;
  const log = useQuery(
    activityQuery({
      actor_id: search.actor_id,
      entity_type: search.entity_type,
      action: search.action,
      from: dayBound(search.from, false),
      to: dayBound(search.to, true),
      page,
      page_size: PAGE_SIZE,
    }),
  );
  const update = (patch: Partial<ActivitySearch>) =>
    navigate({ to: '/settings/activity-log', search: (prev: ActivitySearch) => ({ ...prev, page: undefined, ...patch }), replace: true });
  const set = (key: keyof Omit<ActivitySearch, 'page'>) => (value: string) => void update({ [key]: value || undefined });
  const filtered = Boolean(search.actor_id || search.entity_type || search.action || search.from || search.to);
  const rows = log.data?.data ?? [];

  return (
    <>
      <PageHeader title="Activity log" description="Who did what to which record, across the organization." />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" role="search" aria-label="Filter activity">
            <FormField label="Actor">
              {(p) => (
                <NativeSelect {...p} value={search.actor_id ?? ''} onChange={(e) => set('actor_id')(e.target.value)}>
                  <option value="">Anyone</option>
                  {(members.data ?? []).map((m) => (
                    <option key={m.user_id} value={m.user_id}>
                      {m.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Entity">
              {(p) => (
                <NativeSelect {...p} value={search.entity_type ?? ''} onChange={(e) => set('entity_type')(e.target.value)}>
                  <option value="">Any record</option>
                  {ACTIVITY_ENTITIES.map((e) => (
                    <option key={e} value={e}>
                      {fieldLabel(e)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Action">
              {(p) => (
                <NativeSelect {...p} value={search.action ?? ''} onChange={(e) => set('action')(e.target.value)}>
                  <option value="">Any action</option>
                  {ACTIVITY_ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {fieldLabel(a)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="From">{(p) => <Input {...p} type="date" value={search.from ?? ''} max={search.to} onChange={(e) => set('from')(e.target.value)} />}</FormField>
            <FormField label="To">{(p) => <Input {...p} type="date" value={search.to ?? ''} min={search.from} onChange={(e) => set('to')(e.target.value)} />}</FormField>
            <div className="flex items-end">
              <Button variant="outline" disabled={!filtered} onClick={() => void navigate({ to: '/settings/activity-log', search: {}, replace: true })}>
                Clear filters
              </Button>
            </div>
          </div>
          {log.isLoading ? <Skeleton className="h-64" /> : null}
          {log.isError ? <p className="text-sm text-destructive">The activity log could not be loaded.</p> : null}
          {log.data && rows.length === 0 ? <p className="py-10 text-center text-sm text-muted-foreground">{filtered ? 'Nothing matches these filters.' : 'No activity yet.'}</p> : null}
          {rows.length > 0 && log.data ? (
            <div aria-busy={log.isFetching}>
              <ol className="divide-y" aria-label="Activity">
                {rows.map((row) => (
                  <li key={row.id} className="py-3">
                    <ActivityItem activity={row} showLink />
                  </li>
                ))}
              </ol>
              <Pagination page={page} pageSize={log.data.meta.page_size} total={log.data.meta.total} onPage={(p) => void update({ page: p > 1 ? p : undefined })} />
            </div>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
