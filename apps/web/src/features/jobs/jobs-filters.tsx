import { JOB_STATUSES } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { tagsQuery } from '@/features/tags/api';
import { membersQuery } from '@/features/team/api';
import { clientOptionsQuery } from './api';
import type { JobsSearch } from './jobs-search';
import { JOB_STATUS_LABELS } from '@/lib/status-labels';

type Patch = Partial<JobsSearch>;

function FilterSelect({ label, value, onChange, children }: { label: string; value: string | undefined; onChange: (v: string | undefined) => void; children: React.ReactNode }) {
  return (
    <NativeSelect aria-label={label} className="w-auto min-w-36" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      {children}
    </NativeSelect>
  );
}

/** Search (debounced), status, client, owner, tag and the archived switch; every change resets to page 1. */
export function JobsFilters({ search, onChange }: { search: JobsSearch; onChange: (patch: Patch) => void }) {
  const [q, setQ] = useState(search.q ?? '');
  const clients = useQuery(clientOptionsQuery());
  const members = useQuery(membersQuery);
  const tags = useQuery(tagsQuery('jobs'));

  useEffect(() => {
    const handle = setTimeout(() => {
      if ((search.q ?? '') !== q.trim()) onChange({ q: q.trim() || undefined });
    }, 300);
    return () => clearTimeout(handle);
  }, [q, search.q, onChange]);

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="search" aria-label="Filter jobs">
      <div className="relative min-w-56 flex-1">
        <Search className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden="true" />
        <Input aria-label="Search jobs" placeholder="Search by title, location, department…" className="pl-8" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <FilterSelect label="Filter by status" value={search.status} onChange={(v) => onChange({ status: v as JobsSearch['status'] })}>
        <option value="">Any status</option>
        {JOB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {JOB_STATUS_LABELS[s]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Filter by client" value={search.client_id} onChange={(v) => onChange({ client_id: v })}>
        <option value="">Any client</option>
        {clients.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Filter by owner" value={search.owner_id} onChange={(v) => onChange({ owner_id: v })}>
        <option value="">Any owner</option>
        {members.data?.map((m) => (
          <option key={m.user_id} value={m.user_id}>
            {m.name || m.email}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Filter by tag" value={search.tag_id} onChange={(v) => onChange({ tag_id: v })}>
        <option value="">Any tag</option>
        {tags.data?.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </FilterSelect>
      <div className="flex items-center gap-2">
        <input
          id="jobs-archived"
          type="checkbox"
          className="size-4 accent-primary"
          checked={Boolean(search.archived)}
          onChange={(e) => onChange({ archived: e.target.checked || undefined })}
        />
        <Label htmlFor="jobs-archived">Show archived</Label>
      </div>
    </div>
  );
}
