import type { Trigger } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { assessmentsListQuery } from '@/features/assessments/api';
import { triggersApi, useTriggerMutation } from './api';
import { describeTrigger } from './describe-trigger';
import { TriggerForm, type Option } from './trigger-form';

type Props = {
  jobId: string;
  stage: Option;
  stages: Option[];
  triggers: Trigger[];
  templates: Option[];
  members: Option[];
  canManage: boolean;
};

/** One stage: what happens when a candidate enters it, with switches and (for managers) one Add that opens the form. */
export function StageTriggersCard({ jobId, stage, stages, triggers, templates, members, canManage }: Props) {
  const update = useTriggerMutation(jobId, triggersApi.update, 'Trigger saved');
  const remove = useTriggerMutation(jobId, triggersApi.remove, 'Trigger deleted');
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const assessments = useQuery({ ...assessmentsListQuery({ page_size: 100 }), enabled: triggers.some((t) => t.action === 'send_assessment') });
  function closeForm() {
    setAdding(false);
    addButton.current?.focus();
  }
  const names = {
    templates: new Map(templates.map((t) => [t.id, t.name])),
    members: new Map(members.map((m) => [m.id, m.name])),
    stages: new Map(stages.map((s) => [s.id, s.name])),
    assessments: new Map((assessments.data?.data ?? []).map((a) => [a.id, a.title])),
  };

  async function onDelete(t: Trigger) {
    if (await confirm({ title: 'Delete this trigger?', description: describeTrigger(t, names), confirmText: 'Delete' })) remove.mutate(t.id);
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>{stage.name}</CardTitle>
        {canManage && (
          <Button
            ref={addButton}
            variant="outline"
            size="sm"
            aria-label={`Add trigger to ${stage.name}`}
            aria-expanded={adding}
            aria-controls={adding ? formId : undefined}
            onClick={() => setAdding((open) => !open)}
          >
            <Plus aria-hidden="true" /> Add trigger
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {triggers.length === 0 && <p className="text-sm text-muted-foreground">Nothing happens when a candidate enters this stage.</p>}
        {triggers.length > 0 && (
          <ul className="grid gap-2" aria-label={`Triggers of ${stage.name}`}>
            {triggers.map((t) => {
              const text = describeTrigger(t, names);
              return (
                <li key={t.id} className="flex items-center gap-3 rounded-md border px-3 py-2">
                  <span className={t.enabled ? 'flex-1 text-sm' : 'flex-1 text-sm text-muted-foreground line-through'}>{text}</span>
                  <label className="flex items-center gap-1.5 text-xs">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={t.enabled}
                      disabled={!canManage || update.isPending}
                      onChange={(e) => update.mutate({ id: t.id, patch: { enabled: e.target.checked } })}
                      aria-label={`Enabled: ${text}`}
                    />
                    On
                  </label>
                  {canManage && (
                    <Button variant="ghost" size="icon" aria-label={`Delete trigger: ${text}`} onClick={() => void onDelete(t)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {canManage && adding && (
          <TriggerForm id={formId} jobId={jobId} stage={stage} stages={stages} templates={templates} members={members} onClose={closeForm} />
        )}
      </CardContent>
    </Card>
  );
}
