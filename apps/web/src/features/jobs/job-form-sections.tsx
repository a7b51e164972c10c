import { EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_PERIODS, WORKPLACES, type JobInput } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { activeMemberChoices, CurrentFirstOptions, type Choice } from '@/components/current-first-options';
import { ChipInput } from '@/components/ui/chip-input';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { useSubscription } from '@/features/org/use-current-org';
import { membersQuery } from '@/features/team/api';
import { clientOptionsQuery } from './api';
import { numberOrNull, textOrNull } from './job-form-values';
import { EMPLOYMENT_TYPE_LABELS, SALARY_PERIOD_LABELS, WORKPLACE_LABELS } from './labels';
import { JOB_STATUS_LABELS } from '@/lib/status-labels';

export type JobForm = UseFormReturn<JobInput>;
const num = { setValueAs: numberOrNull };
const nullable = { setValueAs: textOrNull };

/** The plan's open-job limit, shown where a job is opened, before the server would refuse one more. */
function openJobsHint(sub: { open_job_limit: number | null; open_jobs_used: number; plan_name: string } | undefined): string | undefined {
  if (!sub || sub.open_job_limit === null) return undefined;
  const full = sub.open_jobs_used >= sub.open_job_limit;
  return `${sub.open_jobs_used} of ${sub.open_job_limit} open jobs on your ${sub.plan_name} plan${full ? ': close or archive one, or upgrade in Billing, to open another' : ''}.`;
}

/** `client` and `owner` are the job's current ones, shown even when the option lists lack them. */
export function BasicsSection({ form, client, owner }: { form: JobForm; client?: Choice | null | undefined; owner?: Choice | null | undefined }) {
  const { register, formState } = form;
  const e = formState.errors;
  const clients = useQuery(clientOptionsQuery());
  const members = useQuery(membersQuery);
  const openJobs = openJobsHint(useSubscription().data);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Job title" error={e.title?.message} className="sm:col-span-2">
        {(p) => <Input {...p} autoComplete="off" maxLength={120} {...register('title')} />}
      </FormField>
      <FormField label="Client" error={e.client_id?.message} hint={clients.data?.length === 0 ? 'No clients yet: add one under Clients.' : undefined}>
        {(p) => (
          <NativeSelect {...p} {...register('client_id', nullable)}>
            <option value="">No client (internal)</option>
            <CurrentFirstOptions choices={clients.data} current={client} />
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Department" error={e.department?.message}>
        {(p) => <Input {...p} maxLength={80} {...register('department')} />}
      </FormField>
      <FormField label="Location" error={e.location?.message}>
        {(p) => <Input {...p} maxLength={120} placeholder="City, country" {...register('location')} />}
      </FormField>
      <FormField label="Workplace" error={e.workplace?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('workplace')}>
            {WORKPLACES.map((w) => (
              <option key={w} value={w}>
                {WORKPLACE_LABELS[w]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Employment type" error={e.employment_type?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('employment_type')}>
            {EMPLOYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {EMPLOYMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Openings" error={e.openings?.message}>
        {(p) => <Input {...p} type="number" min={1} max={1000} {...register('openings', { valueAsNumber: true })} />}
      </FormField>
      <FormField label="Status" error={e.status?.message} hint={openJobs}>
        {(p) => (
          <NativeSelect {...p} {...register('status')}>
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {JOB_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Owner" error={e.owner_id?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('owner_id', nullable)}>
            <option value="">No owner</option>
            <CurrentFirstOptions choices={activeMemberChoices(members.data)} current={owner} />
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

export function CompensationSection({ form }: { form: JobForm }) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-4">
      <FormField label="Minimum salary" error={e.salary_min?.message}>
        {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...register('salary_min', num)} />}
      </FormField>
      <FormField label="Maximum salary" error={e.salary_max?.message}>
        {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...register('salary_max', num)} />}
      </FormField>
      <FormField label="Currency" error={e.salary_currency?.message}>
        {(p) => <Input {...p} maxLength={3} placeholder="USD" className="uppercase" {...register('salary_currency', nullable)} />}
      </FormField>
      <FormField label="Pay period" error={e.salary_period?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('salary_period', nullable)}>
            <option value="">Not set</option>
            {SALARY_PERIODS.map((s) => (
              <option key={s} value={s}>
                {SALARY_PERIOD_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Minimum experience (years)" error={e.experience_min?.message} className="sm:col-span-2">
        {(p) => <Input {...p} type="number" min={0} max={60} {...register('experience_min', num)} />}
      </FormField>
      <FormField label="Maximum experience (years)" error={e.experience_max?.message} className="sm:col-span-2">
        {(p) => <Input {...p} type="number" min={0} max={60} {...register('experience_max', num)} />}
      </FormField>
    </div>
  );
}

export function SkillsSection({ form }: { form: JobForm }) {
  const e = form.formState.errors;
  const hint = 'Press Enter or type a comma after each skill.';
  return (
    <div className="grid gap-4">
      {(['required_skills', 'nice_to_have_skills'] as const).map((name) => (
        <FormField
          key={name}
          label={name === 'required_skills' ? 'Required skills' : 'Nice-to-have skills'}
          hint={hint}
          error={e[name]?.message ?? e[name]?.root?.message}
        >
          {(p) => (
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <ChipInput id={p.id} describedBy={p['aria-describedby']} invalid={p['aria-invalid']} itemLabel="skill" value={field.value ?? []} onChange={field.onChange} />
              )}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}

/** `team` is the job's current hiring team: a member who has left stays listed until unticked. */
export function HiringTeamSection({ form, team = [] }: { form: JobForm; team?: readonly Choice[] | undefined }) {
  const members = useQuery(membersQuery);
  const active = activeMemberChoices(members.data);
  const choices = [...team.filter((t) => !active.some((m) => m.id === t.id)), ...active];
  return (
    <Controller
      control={form.control}
      name="hiring_team_ids"
      render={({ field }) => {
        const value = field.value ?? [];
        return (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Hiring team</legend>
            {choices.length ? (
              <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
                {choices.map((m) => (
                  <label key={m.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={value.includes(m.id)}
                      onChange={(ev) => field.onChange(ev.target.checked ? [...value, m.id] : value.filter((id) => id !== m.id))}
                    />
                    {m.name}
                  </label>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Team members appear here once they join.</p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
