import type { Job } from '@hirebase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CandidateFormDialog } from '@/features/candidates/candidate-form-dialog';
import { CandidatePicker } from '@/features/candidates/candidate-picker';
import { CustomFieldsFormSection, useCustomValues } from '@/features/custom-fields/custom-fields-form';
import { jobKeys } from '@/features/jobs/api';
import { isApiError } from '@/lib/api-client';
import { mutationErrorMessage } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';
import { applicationKeys, applicationsApi } from './api';

/** "Add candidate": pick someone from the database or create them in place; they land in the first stage. */
export function AddCandidateDialog({ job, existingCandidateIds }: { job: Job; existingCandidateIds: string[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  // The application's own fields (required ones must be filled), given with the person picked.
  const custom = useCustomValues(undefined);
  const add = useMutation({
    meta: { silentError: true },
    mutationFn: ({ candidateId }: { candidateId: string; name: string }) => applicationsApi.add({ jobId: job.id, candidateId, customFields: custom.changed() }),
    onSuccess: async (_data, { name }) => {
      toast.success(`${name} added to ${job.title}`);
      setOpen(false);
      custom.reset(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.job(job.id) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
    onError: (error, { name }) => {
      if (isApiError(error) && error.status === 409) toast.error(`${name} is already in this job`);
      else toast.error(mutationErrorMessage(error));
    },
  });

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button onClick={() => setOpen(true)}>
          <UserPlus aria-hidden="true" /> Add candidate
        </Button>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Add a candidate to {job.title}</DialogTitle>
            <DialogDescription>Pick someone from your database, or create a new candidate.</DialogDescription>
          </DialogHeader>
          <CustomFieldsFormSection entity="application" form={custom} error={add.error} className="grid gap-3" />
          <CandidatePicker
            excludeIds={existingCandidateIds}
            onSelect={(c) => add.mutate({ candidateId: c.id, name: c.name })}
          />
          <div className="flex items-center justify-between gap-2 border-t pt-4">
            <p className="text-sm text-muted-foreground">Not in your database yet?</p>
            <Button
              variant="outline"
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              Create new candidate
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <CandidateFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(c) => {
          setCreating(false);
          add.mutate({ candidateId: c.id, name: c.name });
        }}
      />
    </>
  );
}
