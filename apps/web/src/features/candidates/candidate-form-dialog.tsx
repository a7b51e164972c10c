import type { Candidate, CandidateInput, DuplicateCandidateDetails } from '@hirebase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form';
import { CustomFieldsFormSection, useCustomValues } from '@/features/custom-fields/custom-fields-form';
import { toast } from '@/lib/toast-store';
import { candidateQuery, candidatesApi, duplicateOf, useInvalidateCandidates } from './api';
import { CandidateFormFields } from './candidate-form-fields';
import { emptyCandidateValues, fromCandidate, mergePatch, toCandidateInput, validateCandidate, type CandidateFormValues } from './candidate-form-values';

export type CandidateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved candidate (after a merge: the existing one that was kept). */
  onCreated?: (candidate: Candidate) => void;
  /** Edit this candidate instead of creating one. */
  candidate?: Candidate;
};

type Duplicate = { details: DuplicateCandidateDetails; input: CandidateInput };

/** Only the fields that changed, so an unchanged email is never re-checked against itself. */
function changedFields(before: CandidateInput, after: CandidateInput): Partial<CandidateInput> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof CandidateInput])) out[key] = value;
  }
  return out as Partial<CandidateInput>;
}

export function CandidateFormDialog({ open, onOpenChange, onCreated, candidate }: CandidateFormDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invalidate = useInvalidateCandidates();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const custom = useCustomValues(candidate?.custom_fields);
  const resetCustom = custom.reset;
  const { register, control, handleSubmit, formState, reset, setError } = useForm<CandidateFormValues>({
    defaultValues: candidate ? fromCandidate(candidate) : emptyCandidateValues,
  });

  useEffect(() => {
    if (open) {
      reset(candidate ? fromCandidate(candidate) : emptyCandidateValues);
      resetCustom(candidate?.custom_fields);
      setDuplicate(null);
    }
  }, [open, candidate, reset, resetCustom]);

  function done(saved: Candidate, message: string) {
    toast.success(message);
    void invalidate(saved.id);
    queryClient.setQueryData(candidateQuery(saved.id).queryKey, saved);
    onOpenChange(false);
    onCreated?.(saved);
  }

  const save = useMutation({
    mutationFn: (input: CandidateInput) =>
      candidate
        ? candidatesApi.update({ id: candidate.id, patch: changedFields(toCandidateInput(fromCandidate(candidate)), input) })
        : candidatesApi.create(input),
    meta: { silentError: true },
    onSuccess: (saved) => done(saved, candidate ? 'Candidate saved' : 'Candidate created'),
    onError: (error, input) => {
      const details = duplicateOf(error);
      if (details) setDuplicate({ details, input });
      else toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    },
  });

  const merge = useMutation({
    mutationFn: async ({ details, input }: Duplicate) => {
      if (candidate) return candidatesApi.merge({ id: details.existing_id, duplicateId: candidate.id });
      const existing = await queryClient.fetchQuery({ ...candidateQuery(details.existing_id), staleTime: 0 });
      const patch = mergePatch(existing, input);
      return Object.keys(patch).length ? candidatesApi.update({ id: existing.id, patch }) : existing;
    },
    onSuccess: (saved) => done(saved, 'Merged into the existing candidate'),
  });

  function onSubmit(values: CandidateFormValues) {
    setDuplicate(null);
    const input = toCandidateInput(values);
    const errors = validateCandidate(input);
    const entries = Object.entries(errors) as [keyof CandidateFormValues, string][];
    if (entries.length) {
      entries.forEach(([field, message], i) => setError(field, { message }, { shouldFocus: i === 0 }));
      return;
    }
    const customValues = custom.changed();
    save.mutate(customValues ? { ...input, custom_fields: customValues } : input);
  }

  function openExisting(id: string) {
    onOpenChange(false);
    void navigate({ to: '/database/candidate/$id', params: { id } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{candidate ? `Edit ${candidate.name}` : 'New candidate'}</DialogTitle>
          <DialogDescription>{candidate ? 'Change the profile; everything is recorded in the timeline.' : 'Add a person to your candidate database.'}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          <CandidateFormFields register={register} control={control} errors={formState.errors} owner={candidate?.owner} />
          <CustomFieldsFormSection entity="candidate" form={custom} error={save.error} />
          {duplicate ? (
            <FormMessage>
              <p>A candidate with this {duplicate.details.field} already exists{duplicate.details.value ? ` (${duplicate.details.value})` : ''}.</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => openExisting(duplicate.details.existing_id)}>
                  Open existing
                </Button>
                <Button size="sm" variant="outline" disabled={merge.isPending} onClick={() => merge.mutate(duplicate)}>
                  {merge.isPending ? 'Merging…' : 'Merge'}
                </Button>
              </div>
            </FormMessage>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save candidate'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
