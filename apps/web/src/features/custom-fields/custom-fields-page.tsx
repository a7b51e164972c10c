import { CUSTOM_FIELD_ENTITIES, CUSTOM_FIELD_ENTITY_LABELS, CUSTOM_FIELD_TYPE_LABELS, ROLE_LABELS, type CustomField, type CustomFieldEntity } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn, focusRing } from '@/lib/utils';
import { customFieldsApi, customFieldsQuery, useCustomFieldMutation } from './api';
import { FieldFormDialog } from './field-form-dialog';
import { HelpLink } from '@/features/help/help-link';

/** /settings/custom-fields: administrators add, order, rename, archive and restore the fields of each record type. */
export function CustomFieldsPage() {
  const [entity, setEntity] = useState<CustomFieldEntity>('candidate');
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);
  const fields = useQuery(customFieldsQuery(entity, true));
  const update = useCustomFieldMutation(customFieldsApi.update, 'Order saved');
  const archive = useCustomFieldMutation(customFieldsApi.archive, 'Field archived; its values are kept');
  const restore = useCustomFieldMutation(customFieldsApi.restore, 'Field restored with its values');
  const active = (fields.data ?? []).filter((f) => !f.archived);

  /** Swaps a field with its neighbour by giving every active field its index as position. */
  const move = (index: number, by: -1 | 1) => {
    const order = [...active];
    const [f] = order.splice(index, 1);
    order.splice(index + by, 0, f!);
    order.forEach((x, i) => x.position !== i && update.mutate({ id: x.id, patch: { position: i } }));
  };

  return (
    <>
      <PageHeader
        title="Custom fields"
        description={
          <>
            Fields your team adds to candidates, jobs, applications, clients and contacts. Deleting a field archives it; its values stay and can be restored. <HelpLink article="custom-fields">About custom fields</HelpLink>
          </>
        }
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add field
          </Button>
        }
      />
      <div role="tablist" aria-label="Record type" className="mb-4 flex flex-wrap gap-1">
        {CUSTOM_FIELD_ENTITIES.map((e) => (
          <button
            key={e}
            type="button"
            role="tab"
            aria-selected={e === entity}
            onClick={() => setEntity(e)}
            className={cn('rounded-md px-3 py-1.5 text-sm', e === entity ? 'bg-secondary font-medium' : 'text-muted-foreground hover:bg-accent', focusRing)}
          >
            {CUSTOM_FIELD_ENTITY_LABELS[e]}
          </button>
        ))}
      </div>
      <Card>
        <CardContent className="pt-6">
          {fields.isLoading ? (
            <Skeleton className="h-40" />
          ) : !fields.data?.length ? (
            <p className="text-sm text-muted-foreground">No fields on {CUSTOM_FIELD_ENTITY_LABELS[entity].toLowerCase()} yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Label</TableHead>
                  <TableHead>Key</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Group</TableHead>
                  <TableHead>Visible to</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {fields.data.map((f) => {
                  const index = active.indexOf(f);
                  return (
                    <TableRow key={f.id} className={f.archived ? 'opacity-60' : undefined}>
                      <TableCell className="font-medium">
                        {f.label} {f.required ? <Badge variant="secondary">Required</Badge> : null} {f.archived ? <Badge variant="outline">Archived</Badge> : null}
                      </TableCell>
                      <TableCell className="font-mono text-xs">{f.key}</TableCell>
                      <TableCell>
                        {CUSTOM_FIELD_TYPE_LABELS[f.type]}
                        {f.options.length ? <span className="block text-xs text-muted-foreground">{f.options.join(', ')}</span> : null}
                      </TableCell>
                      <TableCell>{f.group ?? '—'}</TableCell>
                      <TableCell>{f.visible_to_roles.length ? f.visible_to_roles.map((r) => ROLE_LABELS[r]).join(', ') : 'Everyone'}</TableCell>
                      <TableCell className="space-x-1 whitespace-nowrap text-right">
                        {f.archived ? (
                          <Button size="sm" variant="outline" onClick={() => restore.mutate(f.id)}>
                            Restore {f.label}
                          </Button>
                        ) : (
                          <>
                            <Button size="icon" variant="ghost" aria-label={`Move ${f.label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                              <ArrowUp aria-hidden="true" />
                            </Button>
                            <Button size="icon" variant="ghost" aria-label={`Move ${f.label} down`} disabled={index === active.length - 1} onClick={() => move(index, 1)}>
                              <ArrowDown aria-hidden="true" />
                            </Button>
                            <Button size="sm" variant="outline" onClick={() => setEditing(f)}>
                              Edit {f.label}
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => archive.mutate(f.id)}>
                              Delete {f.label}
                            </Button>
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {editing ? <FieldFormDialog key={editing === 'new' ? 'new' : editing.id} entity={entity} field={editing === 'new' ? null : editing} open onOpenChange={(o) => !o && setEditing(null)} /> : null}
    </>
  );
}
