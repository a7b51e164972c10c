import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { applicationKeys } from '@/features/applications/api';
import { jobKeys } from '@/features/jobs/api';
import { isOperationActive, operationKeys, operationQuery } from '@/features/operations/api';
import { finishedNotice } from '@/features/operations/format';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useUploadPanel } from './upload-provider';

/**
 * Tells the user when a queued drop finishes (SPEC §4): polls each watched operation until it is
 * completed or failed, then toasts the outcome and refreshes what the new candidates appear in.
 */
export function UploadWatcher() {
  const { watchList } = useUploadPanel();
  const queryClient = useQueryClient();
  const watched = useSyncExternalStore(watchList.subscribe, watchList.getSnapshot, watchList.getSnapshot);
  // operationQuery polls every second until the operation is finished.
  const results = useQueries({ queries: watched.map((w) => operationQuery(w.id)) });

  useEffect(() => {
    results.forEach((result, i) => {
      const entry = watched[i];
      if (!entry) return;
      if (isApiError(result.error) && result.error.status === 404) {
        watchList.remove(entry.id); // another organization now, or the operation is gone
        return;
      }
      const op = result.data;
      if (!op || isOperationActive(op)) return;
      if (!watchList.remove(entry.id)) return;
      const notice = finishedNotice(op);
      (notice.type === 'success' ? toast.success : toast.error)(notice.message, { description: notice.description });
      void queryClient.invalidateQueries({ queryKey: ['candidates'] });
      void queryClient.invalidateQueries({ queryKey: [...operationKeys.all, 'list'] });
      if (entry.jobId) {
        void queryClient.invalidateQueries({ queryKey: applicationKeys.job(entry.jobId) });
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      }
    });
  }, [results, watched, watchList, queryClient]);

  return null;
}
