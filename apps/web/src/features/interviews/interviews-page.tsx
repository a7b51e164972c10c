import { INTERVIEW_SCOPES, type InterviewScope } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Pagination } from '@/features/candidates/list-controls';
import { cn, focusRing } from '@/lib/utils';
import { interviewsQuery } from './api';
import { InterviewItem } from './interview-item';
import type { InterviewsSearch } from './interviews-search';

const TABS: Record<InterviewScope, { label: string; empty: string }> = {
  upcoming: { label: 'Upcoming', empty: 'No upcoming interviews.' },
  past: { label: 'Past', empty: 'No past interviews.' },
  mine: { label: 'Mine', empty: 'You are not an interviewer on any interview.' },
  awaiting_feedback: { label: 'Awaiting feedback', empty: 'No scorecards due from you.' },
};
const PAGE_SIZE = 25;

/** /interviews: upcoming, past, mine and awaiting my feedback. */
export function InterviewsPage({ search }: { search: InterviewsSearch }) {
  const tab = search.tab ?? 'upcoming';
  const page = search.page ?? 1;
  const navigate = useNavigate();
  const list = useQuery(interviewsQuery({ scope: tab, page, page_size: PAGE_SIZE, sort: tab === 'past' || tab === 'mine' ? '-starts_at' : 'starts_at' }));
  const go = (next: InterviewsSearch) => void navigate({ to: '/interviews', search: next });

  return (
    <>
      <PageHeader
        title="Interviews"
        description="Schedule interviews from a candidate's page; times show in your time zone."
        actions={
          <Button variant="outline" asChild>
            <Link to="/calendar">
              <CalendarDays aria-hidden="true" /> Calendar
            </Link>
          </Button>
        }
      />
      <div role="tablist" aria-label="Interviews" className="mb-4 flex flex-wrap gap-1 border-b">
        {INTERVIEW_SCOPES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === tab}
            onClick={() => go({ tab: s === 'upcoming' ? undefined : s })}
            className={cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium', s === tab ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground', focusRing)}
          >
            {TABS[s].label}
          </button>
        ))}
      </div>
      <Card role="tabpanel" aria-label={TABS[tab].label}>
        <CardContent className="pt-6">
          {list.isLoading ? <Skeleton className="h-40" /> : null}
          {list.data && list.data.data.length === 0 ? <p className="text-sm text-muted-foreground">{TABS[tab].empty}</p> : null}
          <ul className="grid gap-3">
            {(list.data?.data ?? []).map((i) => (
              <InterviewItem key={i.id} interview={i} />
            ))}
          </ul>
          {list.data && list.data.meta.total > PAGE_SIZE ? (
            <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.meta.total} onPage={(next) => go({ tab: search.tab, page: next > 1 ? next : undefined })} />
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
