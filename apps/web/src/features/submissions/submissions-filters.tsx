import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { clientOptionsQuery, jobsListQuery } from '@/features/jobs/api';
import { membersQuery } from '@/features/team/api';
import type { SubmissionsSearch } from './submissions-search';

type Patch = Partial<SubmissionsSearch>;

function Pick({ label, value, onChange, children }: { label: string; value: string | undefined; onChange: (v: string | undefined) => void; children: React.ReactNode }) {
  return (
    <NativeSelect aria-label={label} className="w-auto min-w-36" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      {children}
    </NativeSelect>
  );
}

/** Client, job, recruiter, status and submitted-between filters; every change goes back to page 1. */
export function SubmissionsFilters({ search, onChange, fixed = [] }: { search: SubmissionsSearch; onChange: (patch: Patch) => void; fixed?: ('client' | 'job')[] }) {
  const clients = useQuery({ ...clientOptionsQuery(), enabled: !fixed.includes('client') });
  const jobs = useQuery({ ...jobsListQuery({ page_size: 100, sort: 'title', client_id: search.client_id }), enabled: !fixed.includes('job') });
  const members = useQuery(membersQuery);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="search" aria-label="Filter submissions">
      {fixed.includes('client') ? null : (
        <Pick label="Filter by client" value={search.client_id} onChange={(v) => onChange({ client_id: v, job_id: undefined })}>
          <option value="">Any client</option>
          {(clients.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Pick>
      )}
      {fixed.includes('job') ? null : (
        <Pick label="Filter by job" value={search.job_id} onChange={(v) => onChange({ job_id: v })}>
          <option value="">Any job</option>
          {(jobs.data?.data ?? []).map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
            </option>
          ))}
        </Pick>
      )}
      <Pick label="Filter by recruiter" value={search.recruiter_id} onChange={(v) => onChange({ recruiter_id: v })}>
        <option value="">Any recruiter</option>
        {(members.data ?? []).map((m) => (
          <option key={m.user_id} value={m.user_id}>
            {m.name}
          </option>
        ))}
      </Pick>
      <Pick label="Filter by status" value={search.status} onChange={(v) => onChange({ status: v as SubmissionsSearch['status'] })}>
        <option value="">Any status</option>
        {SUBMISSION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {SUBMISSION_STATUS_LABELS[s]}
          </option>
        ))}
      </Pick>
      <label className="flex items-center gap-1 text-sm text-muted-foreground">
        From
        <Input type="date" className="w-auto" aria-label="Submitted from" value={search.from ?? ''} onChange={(e) => onChange({ from: e.target.value || undefined })} />
      </label>
      <label className="flex items-center gap-1 text-sm text-muted-foreground">
        To
        <Input type="date" className="w-auto" aria-label="Submitted to" value={search.to ?? ''} onChange={(e) => onChange({ to: e.target.value || undefined })} />
      </label>
      {search.placed_from ? (
        <Button variant="secondary" size="sm" aria-label="Clear the placed-since filter" onClick={() => onChange({ placed_from: undefined })}>
          Placed since {search.placed_from} <X aria-hidden="true" />
        </Button>
      ) : null}
      {search.reached ? (
        <Button variant="secondary" size="sm" aria-label="Clear the reached filter" onClick={() => onChange({ reached: undefined })}>
          Reached {SUBMISSION_STATUS_LABELS[search.reached]} <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
