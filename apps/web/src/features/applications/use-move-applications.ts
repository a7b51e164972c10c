import type { Application, Job, StageKind } from '@hirebase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@/features/jobs/api';
import { mutationErrorMessage } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';
import { applicationKeys, applicationsApi } from './api';
import { moveApplications, restoreApplications, shiftStageCounts } from './board-state';

export type MoveInput = { ids: string[]; stage: { id: string; name: string; kind: StageKind } };
type Context = { previous: Application[] };

/**
 * Moves applications to a stage with an optimistic update of the board and the stage counts; a
 * failure puts back exactly the moved cards (later moves stay) and says so.
 */
export function useMoveApplications(jobId: string) {
  const queryClient = useQueryClient();
  const appsKey = applicationKeys.job(jobId);
  return useMutation<unknown, Error, MoveInput, Context>({
    meta: { silentError: true },
    mutationFn: ({ ids, stage }) =>
      ids.length === 1
        ? applicationsApi.move({ id: ids[0]!, stageId: stage.id })
        : applicationsApi.bulk({ action: 'move', application_ids: ids, stage_id: stage.id }),
    onMutate: async ({ ids, stage }) => {
      await queryClient.cancelQueries({ queryKey: appsKey });
      const current = queryClient.getQueryData<Application[]>(appsKey) ?? [];
      const previous = current.filter((a) => ids.includes(a.id) && a.stage_id !== stage.id);
      queryClient.setQueryData<Application[]>(appsKey, (list) => (list ? moveApplications(list, ids, stage) : list));
      queryClient.setQueryData<Job>(jobKeys.detail(jobId), (job) =>
        job ? shiftStageCounts(job, previous.map((a) => ({ from: a.stage_id, to: stage.id }))) : job,
      );
      return { previous };
    },
    onError: (error, { stage }, context) => {
      if (context?.previous.length) {
        queryClient.setQueryData<Application[]>(appsKey, (list) => (list ? restoreApplications(list, context.previous) : list));
        queryClient.setQueryData<Job>(jobKeys.detail(jobId), (job) =>
          job ? shiftStageCounts(job, context.previous.map((a) => ({ from: stage.id, to: a.stage_id }))) : job,
        );
      }
      toast.error(`Could not move to ${stage.name}`, { description: mutationErrorMessage(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appsKey }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
