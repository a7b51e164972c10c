import { jobInputSchema, type Job, type JobInput } from '@hirebase/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { FormError, FormField, FormMessage } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { customFieldsQuery } from '@/features/custom-fields/api';
import { CustomFieldsFormSection, useCustomValues, type CustomValues } from '@/features/custom-fields/custom-fields-form';
import { pipelinesQuery } from '@/features/pipelines/api';
import { isApiError } from '@/lib/api-client';
import { BasicsSection, CompensationSection, HiringTeamSection, SkillsSection, type JobForm as Form } from './job-form-sections';
import { jobFormDefaults, type JobFormDefaults } from './job-form-values';
import { RichTextEditor } from './rich-text-editor';

export type JobFormOutput = z.output<typeof jobInputSchema>;

function PipelinePicker({ form }: { form: Form }) {
  const pipelines = useQuery(pipelinesQuery());
  return (
    <FormField label="Pipeline template" hint="The job copies these stages; you can change them later for this job only.">
      {(p) => (
        <NativeSelect {...p} {...form.register('pipeline_id', { setValueAs: (v: string) => v || undefined })}>
          {pipelines.data?.map((pl) => (
            <option key={pl.id} value={pl.id}>
              {pl.name}
              {pl.is_default ? ' (default)' : ''} — {pl.stages.length} stages
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The job's custom fields, as a section of their own when the organization has any. */
function CustomSection({ form, error }: { form: CustomValues; error: unknown }) {
  const fields = useQuery(customFieldsQuery('job'));
  if (!fields.data?.length) return null;
  return (
    <SectionCard title="Fields">
      <CustomFieldsFormSection entity="job" form={form} error={error} />
    </SectionCard>
  );
}

/**
 * The one job form, for /jobs/create and /jobs/$jobId/configure. Validated with the shared
 * jobInputSchema; `onSubmit` receives the parsed values.
 */
export function JobForm({
  job,
  defaults,
  submitLabel,
  pending,
  error,
  extra,
  onSubmit,
}: {
  job?: Job;
  defaults?: JobFormDefaults;
  submitLabel: string;
  pending: boolean;
  /** The failed save: its message is shown, and its issues on custom fields on each field. */
  error?: unknown;
  /** Rendered after the description (e.g. the tag picker). */
  extra?: (form: Form) => ReactNode;
  onSubmit: (values: JobFormOutput) => void;
}) {
  const form = useForm<JobInput, unknown, JobFormOutput>({
    resolver: zodResolver(jobInputSchema),
    defaultValues: jobFormDefaults(job, defaults),
  });
  const errorCount = Object.keys(form.formState.errors).length;
  const custom = useCustomValues(job?.custom_fields);
  const submit = (values: JobFormOutput) => {
    const customValues = custom.changed();
    onSubmit(customValues ? { ...values, custom_fields: customValues } : values);
  };

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit(submit)} aria-label={job ? `Edit ${job.title}` : 'New job'}>
      <SectionCard title="Basics">
        <BasicsSection form={form as Form} client={job?.client} owner={job ? job.owner : defaults?.owner} />
      </SectionCard>
      <SectionCard title="Compensation and experience" description="Leave a field empty when it does not apply.">
        <CompensationSection form={form as Form} />
      </SectionCard>
      <SectionCard title="Skills">
        <SkillsSection form={form as Form} />
      </SectionCard>
      <SectionCard title="Description" description="What the role is, what the person will do, and what they need.">
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => <RichTextEditor label="Job description" value={field.value ?? ''} onChange={field.onChange} />}
        />
        <FormError message={form.formState.errors.description?.message} />
      </SectionCard>
      <SectionCard title="Team">
        <div className="grid gap-4">
          <HiringTeamSection form={form as Form} team={job?.hiring_team} />
          {extra?.(form as Form)}
          {!job ? <PipelinePicker form={form as Form} /> : null}
        </div>
      </SectionCard>
      <CustomSection form={custom} error={error} />
      {errorCount ? <FormMessage>Check the highlighted fields ({errorCount}).</FormMessage> : null}
      {isApiError(error) ? <FormMessage>{error.message}</FormMessage> : null}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
