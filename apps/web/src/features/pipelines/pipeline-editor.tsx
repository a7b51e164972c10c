import type { Pipeline } from '@hirebase/shared';
import { Star, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { pipelineKeys, pipelinesApi, usePipelineMutation } from './api';
import { StageEditor } from './stage-editor';
import { addStage, stageListError, stagesPayload, toDrafts, type StageDraft } from './stage-list';

function starterStages(): StageDraft[] {
  let list: StageDraft[] = [];
  list = addStage(list, 'Applied', 'applied');
  list = addStage(list, 'Interview', 'interview');
  list = [...list, ...addStage([], 'Hired', 'hired')];
  return list;
}

/** Edits one template (or a new one when `pipeline` is null). Remount with a key to reset. */
export function PipelineEditor({
  pipeline,
  canManage,
  onSaved,
  onDeleted,
}: {
  pipeline: Pipeline | null;
  canManage: boolean;
  onSaved: (saved: Pipeline) => void;
  onDeleted: () => void;
}) {
  const confirm = useConfirm();
  const [name, setName] = useState(pipeline?.name ?? '');
  const [stages, setStages] = useState<StageDraft[]>(() => (pipeline ? toDrafts(pipeline.stages) : starterStages()));
  const [error, setError] = useState<string | null>(null);
  const save = usePipelineMutation(
    (input: { makeDefault?: boolean }) => {
      const body = { name: name.trim(), stages: stagesPayload(stages), ...(input.makeDefault ? { is_default: true } : {}) };
      return pipeline ? pipelinesApi.update({ id: pipeline.id, input: body }) : pipelinesApi.create(body);
    },
    pipeline ? 'Pipeline saved' : 'Pipeline created',
    pipelineKeys.all,
  );
  const remove = usePipelineMutation(pipelinesApi.remove, 'Pipeline deleted', pipelineKeys.all);

  function submit(makeDefault = false) {
    const problem = !name.trim() ? 'Give the pipeline a name' : stageListError(stages);
    setError(problem);
    if (problem) return;
    save.mutate(
      { makeDefault },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (e) => setError(isApiError(e) ? e.message : 'The pipeline could not be saved'),
      },
    );
  }

  async function onDelete() {
    if (!pipeline) return;
    const ok = await confirm({
      title: `Delete ${pipeline.name}?`,
      description: 'Jobs created from it keep their own stages. This cannot be undone.',
      confirmText: 'Delete',
      destructive: true,
    });
    if (ok) remove.mutate(pipeline.id, { onSuccess: () => onDeleted() });
  }

  return (
    <form
      className="grid gap-5"
      aria-label={pipeline ? `Edit ${pipeline.name}` : 'New pipeline'}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <FormField label="Pipeline name">
        {(field) => <Input {...field} value={name} maxLength={80} disabled={!canManage} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Stages</legend>
        <StageEditor value={stages} onChange={setStages} disabled={!canManage} />
      </fieldset>
      {error ? <FormMessage>{error}</FormMessage> : null}
      {canManage ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            Save pipeline
          </Button>
          {pipeline && !pipeline.is_default ? (
            <>
              <Button variant="outline" disabled={save.isPending} onClick={() => submit(true)}>
                <Star aria-hidden="true" /> Save and make default
              </Button>
              <Button variant="ghost" className="ml-auto text-destructive" disabled={remove.isPending} onClick={() => void onDelete()}>
                <Trash2 aria-hidden="true" /> Delete pipeline
              </Button>
            </>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only managers and admins can change pipelines.</p>
      )}
    </form>
  );
}
