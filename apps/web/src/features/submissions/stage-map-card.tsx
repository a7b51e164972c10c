import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type Job, type StageMap } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { stageMapQuery, submissionsApi, useSubmissionMutation } from './api';

/** Per job: the pipeline stage each submission status moves the candidate to (which fires that stage's triggers). */
export function StageMapCard({ job, canWrite }: { job: Job; canWrite: boolean }) {
  const current = useQuery(stageMapQuery(job.id));
  const [mapping, setMapping] = useState<StageMap['mapping']>({});
  useEffect(() => {
    if (current.data) setMapping(current.data.mapping);
  }, [current.data]);
  const save = useSubmissionMutation(submissionsApi.setStages, 'Stage mapping saved');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pipeline stages for submission statuses</CardTitle>
        <CardDescription>When a submission reaches a status, its candidate moves to the stage you map here; the stage’s triggers run as for any move.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-2 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ jobId: job.id, mapping });
          }}
        >
          {SUBMISSION_STATUSES.map((status) => (
            <label key={status} className="flex items-center justify-between gap-2 text-sm">
              {SUBMISSION_STATUS_LABELS[status]}
              <NativeSelect
                className="w-44"
                disabled={!canWrite}
                value={mapping[status] ?? ''}
                onChange={(e) => setMapping({ ...mapping, [status]: e.target.value || null })}
              >
                <option value="">Don’t move</option>
                {job.stages.map((st) => (
                  <option key={st.id} value={st.id}>
                    {st.name}
                  </option>
                ))}
              </NativeSelect>
            </label>
          ))}
          {canWrite ? (
            <div className="sm:col-span-2">
              <Button type="submit" variant="outline" disabled={save.isPending}>
                Save mapping
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
