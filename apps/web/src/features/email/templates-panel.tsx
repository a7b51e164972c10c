import { can, type EmailTemplate } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRole } from '@/features/org/use-current-org';
import { emailApi, templatesQuery, useTemplateMutation } from './api';
import { TemplateEditorDialog } from './template-editor-dialog';

/** The organization's templates; writing them is a manager's (`templates:manage`), edit and delete show where the server allows them. */
export function TemplatesPanel() {
  const role = useRole();
  const templates = useQuery(templatesQuery());
  const confirm = useConfirm();
  const remove = useTemplateMutation(emailApi.removeTemplate, 'Template deleted');
  const [editing, setEditing] = useState<{ template: EmailTemplate | null } | null>(null);

  async function onDelete(t: EmailTemplate) {
    if (await confirm({ title: `Delete “${t.name}”?`, description: 'Emails already sent keep their text. Stage triggers using it stop sending.', confirmText: 'Delete', destructive: true })) {
      remove.mutate(t.id);
    }
  }

  const rows = templates.data?.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Email templates</CardTitle>
          <CardDescription>Reusable messages with merge fields, for one candidate, many from a pipeline, or stage triggers.</CardDescription>
        </div>
        {can(role, 'templates:manage') ? (
          <Button onClick={() => setEditing({ template: null })}>
            <Plus aria-hidden="true" /> New template
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {templates.isLoading ? <Skeleton className="h-24" /> : null}
        {templates.data && rows.length === 0 ? <p className="text-sm text-muted-foreground">No templates yet.</p> : null}
        {rows.length > 0 ? (
          <ul className="divide-y" aria-label="Email templates">
            {rows.map((t) => (
              <li key={t.id} className="flex items-start gap-3 py-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium break-words">{t.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{t.subject}</p>
                  {t.created_by ? <p className="text-xs text-muted-foreground">By {t.created_by.name}</p> : null}
                </div>
                {t.can_edit ? (
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" aria-label={`Edit ${t.name}`} onClick={() => setEditing({ template: t })}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Delete ${t.name}`} onClick={() => void onDelete(t)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <TemplateEditorDialog open={editing !== null} template={editing?.template ?? null} onOpenChange={(open) => !open && setEditing(null)} />
    </Card>
  );
}
