import type { DuplicateCandidateDetails } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { duplicateOf } from '@/features/candidates/api';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useCorrectResume } from './api';
import { correctionOf, RESUME_FIELDS, validateCorrection, type ResumeFormValues } from './resume-form-values';

/**
 * The parsed fields as an editable form. Saving corrects the linked candidate, or (`promote`)
 * creates the candidate from these fields and links the resume to it.
 */
export function ResumeForm({ resumeId, initial, promote }: { resumeId: string; initial: ResumeFormValues; promote: boolean }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<ResumeFormValues>({ defaultValues: initial });
  const correct = useCorrectResume(resumeId);
  useEffect(() => reset(initial), [initial, reset]);

  const onSubmit = (values: ResumeFormValues) => {
    const patch = correctionOf(values, initial, promote);
    const errors = Object.entries(validateCorrection(patch)) as [keyof ResumeFormValues, string][];
    if (promote && !patch.first_name) errors.unshift(['first_name', 'Required']);
    if (errors.length) {
      errors.forEach(([field, message], i) => setError(field, { message }, { shouldFocus: i === 0 }));
      return;
    }
    if (!Object.keys(patch).length) {
      toast('Nothing changed: no corrections to save');
      return;
    }
    correct.mutate(patch);
  };

  const duplicate: DuplicateCandidateDetails | null = duplicateOf(correct.error);
  const otherError = correct.error && !duplicate ? (isApiError(correct.error) ? correct.error.message : 'The corrections could not be saved') : null;

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4" aria-label={promote ? 'New candidate from this resume' : 'Parsed fields'}>
      <div className="grid gap-4 sm:grid-cols-2">
        {RESUME_FIELDS.map((f) => (
          <FormField key={f.name} label={f.label} error={formState.errors[f.name]?.message} hint={f.hint} className={f.name === 'skills' ? 'sm:col-span-2' : undefined}>
            {(p) => <Input {...p} type={f.type ?? 'text'} autoComplete="off" {...register(f.name)} />}
          </FormField>
        ))}
      </div>
      {duplicate ? (
        <FormMessage>
          Another candidate already has this {duplicate.field}.{' '}
          <Link to="/database/candidate/$id" params={{ id: duplicate.existing_id }} className="underline">
            Open that candidate
          </Link>
        </FormMessage>
      ) : null}
      {otherError ? <FormMessage>{otherError}</FormMessage> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={!formState.isDirty || correct.isPending} onClick={() => reset(initial)}>
          Reset
        </Button>
        <Button type="submit" disabled={correct.isPending}>
          {promote ? 'Save corrections as new candidate' : 'Save corrections'}
        </Button>
      </div>
    </form>
  );
}
