import { TRIGGER_ACTION_LABELS, TRIGGER_ACTIONS, triggerInputSchema, type TriggerAction } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { assessmentsListQuery } from '@/features/assessments/api';
import { isApiError } from '@/lib/api-client';
import { triggersApi, useTriggerMutation } from './api';

export type Option = { id: string; name: string };

type Props = { id: string; jobId: string; stage: Option; stages: Option[]; templates: Option[]; members: Option[]; onClose: () => void };

/** Adds a trigger to one stage: the action, then the settings that action takes. Closes once added or cancelled. */
export function TriggerForm({ id, jobId, stage, stages, templates, members, onClose }: Props) {
  const [action, setAction] = useState<TriggerAction>('notify');
  const [templateId, setTemplateId] = useState('');
  const [assessmentId, setAssessmentId] = useState('');
  const assessments = useQuery({ ...assessmentsListQuery({ page_size: 100 }), enabled: action === 'send_assessment' });
  const [userIds, setUserIds] = useState<string[]>([]);
  const [days, setDays] = useState('3');
  const others = stages.filter((s) => s.id !== stage.id);
  const [toStageId, setToStageId] = useState(others[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useTriggerMutation(jobId, triggersApi.create, 'Trigger added');

  function configFor(a: TriggerAction) {
    if (a === 'send_email') return { template_id: templateId };
    if (a === 'notify') return { user_ids: userIds };
    if (a === 'move_after_days') return { days: Number(days), to_stage_id: toStageId };
    return { assessment_id: assessmentId };
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = triggerInputSchema.safeParse({ stage_id: stage.id, action, config: configFor(action) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the settings');
      return;
    }
    setError(null);
    create.mutate({ jobId, input: parsed.data }, { onSuccess: onClose });
  }

  const serverError = isApiError(create.error) ? create.error.message : null;
  return (
    <form id={id} onSubmit={submit} className="grid gap-3 rounded-md border border-dashed p-3" aria-label={`New trigger for ${stage.name}`}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-action`}>When a candidate enters {stage.name}</Label>
        {/* Opened on demand: the first choice takes the focus. */}
        <NativeSelect id={`${id}-action`} autoFocus value={action} onChange={(e) => setAction(e.target.value as TriggerAction)}>
          {TRIGGER_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {TRIGGER_ACTION_LABELS[a]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {action === 'send_email' && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-template`}>Email template</Label>
          <NativeSelect id={`${id}-template`} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <option value="">Choose a template…</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
          {templates.length === 0 && <p className="text-xs text-muted-foreground">No templates yet: create one under Settings › Communications.</p>}
        </div>
      )}
      {action === 'notify' && (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Team members to notify</legend>
          {members.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={userIds.includes(m.id)}
                onChange={(e) => setUserIds((ids) => (e.target.checked ? [...ids, m.id] : ids.filter((x) => x !== m.id)))}
              />
              {m.name}
            </label>
          ))}
        </fieldset>
      )}
      {action === 'move_after_days' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-days`}>Days without activity</Label>
            <Input id={`${id}-days`} type="number" min={1} max={365} value={days} onChange={(e) => setDays(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`}>Move to</Label>
            <NativeSelect id={`${id}-to`} value={toStageId} onChange={(e) => setToStageId(e.target.value)}>
              {others.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      {action === 'send_assessment' && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-assessment`}>Assessment</Label>
          <NativeSelect id={`${id}-assessment`} value={assessmentId} onChange={(e) => setAssessmentId(e.target.value)}>
            <option value="">Choose an assessment…</option>
            {(assessments.data?.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </NativeSelect>
          {assessments.data && assessments.data.data.length === 0 && <p className="text-xs text-muted-foreground">No assessments yet: create one under Assessments.</p>}
        </div>
      )}
      {(error ?? serverError) && (
        <p role="alert" className="text-sm text-destructive">
          {error ?? serverError}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={create.isPending}>
          Add trigger
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
