import { INTERVIEW_TYPE_LABELS, INTERVIEW_TYPES } from '@hirebase/shared';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';

export type ApplicationChoice = { id: string; label: string };

/** The job to schedule for, when the candidate is on more than one. */
export function JobField({ applications, field, error }: { applications: ApplicationChoice[]; field: UseFormRegisterReturn; error?: string | undefined }) {
  if (applications.length < 2) return null;
  return (
    <FormField label="Job" error={error}>
      {(p) => (
        <NativeSelect {...p} {...field}>
          {applications.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Title and type of the interview, with room for one more column (the length of a scheduling link's slots). */
export function TitleTypeFields(p: { title: UseFormRegisterReturn; type: UseFormRegisterReturn; errors: { title?: string | undefined; type?: string | undefined }; extra?: ReactNode }) {
  return (
    <div className={p.extra ? 'grid gap-4 sm:grid-cols-[1fr_10rem_10rem]' : 'grid gap-4 sm:grid-cols-[1fr_10rem]'}>
      <FormField label="Title" error={p.errors.title}>
        {(f) => <Input {...f} autoComplete="off" {...p.title} />}
      </FormField>
      <FormField label="Type" error={p.errors.type}>
        {(f) => (
          <NativeSelect {...f} {...p.type}>
            {INTERVIEW_TYPES.map((t) => (
              <option key={t} value={t}>
                {INTERVIEW_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {p.extra}
    </div>
  );
}

/** Where the interview happens: a place or a pasted video link. */
export function PlaceFields(p: { location: UseFormRegisterReturn; videoUrl: UseFormRegisterReturn; videoHint?: string | undefined; errors: { location?: string | undefined; video_url?: string | undefined } }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Location" error={p.errors.location}>
        {(f) => <Input {...f} autoComplete="off" placeholder="Office, room or phone number" {...p.location} />}
      </FormField>
      <FormField label="Video link" hint={p.videoHint} error={p.errors.video_url}>
        {(f) => <Input {...f} type="url" autoComplete="off" placeholder="https://…" {...p.videoUrl} />}
      </FormField>
    </div>
  );
}
