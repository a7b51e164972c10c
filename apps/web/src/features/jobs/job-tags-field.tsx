import type { TagRef } from '@hirebase/shared';
import { Controller } from 'react-hook-form';
import { TagPicker } from '@/features/tags/tag-picker';
import type { JobForm } from './job-form-sections';

/** Job tags through the shared TagPicker (tags of the "jobs" feature). */
export function JobTagsField({ form, tags = [] }: { form: JobForm; tags?: TagRef[] }) {
  return (
    <Controller
      control={form.control}
      name="tag_ids"
      render={({ field }) => <TagPicker feature="jobs" label="Tags" value={field.value ?? []} onChange={field.onChange} selectedTags={tags} />}
    />
  );
}
