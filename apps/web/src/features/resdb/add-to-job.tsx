import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { jobsListQuery } from '@/features/jobs/api';
import { isApiError } from '@/lib/api-client';
import { useAddResumeToJob } from './api';

/** "Add to job": puts the resume's candidate in the first stage of an open job. */
export function AddToJobButton({ resumeId, candidateName, disabled }: { resumeId: string; candidateName: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState('');
  const jobs = useQuery({ ...jobsListQuery({ status: 'open', page_size: 100, sort: 'title' }), enabled: open });
  const add = useAddResumeToJob(resumeId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!jobId) return;
    add.mutate(jobId, { onSuccess: () => setOpen(false) });
  };
  const error = add.error
    ? isApiError(add.error) && add.error.status === 409
      ? `${candidateName} is already in this job.`
      : isApiError(add.error)
        ? add.error.message
        : 'The candidate could not be added'
    : null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={disabled}
        onClick={() => {
          add.reset();
          setOpen(true);
        }}
      >
        <BriefcaseBusiness aria-hidden="true" /> Add to job
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Add to job</DialogTitle>
              <DialogDescription>{candidateName} goes into the first stage of the job you choose.</DialogDescription>
            </DialogHeader>
            {jobs.data && jobs.data.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No open jobs. <Link to="/jobs/create" className="underline">Create a job</Link> first.
              </p>
            ) : (
              <FormField label="Job">
                {(p) => (
                  <NativeSelect {...p} value={jobId} required onChange={(e) => setJobId(e.target.value)} disabled={jobs.isLoading}>
                    <option value="">{jobs.isLoading ? 'Loading jobs…' : 'Choose an open job'}</option>
                    {(jobs.data?.data ?? []).map((j) => (
                      <option key={j.id} value={j.id}>
                        {j.title}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
            {error ? <FormMessage>{error}</FormMessage> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!jobId || add.isPending}>
                Add
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
