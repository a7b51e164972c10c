import { contactInputSchema, type Contact, type ContactInput } from '@hirebase/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { CustomFieldsFormSection, useCustomValues } from '@/features/custom-fields/custom-fields-form';
import { clientsApi, useClientMutation } from './api';

type Values = { name: string; title: string; email: string; phone: string; is_primary: boolean };
const empty: Values = { name: '', title: '', email: '', phone: '', is_primary: false };
const fromContact = (c: Contact): Values => ({ name: c.name, title: c.title ?? '', email: c.email ?? '', phone: c.phone ?? '', is_primary: c.is_primary });

export function ContactDialog({ clientId, contact, open, onOpenChange }: { clientId: string; contact?: Contact | undefined; open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useClientMutation(
    (input: ContactInput) => (contact ? clientsApi.updateContact({ id: contact.id, input }) : clientsApi.addContact({ clientId, input })),
    contact ? 'Contact saved' : 'Contact added',
    clientId,
  );
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({ defaultValues: contact ? fromContact(contact) : empty });
  const custom = useCustomValues(contact?.custom_fields);
  const { reset: resetCustom } = custom;
  const { reset: resetSave } = save;
  useEffect(() => {
    if (!open) return;
    reset(contact ? fromContact(contact) : empty);
    resetCustom(contact?.custom_fields);
    resetSave();
  }, [open, contact, reset, resetCustom, resetSave]);

  function onSubmit(v: Values) {
    const input: ContactInput = { name: v.name.trim(), title: v.title.trim() || null, email: v.email.trim() || null, phone: v.phone.trim() || null, is_primary: v.is_primary };
    const parsed = contactInputSchema.safeParse(input);
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, i) => setError(issue.path[0] as keyof Values, { message: issue.message }, { shouldFocus: i === 0 }));
      return;
    }
    const customValues = custom.changed();
    save.mutate(customValues ? { ...input, custom_fields: customValues } : input, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{contact ? `Edit ${contact.name}` : 'Add a contact'}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          <FormField label="Contact name" error={formState.errors.name?.message}>
            {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
          </FormField>
          <FormField label="Title" error={formState.errors.title?.message}>
            {(p) => <Input {...p} autoComplete="off" {...register('title')} />}
          </FormField>
          <FormField label="Contact email" error={formState.errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField label="Contact phone" error={formState.errors.phone?.message}>
            {(p) => <Input {...p} type="tel" autoComplete="off" {...register('phone')} />}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register('is_primary')} />
            Primary contact
          </label>
          <CustomFieldsFormSection entity="contact" form={custom} error={save.error} className="grid gap-4" />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save contact'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
