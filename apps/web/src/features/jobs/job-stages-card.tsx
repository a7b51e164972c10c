import type { Job } from '@hirebase/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { StageEditor } from '@/features/pipelines/stage-editor';
import { moveTargets, planMoveTo, removeStage, stageListError, stagesPayload, toDrafts, type StageDraft } from '@/features/pipelines/stage-list';
import { isApiError } from '@/lib/api-client';
import { jobsApi, useJobMutation } from './api';

/** Asks where the candidates of a removed stage go; only stages that exist on the server qualify. */
function MoveDialog({ stage, count, targets, onCancel, onConfirm }: {
  stage: StageDraft;
  count: number;
  targets: StageDraft[];
  onCancel: () => void;
  onConfirm: (targetId: string) => void;
}) {
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {stage.name}?</DialogTitle>
          <DialogDescription>
            {count === 1 ? '1 candidate is' : `${count} candidates are`} in this stage. Choose where they go when you save.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Move candidates to">
          {(p) => (
            <NativeSelect {...p} value={target} onChange={(e) => setTarget(e.target.value)}>
              {targets.map((t) => (
                <option key={t.key} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Keep stage
          </Button>
          <Button variant="destructive" disabled={!target} onClick={() => onConfirm(target)}>
            Remove stage
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The job's own stages: same editor as templates, plus a destination for removed stages in use. */
export function JobStagesCard({ job }: { job: Job }) {
  const [stages, setStages] = useState<StageDraft[]>(() => toDrafts(job.stages));
  const [moveTo, setMoveTo] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<StageDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counts = Object.fromEntries(job.stages.map((s) => [s.id, s.count]));
  const save = useJobMutation(jobsApi.setStages, 'Stages saved');

  function onRemove(stage: StageDraft) {
    if (stage.id && (counts[stage.id] ?? 0) > 0) setAsking(stage);
    else setStages(removeStage(stages, stage.key));
  }

  function submit() {
    const problem = stageListError(stages);
    const { move_to, missing } = planMoveTo(job.stages, stages, moveTo);
    const message = problem ?? (missing.length ? `Choose where the candidates of ${missing.map((m) => m.name).join(', ')} go` : null);
    setError(message);
    if (message) return;
    save.mutate(
      { id: job.id, input: { stages: stagesPayload(stages), move_to } },
      { onError: (e) => setError(isApiError(e) ? e.message : 'The stages could not be saved') },
    );
  }

  const remaining = asking ? moveTargets(removeStage(stages, asking.key)) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stages</CardTitle>
        <CardDescription>This job's own pipeline. Changes here do not touch the template it came from.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <StageEditor value={stages} onChange={setStages} counts={counts} onRemove={onRemove} disabled={save.isPending} />
        {error ? <FormMessage>{error}</FormMessage> : null}
        <div>
          <Button onClick={submit} disabled={save.isPending}>
            Save stages
          </Button>
        </div>
      </CardContent>
      {asking ? (
        <MoveDialog
          stage={asking}
          count={counts[asking.id ?? ''] ?? 0}
          targets={remaining}
          onCancel={() => setAsking(null)}
          onConfirm={(target) => {
            setMoveTo({ ...moveTo, [asking.id!]: target });
            setStages(removeStage(stages, asking.key));
            setAsking(null);
          }}
        />
      ) : null}
    </Card>
  );
}
