import { createOrgSchema, type CreateOrg, type OrgSummary } from '@hirebase/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { authStore } from '@/features/auth/auth-store';
import { orgKeys, slugify } from '@/features/org/api';
import { apiData, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useSlugCheck } from './use-slug-check';

export function CreateOrgForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slugEdited = useRef(false);
  const { register, handleSubmit, formState, setValue, setError, watch } = useForm<CreateOrg>({
    resolver: zodResolver(createOrgSchema),
    defaultValues: { name: '', slug: '' },
  });
  const slug = watch('slug');
  const { checking, available } = useSlugCheck(slug);

  const mutation = useMutation({
    mutationFn: (values: CreateOrg) => apiData<OrgSummary>('/recruiter/org', { method: 'POST', body: values }),
    meta: { silentError: true },
    onSuccess: async (org) => {
      try {
        await authStore.exchangeToken(org.id);
        await authStore.loadProfile();
      } catch {
        toast.error('Your organization was created, but switching to it failed. Open it from Organizations.');
        return navigate({ to: '/organizations' });
      }
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
      return navigate({ to: '/onboarding/success' });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return setError('slug', { message: error.message });
      if (isApiError(error) && error.status === 422) return setError('name', { message: error.message });
      toast.error(isApiError(error) && error.status < 500 && error.status > 0 ? error.message : 'Could not create the organization');
    },
  });

  const nameField = register('name', {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited.current) setValue('slug', slugify(e.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slugField = register('slug', { onChange: () => (slugEdited.current = true) });
  const slugHint = checking
    ? 'Checking availability…'
    : available === true
      ? 'This address is available.'
      : available === false
        ? 'This address is already taken. Try another one.'
        : 'Lowercase letters, digits and dashes. Candidates see this in your careers page link.';

  return (
    <form className="grid gap-4" onSubmit={handleSubmit((v) => mutation.mutate(v))} noValidate>
      <FormField label="Organization name" error={formState.errors.name?.message}>
        {(p) => <Input {...p} autoComplete="organization" {...nameField} />}
      </FormField>
      <FormField label="Careers page address" error={formState.errors.slug?.message} hint={<span aria-live="polite">{slugHint}</span>}>
        {(p) => (
          <div className="flex items-center rounded-md border border-input bg-muted focus-within:ring-2 focus-within:ring-ring">
            <span className="px-3 text-sm text-muted-foreground" aria-hidden="true">
              company/
            </span>
            <Input {...p} className="rounded-l-none border-0 focus-visible:ring-0" autoComplete="off" spellCheck={false} {...slugField} />
          </div>
        )}
      </FormField>
      <Button type="submit" disabled={mutation.isPending || available === false}>
        {mutation.isPending ? 'Creating…' : 'Create organization'}
      </Button>
    </form>
  );
}
