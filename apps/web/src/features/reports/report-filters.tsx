import { can, GROUPS_OF, SOURCE_CHANNEL_LABELS, SOURCE_CHANNELS, type ReportGroup, type ReportName } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { DebouncedInput } from '@/features/candidates/debounced-input';
import { clientOptionsQuery, jobsListQuery } from '@/features/jobs/api';
import { useRole } from '@/features/org/use-current-org';
import { membersQuery } from '@/features/team/api';
import type { ReportFilters } from './api';

const GROUP_LABELS: Record<ReportGroup, string> = { job: 'Job', department: 'Department', client: 'Client', member: 'Member', week: 'Week', month: 'Month' };

type Props = {
  name: ReportName;
  value: ReportFilters;
  onChange: (patch: Partial<ReportFilters>) => void;
  /** False for a saved report, whose period rolls with each send: no From and To. */
  dates?: boolean;
  className?: string;
};

/** Period, job, department, client, recruiter (managers and admins) and source; time to hire and team activity also group. */
export function ReportFilterBar({ name, value, onChange, dates = true, className }: Props) {
  const role = useRole();
  const jobs = useQuery(jobsListQuery({ page_size: 100, sort: 'title' }));
  const clients = useQuery(clientOptionsQuery());
  const members = useQuery({ ...membersQuery, enabled: can(role, 'reports:team') });
  const pick = (key: keyof ReportFilters) => (e: { target: { value: string } }) => onChange({ [key]: e.target.value || undefined });
  return (
    <div role="group" aria-label="Report filters" className={className ?? 'mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6'}>
      {dates ? (
        <>
          <FormField label="From">{(p) => <Input {...p} type="date" value={value.from ?? ''} onChange={pick('from')} />}</FormField>
          <FormField label="To">{(p) => <Input {...p} type="date" value={value.to ?? ''} onChange={pick('to')} />}</FormField>
        </>
      ) : null}
      <FormField label="Job">
        {(p) => (
          <NativeSelect {...p} value={value.job_id ?? ''} onChange={pick('job_id')}>
            <option value="">All jobs</option>
            {(jobs.data?.data ?? []).map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Department">{(p) => <DebouncedInput {...p} value={value.department ?? ''} onValueChange={(v) => onChange({ department: v || undefined })} />}</FormField>
      <FormField label="Client">
        {(p) => (
          <NativeSelect {...p} value={value.client_id ?? ''} onChange={pick('client_id')}>
            <option value="">All clients</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Source">
        {(p) => (
          <NativeSelect {...p} value={value.source ?? ''} onChange={pick('source')}>
            <option value="">All sources</option>
            {SOURCE_CHANNELS.map((s) => (
              <option key={s} value={s}>
                {SOURCE_CHANNEL_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {can(role, 'reports:team') ? (
        <FormField label="Recruiter">
          {(p) => (
            <NativeSelect {...p} value={value.recruiter_id ?? ''} onChange={pick('recruiter_id')}>
              <option value="">Everyone</option>
              {(members.data ?? []).map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      {GROUPS_OF[name] ? (
        <FormField label="Group by">
          {(p) => (
            <NativeSelect {...p} value={value.group_by ?? GROUPS_OF[name]![0]} onChange={pick('group_by')}>
              {GROUPS_OF[name]!.map((g) => (
                <option key={g} value={g}>
                  {GROUP_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
    </div>
  );
}
