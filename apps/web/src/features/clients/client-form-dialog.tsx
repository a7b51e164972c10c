import { CLIENT_STATUSES, clientInputSchema, type Client, type ClientInput } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { activeMemberChoices, CurrentFirstOptions } from '@/components/current-first-options';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CustomFieldsFormSection, useCustomValues } from '@/features/custom-fields/custom-fields-form';
import { TagPicker } from '@/features/tags/tag-picker';
import { membersQuery } from '@/features/team/api';
import { clientsApi, useClientMutation } from './api';

type Values = { name: string; website: string; industry: string; location: string; phone: string; status: Client['status']; owner_id: string; tag_ids: string[]; description: string };
const empty: Values = { name: '', website: '', industry: '', location: '', phone: '', status: 'active', owner_id: '', tag_ids: [], description: '' };
const fromClient = (c: Client): Values => ({
  name: c.name,
  website: c.website ?? '',
  industry: c.industry ?? '',
  location: c.location ?? '',
  phone: c.phone ?? '',
  status: c.status,
  owner_id: c.owner?.id ?? '',
  tag_ids: c.tags.map((t) => t.id),
  description: c.description ?? '',
});
const orNull = (v: string) => v.trim() || null;
const toInput = (v: Values): ClientInput => ({
  name: v.name.trim(),
  website: orNull(v.website),
  industry: orNull(v.industry),
  location: orNull(v.location),
  phone: orNull(v.phone),
  status: v.status,
  owner_id: orNull(v.owner_id),
  tag_ids: v.tag_ids,
  description: orNull(v.description),
});

const STATUS_LABELS: Record<Client['status'], string> = { prospect: 'Prospect', active: 'Active', inactive: 'Inactive' };
export { STATUS_LABELS as CLIENT_STATUS_LABELS };

export function ClientFormDialog({ open, onOpenChange, client, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; client?: Client; onSaved?: (client: Client) => void }) {
  const members = useQuery(membersQuery);
  const save = useClientMutation(
    (input: ClientInput) => (client ? clientsApi.update({ id: client.id, patch: input }) : clientsApi.create(input)),
    client ? 'Client saved' : 'Client created',
    client?.id,
  );
  const { register, control, handleSubmit, formState, reset, setError } = useForm<Values>({ defaultValues: client ? fromClient(client) : empty });
  const custom = useCustomValues(client?.custom_fields);
  const { reset: resetCustom } = custom;
  const { reset: resetSave } = save;
  useEffect(() => {
    if (!open) return;
    reset(client ? fromClient(client) : empty);
    resetCustom(client?.custom_fields);
    resetSave();
  }, [open, client, reset, resetCustom, resetSave]);

  function onSubmit(values: Values) {
    const input = toInput(values);
    const parsed = clientInputSchema.safeParse(input);
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, i) => setError(issue.path[0] as keyof Values, { message: issue.message }, { shouldFocus: i === 0 }));
      return;
    }
    const customValues = custom.changed();
    save.mutate(customValues ? { ...input, custom_fields: customValues } : input, {
      onSuccess: (saved) => {
        onOpenChange(false);
        onSaved?.(saved);
      },
    });
  }

  const text = (name: 'name' | 'website' | 'industry' | 'location' | 'phone', label: string, type = 'text') => (
    <FormField label={label} error={formState.errors[name]?.message}>
      {(p) => <Input {...p} type={type} autoComplete="off" {...register(name)} />}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{client ? `Edit ${client.name}` : 'New client'}</DialogTitle>
          <DialogDescription>A company you recruit for.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('name', 'Client name')}
            {text('website', 'Website', 'url')}
            {text('industry', 'Industry')}
            {text('location', 'Location')}
            {text('phone', 'Phone', 'tel')}
            <FormField label="Status" error={formState.errors.status?.message}>
              {(p) => (
                <NativeSelect {...p} {...register('status')}>
                  {CLIENT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Owner" error={formState.errors.owner_id?.message}>
              {(p) => (
                <NativeSelect {...p} {...register('owner_id')}>
                  <option value="">No owner</option>
                  <CurrentFirstOptions choices={activeMemberChoices(members.data)} current={client?.owner} />
                </NativeSelect>
              )}
            </FormField>
            <div className="sm:col-span-2">
              <Controller control={control} name="tag_ids" render={({ field }) => <TagPicker feature="clients" value={field.value} onChange={field.onChange} selectedTags={client?.tags} />} />
            </div>
            <FormField className="sm:col-span-2" label="Description" error={formState.errors.description?.message}>
              {(p) => <Textarea {...p} rows={4} {...register('description')} />}
            </FormField>
          </div>
          <CustomFieldsFormSection entity="client" form={custom} error={save.error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save client'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
