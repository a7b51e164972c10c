import { API_BASE_PATH } from '@hirebase/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { applicationKeys } from '@/features/applications/api';
import { authStore } from '@/features/auth/auth-store';
import { jobKeys } from '@/features/jobs/api';
import { toast } from '@/lib/toast-store';
import { UploadLeaveGuard } from './leave-guard';
import { MinimizedUploads } from './minimized-uploads';
import { UploadPanel } from './upload-panel';
import type { UploadState } from './upload-state';
import { createUploadStore, type UploadStore } from './upload-store';
import { createWatchList, type WatchList } from './watch-list';

export type UploadPanelContext = {
  job: UploadStore;
  resdb: UploadStore;
  watchList: WatchList;
  /** Opens the per-job panel; SPEC §4: it opens only when a jobId is given. */
  openJobPanel: (context: { jobId: string; jobName: string }) => void;
  openResdbPanel: () => void;
};

const Context = createContext<UploadPanelContext | null>(null);

function createWorker(variant: 'job' | 'resdb'): Worker {
  // Vite bundles each worker from these literal `new Worker(new URL(...))` expressions.
  return variant === 'job'
    ? new Worker(new URL('../../workers/upload.worker.ts', import.meta.url), { type: 'module', name: 'upload' })
    : new Worker(new URL('../../workers/resdb-upload.worker.ts', import.meta.url), { type: 'module', name: 'resdb-upload' });
}

/**
 * App-wide upload panels (job and resume database) in the authenticated layout, so an upload and
 * its panel survive navigation between pages.
 */
export function UploadPanelProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [value] = useState<UploadPanelContext>(() => {
    const watchList = createWatchList();
    const deps = {
      createWorker,
      baseUrl: () => `${window.location.origin}${API_BASE_PATH}`,
      toast: (level: 'success' | 'error', message: string) => void (level === 'error' ? toast.error(message) : toast.success(message)),
      refreshJob: (jobId: string) => {
        // SPEC §4: the job's cached candidate list is refreshed after an upload for it.
        void queryClient.invalidateQueries({ queryKey: applicationKeys.job(jobId) });
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
      },
      watch: (operation: { id: string; job_id: string | null }) => watchList.add({ id: operation.id, jobId: operation.job_id }),
    };
    const job = createUploadStore('job', deps);
    const resdb = createUploadStore('resdb', deps);
    return {
      job,
      resdb,
      watchList,
      openJobPanel: ({ jobId, jobName }) => job.dispatch({ type: 'open', jobId, jobName }),
      openResdbPanel: () => resdb.dispatch({ type: 'open' }),
    };
  });

  useEffect(() => {
    const off = authStore.onSignOut(() => {
      value.job.dispatch({ type: 'close' });
      value.resdb.dispatch({ type: 'close' });
      value.watchList.clear();
    });
    return () => void off();
  }, [value]);

  return (
    <Context.Provider value={value}>
      {children}
      <UploadPanel store={value.job} />
      <UploadPanel store={value.resdb} />
      <MinimizedUploads stores={[value.job, value.resdb]} />
      <UploadLeaveGuard stores={[value.job, value.resdb]} />
    </Context.Provider>
  );
}

/** The upload panels: open them, and read or drive either slot. */
export function useUploadPanel(): UploadPanelContext {
  const value = useContext(Context);
  if (!value) throw new Error('useUploadPanel must be used inside UploadPanelProvider');
  return value;
}

export function useUploadState(store: UploadStore): UploadState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
