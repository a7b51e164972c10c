import type { ScoutPartner } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError, FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { openJobsQuery, scoutApi, useScoutMutation } from './api';

type Shared = { job_id: string; notes: string; show_salary: boolean };
type Values = { email: string; name: string; company: string; commission_terms: string; jobs: Shared[] };

const empty: Values = { email: '', name: '', company: '', commission_terms: '', jobs: [] };

/** Invites a partner (no `partner`) or changes one: details, and the jobs shared with them with notes for partners. */
export function PartnerDialog({ partner, open, onOpenChange }: { partner?: ScoutPartner | undefined; open: boolean; onOpenChange: (o: boolean) => void }) {
  const jobs = useQuery({ ...openJobsQuery(), enabled: open });
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useScoutMutation(scoutApi.invite, 'Invitation sent');
  const update = useScoutMutation(scoutApi.update, 'Partner saved');
  const pending = invite.isPending || update.isPending;

  // Filled when the dialog opens; a refetch of the list while it is open does not overwrite what is being typed.
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setValues(
      partner
        ? { email: partner.email, name: partner.name, company: partner.company, commission_terms: partner.commission_terms, jobs: partner.jobs.map(({ job_id, notes, show_salary }) => ({ job_id, notes, show_salary })) }
        : empty,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset per opening and per partner, not per refetch
  }, [open, partner?.id]);

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const shared = (jobId: string) => values.jobs.find((j) => j.job_id === jobId);
  const toggle = (jobId: string) =>
    set({ jobs: shared(jobId) ? values.jobs.filter((j) => j.job_id !== jobId) : [...values.jobs, { job_id: jobId, notes: '', show_salary: false }] });
  const change = (jobId: string, patch: Partial<Shared>) => set({ jobs: values.jobs.map((j) => (j.job_id === jobId ? { ...j, ...patch } : j)) });
  // A job shared earlier that is no longer open still shows, so saving keeps or drops it on purpose.
  const choices = [...(jobs.data ?? []), ...(partner?.jobs ?? []).filter((j) => !(jobs.data ?? []).some((o) => o.id === j.job_id)).map((j) => ({ id: j.job_id, title: j.title }))];

  function onError(err: unknown) {
    if (isApiError(err) && Array.isArray(err.details)) {
      setErrors(Object.fromEntries((err.details as { path: string; message: string }[]).map((d) => [d.path.split('.')[0]!, d.message])));
    } else {
      setErrors({ form: isApiError(err) ? err.message : 'Something went wrong' });
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setErrors({});
    const done = { onSuccess: () => onOpenChange(false), onError };
    if (partner) update.mutate({ id: partner.id, patch: { name: values.name, company: values.company, commission_terms: values.commission_terms, jobs: values.jobs } }, done);
    else invite.mutate(values, done);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{partner ? `Edit ${partner.name}` : 'Invite a partner'}</DialogTitle>
          <DialogDescription>Partners see only the jobs you share here, and submit candidates to them from their own portal.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email" error={errors.email}>
              {(p) => <Input {...p} type="email" value={values.email} disabled={Boolean(partner)} onChange={(e) => set({ email: e.target.value })} required />}
            </FormField>
            <FormField label="Name" error={errors.name}>
              {(p) => <Input {...p} value={values.name} onChange={(e) => set({ name: e.target.value })} required />}
            </FormField>
            <FormField label="Company" error={errors.company}>
              {(p) => <Input {...p} value={values.company} onChange={(e) => set({ company: e.target.value })} />}
            </FormField>
            <FormField label="Commission terms" error={errors.commission_terms}>
              {(p) => <Input {...p} value={values.commission_terms} placeholder="15% of first-year salary" onChange={(e) => set({ commission_terms: e.target.value })} />}
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Jobs shared</legend>
            {jobs.isLoading ? <p className="text-sm text-muted-foreground">Loading open jobs…</p> : null}
            {choices.length === 0 && !jobs.isLoading ? <p className="text-sm text-muted-foreground">No open jobs to share yet.</p> : null}
            <ul className="grid max-h-72 gap-2 overflow-auto">
              {choices.map((job) => {
                const s = shared(job.id);
                return (
                  <li key={job.id} className="rounded-md border p-2">
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={Boolean(s)} onChange={() => toggle(job.id)} />
                      {job.title}
                    </label>
                    {s ? (
                      <div className="mt-2 grid gap-2">
                        <Textarea aria-label={`Notes for partners about ${job.title}`} rows={2} placeholder="Notes for partners" value={s.notes} onChange={(e) => change(job.id, { notes: e.target.value })} />
                        <label className="flex items-center gap-2 text-xs text-muted-foreground">
                          <input type="checkbox" checked={s.show_salary} onChange={(e) => change(job.id, { show_salary: e.target.checked })} />
                          Show the salary range<span className="sr-only"> of {job.title}</span>
                        </label>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <FormError message={errors.jobs} />
          </fieldset>
          <FormError message={errors.form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {partner ? 'Save' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
