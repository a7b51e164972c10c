import type { PortalFieldInfo, PortalJob } from '@hirebase/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { usePortalMutations } from './portal-api';

const SELECT = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

/** The portal's own fields a job sets (industry, functional area…): a choice list or free text. */
export function PortalValueInput({ field, id, value, onChange, placeholder }: { field: PortalFieldInfo; id: string; value: string; onChange: (v: string) => void; placeholder: string }) {
  if (field.choices.length === 0) return <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />;
  return (
    <select id={id} className={SELECT} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {field.choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}

/** Worded apart from the careers posting's own state, which the job's publish page shows beside it. */
function stateOf(job: PortalJob, portalName: string) {
  if (job.in_feed) return <Badge variant="success">In the {portalName} feed</Badge>;
  if (job.published) return <Badge variant="destructive">Held back from {portalName}: fields missing</Badge>;
  return <Badge variant="outline">Not on {portalName}</Badge>;
}

/** One job: its state on the portal, what the portal still needs, its values and Publish / Unpublish. */
function JobRow({ portal, portalName, job, fields, defaults, canPublish }: { portal: string; portalName: string; job: PortalJob; fields: PortalFieldInfo[]; defaults: Record<string, string>; canPublish: boolean }) {
  const { save, unpublish } = usePortalMutations(portal);
  const [values, setValues] = useState<Record<string, string>>(job.values);
  const [problems, setProblems] = useState<string[] | null>(null);
  const own = fields.filter((f) => f.from.startsWith('portal.'));
  const missing = problems ?? job.missing.map((m) => m.label);
  const publish = () =>
    save.mutate(
      { jobId: job.job_id, input: { values, publish: true } },
      {
        onSuccess: () => {
          setProblems(null);
          toast.success(`${job.title} is published to ${portalName}`);
        },
        onError: (e) => {
          const details = isApiError(e) && Array.isArray(e.details) ? (e.details as { message: string }[]).map((d) => d.message) : [];
          setProblems(details.length ? details : [isApiError(e) ? e.message : 'The job could not be published']);
        },
      },
    );
  return (
    <li className="grid gap-3 rounded-md border p-4" aria-label={job.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="font-medium">{job.title}</div>
        <div className="flex items-center gap-2">
          <Badge variant="secondary">{job.status.replace('_', ' ')}</Badge>
          {stateOf(job, portalName)}
        </div>
      </div>
      {missing.length ? (
        <ul role="alert" aria-label={`What ${portalName} still needs for ${job.title}`} className="list-disc pl-5 text-sm text-destructive">
          {missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {canPublish ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {own.map((f) => (
            <label key={f.key} className="grid gap-1 text-sm" htmlFor={`${job.job_id}-${f.key}`}>
              {f.label}
              <PortalValueInput field={f} id={`${job.job_id}-${f.key}`} value={values[f.key] ?? ''} onChange={(v) => setValues({ ...values, [f.key]: v })} placeholder={defaults[f.key] ? `Default: ${defaults[f.key]}` : 'Choose…'} />
            </label>
          ))}
        </div>
      ) : null}
      {canPublish ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={publish} disabled={save.isPending || job.status !== 'open'}>
            {job.published ? 'Save and republish' : `Publish to ${portalName}`}
          </Button>
          {job.published ? (
            <Button size="sm" variant="outline" onClick={() => unpublish.mutate(job.job_id, { onSuccess: () => toast.success(`${job.title} is no longer on ${portalName}`) })} disabled={unpublish.isPending}>
              Remove from {portalName}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function PortalJobs({ portal, portalName, jobs, fields, defaults, canPublish }: { portal: string; portalName: string; jobs: PortalJob[]; fields: PortalFieldInfo[]; defaults: Record<string, string>; canPublish: boolean }) {
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No jobs yet. Jobs you create appear here to publish.</p>;
  return (
    <ul className="grid gap-3" aria-label={`Jobs on ${portalName}`}>
      {jobs.map((job) => (
        <JobRow key={job.job_id} portal={portal} portalName={portalName} job={job} fields={fields} defaults={defaults} canPublish={canPublish} />
      ))}
    </ul>
  );
}
