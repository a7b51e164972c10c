import { can, customFieldText, type CustomField, type CustomFieldEntity } from '@hirebase/shared';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { useRole } from '@/features/org/use-current-org';
import { membersQuery } from '@/features/team/api';
import { customFieldsQuery, useSaveValues } from './api';
import { CustomFieldInput } from './custom-field-input';
import { customFieldIssues } from './custom-fields-form';

type Props = {
  entity: CustomFieldEntity;
  recordId: string;
  values: Record<string, unknown> | undefined;
  /** The record's query, refreshed after a save. */
  recordKey: QueryKey;
  /** The permission that lets a member edit this record. */
  permission?: 'candidates:write' | 'jobs:write' | 'clients:write' | 'submissions:write';
  title?: string;
  className?: string;
};

/** Groups in their first field's order; fields without a group come first. */
function grouped(fields: CustomField[]) {
  const groups = new Map<string, CustomField[]>();
  for (const f of fields) groups.set(f.group ?? '', [...(groups.get(f.group ?? '') ?? []), f]);
  return [...groups];
}

/** The organization's custom fields on one record: read, and edited in place. Hidden when there are none. */
export function CustomFieldsCard({ entity, recordId, values, recordKey, permission = 'candidates:write', title = 'Fields', className }: Props) {
  const fields = useQuery(customFieldsQuery(entity));
  const members = useQuery(membersQuery);
  const role = useRole();
  const save = useSaveValues(recordKey);
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  if (!fields.data?.length) return null;
  const names = new Map((members.data ?? []).map((m) => [m.user_id, m.name]));
  const issues = customFieldIssues(save.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => JSON.stringify(v ?? null) !== JSON.stringify(values?.[k] ?? null)));
    save.mutate({ entity, id: recordId, values: changed }, { onSuccess: () => setDraft(null) });
  };

  return (
    <Card className={className}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {!draft && can(role, permission) ? (
          <Button variant="outline" size="sm" onClick={() => setDraft({ ...values })} aria-label={`Edit ${title.toLowerCase()}`}>
            <Pencil aria-hidden="true" /> Edit fields
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {draft ? (
          <form className="grid gap-4" onSubmit={submit} aria-label={`Edit ${title.toLowerCase()}`}>
            {fields.data.map((f) => (
              <FormField key={f.id} label={f.required ? `${f.label} (required)` : f.label} error={issues[f.key]}>
                {(p) => <CustomFieldInput field={f} id={p.id} describedBy={p['aria-describedby']} value={draft[f.key]} onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} />}
              </FormField>
            ))}
            <div className="flex gap-2">
              <Button type="submit" disabled={save.isPending}>
                Save fields
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setDraft(null);
                  save.reset();
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4">
            {grouped(fields.data).map(([group, list]) => (
              <div key={group}>
                {group ? <h3 className="mb-1 text-sm font-medium text-muted-foreground">{group}</h3> : null}
                <dl className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  {list.map((f) => (
                    <div key={f.id} className="contents">
                      <dt className="text-muted-foreground">{f.label}</dt>
                      <dd className="break-words">{customFieldText(f, values?.[f.key], names) || '—'}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Each custom field of a record type, with the record's value as text ('' when empty). */
export function useCustomFieldTexts(entity: CustomFieldEntity, values: Record<string, unknown> | undefined) {
  const fields = useQuery(customFieldsQuery(entity));
  const members = useQuery(membersQuery);
  const names = new Map((members.data ?? []).map((m) => [m.user_id, m.name]));
  return (fields.data ?? []).map((f) => [f, customFieldText(f, values?.[f.key], names)] as const);
}

/** A record's filled-in custom fields as a compact list (a contact's, within its client's page). */
export function CustomFieldValues({ entity, values }: { entity: CustomFieldEntity; values: Record<string, unknown> | undefined }) {
  const filled = useCustomFieldTexts(entity, values).filter(([, text]) => text !== '');
  if (!filled.length) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-xs">
      {filled.map(([f, text]) => (
        <div key={f.id} className="contents">
          <dt className="text-muted-foreground">{f.label}</dt>
          <dd className="break-words">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
