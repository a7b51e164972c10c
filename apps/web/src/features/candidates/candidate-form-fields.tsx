import type { UserRef } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { activeMemberChoices, CurrentFirstOptions } from '@/components/current-first-options';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TagPicker } from '@/features/tags/tag-picker';
import { membersQuery } from '@/features/team/api';
import type { CandidateFormValues } from './candidate-form-values';

type Props = {
  register: UseFormRegister<CandidateFormValues>;
  control: Control<CandidateFormValues>;
  errors: FieldErrors<CandidateFormValues>;
  /** The candidate's current owner, shown even while the member list loads or after they left. */
  owner?: UserRef | null | undefined;
};

type TextField = { name: Exclude<keyof CandidateFormValues, 'tag_ids'>; label: string; type?: string; autoComplete?: string; hint?: string };

const main: TextField[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'off' },
  { name: 'last_name', label: 'Last name', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'current_title', label: 'Current title' },
  { name: 'current_company', label: 'Current company' },
  { name: 'location', label: 'Location' },
  { name: 'years_experience', label: 'Years of experience', type: 'number' },
  { name: 'source', label: 'Source', hint: 'Where they came from: referral, LinkedIn, job board…' },
];

export function CandidateFormFields({ register, control, errors, owner }: Props) {
  const members = useQuery(membersQuery);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {main.map((f) => (
        <FormField key={f.name} label={f.label} error={errors[f.name]?.message} hint={f.hint}>
          {(p) => <Input {...p} type={f.type ?? 'text'} autoComplete={f.autoComplete} {...(f.type === 'number' ? { min: 0, max: 70, step: 0.5 } : {})} {...register(f.name)} />}
        </FormField>
      ))}
      <FormField label="Owner" error={errors.owner_id?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('owner_id')}>
            <option value="">No owner</option>
            <CurrentFirstOptions choices={activeMemberChoices(members.data)} current={owner} />
          </NativeSelect>
        )}
      </FormField>
      <FormField className="sm:col-span-2" label="Skills" error={errors.skills?.message} hint="Separate with commas.">
        {(p) => <Input {...p} autoComplete="off" {...register('skills')} />}
      </FormField>
      <FormField label="Alternate addresses" error={errors.emails?.message} hint="Further email addresses, separated with commas.">
        {(p) => <Input {...p} autoComplete="off" {...register('emails')} />}
      </FormField>
      <FormField label="Alternate numbers" error={errors.phones?.message} hint="Further phone numbers, separated with commas.">
        {(p) => <Input {...p} autoComplete="off" {...register('phones')} />}
      </FormField>
      <FormField className="sm:col-span-2" label="Links" error={errors.links?.message} hint="One http(s) URL per line: LinkedIn, GitHub, portfolio.">
        {(p) => <Textarea {...p} rows={2} {...register('links')} />}
      </FormField>
      <div className="sm:col-span-2">
        <Controller control={control} name="tag_ids" render={({ field }) => <TagPicker feature="candidates" value={field.value} onChange={field.onChange} />} />
      </div>
    </div>
  );
}
