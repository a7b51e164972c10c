import {
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  isSelectType,
  ROLE_LABELS,
  ROLES,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
  type Role,
} from '@hirebase/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { customFieldsApi, useCustomFieldMutation } from './api';

type Props = { entity: CustomFieldEntity; field: CustomField | null; open: boolean; onOpenChange: (open: boolean) => void };

/** A label as a key: lowercase words joined by underscores, starting with a letter. */
export const keyOf = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);

/** Adds a field, or edits one (its record type and type stay as they are). */
export function FieldFormDialog({ entity, field, open, onOpenChange }: Props) {
  const [label, setLabel] = useState(field?.label ?? '');
  const [key, setKey] = useState(field?.key ?? '');
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState((field?.options ?? []).join('\n'));
  const [required, setRequired] = useState(field?.required ?? false);
  const [group, setGroup] = useState(field?.group ?? '');
  const [roles, setRoles] = useState<Role[]>(field?.visible_to_roles ?? []);
  const create = useCustomFieldMutation(customFieldsApi.create, 'Field added');
  const update = useCustomFieldMutation(customFieldsApi.update, 'Field saved');
  const busy = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const common = {
      label: label.trim(),
      key: key || keyOf(label),
      options: isSelectType(type) ? options.split('\n').map((o) => o.trim()).filter(Boolean) : [],
      required,
      group: group.trim() || null,
      visible_to_roles: roles,
    };
    const done = { onSuccess: () => onOpenChange(false) };
    if (field) update.mutate({ id: field.id, patch: common }, done);
    else create.mutate({ entity, type, ...common }, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{field ? `Edit ${field.label}` : 'Add a field'}</DialogTitle>
          <DialogDescription>Renaming keeps every value; a key change updates the API name and merge field.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <FormField label="Label">{(p) => <Input {...p} required maxLength={80} value={label} onChange={(e) => setLabel(e.target.value)} />}</FormField>
          <FormField label="Key" hint="Used in the API, search (cf.key) and merge fields.">
            {(p) => <Input {...p} maxLength={40} placeholder={keyOf(label)} value={key} onChange={(e) => setKey(e.target.value)} />}
          </FormField>
          <FormField label="Type">
            {(p) => (
              <NativeSelect {...p} value={type} disabled={!!field} onChange={(e) => setType(e.target.value as CustomFieldType)}>
                {CUSTOM_FIELD_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CUSTOM_FIELD_TYPE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {isSelectType(type) ? (
            <FormField label="Options" hint="One per line.">
              {(p) => <Textarea {...p} rows={4} value={options} onChange={(e) => setOptions(e.target.value)} />}
            </FormField>
          ) : null}
          <FormField label="Group" hint="Fields of one group are shown together.">
            {(p) => <Input {...p} maxLength={60} value={group} onChange={(e) => setGroup(e.target.value)} />}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} /> Required
          </label>
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-medium">Visible to (none checked: everyone)</legend>
            {ROLES.map((r) => (
              <label key={r} className="flex items-center gap-2">
                <input type="checkbox" checked={roles.includes(r)} onChange={(e) => setRoles((now) => (e.target.checked ? [...now, r] : now.filter((x) => x !== r)))} />
                {ROLE_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {field ? 'Save field' : 'Add field'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
