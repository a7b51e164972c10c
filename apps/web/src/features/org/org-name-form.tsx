import { updateOrgSchema, type OrgInfo } from '@hirebase/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { orgKeys } from './api';

type Values = { name: string };

export function OrgNameForm({ org }: { org: OrgInfo }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(updateOrgSchema),
    defaultValues: { name: org.name },
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => apiData<OrgInfo>('/recruiter/org', { method: 'PATCH', body: values }),
    onSuccess: async (_data, values) => {
      reset(values);
      toast.success('Organization name saved');
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
  });

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit((v) => mutation.mutate(v))} noValidate>
      <FormField label="Organization name" error={formState.errors.name?.message} className="min-w-64 flex-1">
        {(p) => <Input {...p} autoComplete="organization" {...register('name')} />}
      </FormField>
      <Button type="submit" disabled={mutation.isPending || !formState.isDirty}>
        {mutation.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
