import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@hirebase/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { authStore } from '@/features/auth/auth-store';
import { pendingInvitation } from '@/features/auth/pending-invitation';
import { apiData } from '@/lib/api-client';

function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(' ')];
}

export function ProfileForm({ user }: { user: Profile }) {
  const navigate = useNavigate();
  const [first, last] = splitName(user.name);
  const { register, handleSubmit, formState } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      first_name: user.first_name ?? first,
      last_name: user.last_name ?? last,
      job_title: user.job_title ?? '',
      phone: user.phone ?? '',
    },
  });

  const mutation = useMutation({
    mutationFn: (values: ProfileUpdate) => apiData<Profile>('/recruiter/user/profile', { method: 'PATCH', body: values }),
    onSuccess: async () => {
      const profile = await authStore.loadProfile();
      const invitation = pendingInvitation();
      if (invitation) return navigate({ href: invitation });
      if (profile.default_org) return navigate({ to: '/' });
      return navigate({ to: '/onboarding/create-org' });
    },
  });

  const errors = formState.errors;
  return (
    <form className="grid gap-4" onSubmit={handleSubmit((v) => mutation.mutate(v as ProfileUpdate))} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name?.message}>
          {(p) => <Input {...p} autoComplete="given-name" {...register('first_name')} />}
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message}>
          {(p) => <Input {...p} autoComplete="family-name" {...register('last_name')} />}
        </FormField>
      </div>
      <FormField label="Job title" error={errors.job_title?.message} hint="Optional, e.g. Senior Recruiter">
        {(p) => <Input {...p} autoComplete="organization-title" {...register('job_title')} />}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} hint="Optional">
        {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone')} />}
      </FormField>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Continue'}
      </Button>
    </form>
  );
}
