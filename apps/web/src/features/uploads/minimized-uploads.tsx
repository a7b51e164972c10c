import { MESSAGES } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Maximize2, X } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isOperationActive, operationQuery } from '@/features/operations/api';
import { ProgressBar } from '@/features/operations/progress-bar';
import type { Operation } from '@/features/operations/types';
import { useUploadState } from './upload-provider';
import type { UploadState } from './upload-state';
import type { UploadStore } from './upload-store';
import { plural } from '@/lib/plural';

function chipText(state: UploadState, live: Operation | undefined): string {
  if (state.isLoading) return `Uploading ${plural(state.files.length, 'file')}… ${state.progress}%`;
  if (state.error) return state.error;
  const op = live ?? state.queueResponse;
  if (op) {
    const done = op.succeeded + op.failed;
    if (isOperationActive(op)) return `Processing ${done} of ${op.total}…`;
    return `Done · ${op.succeeded} of ${op.total} processed${op.failed ? `, ${op.failed} failed` : ''}`;
  }
  return `${plural(state.files.length, 'file')} selected`;
}

function UploadChip({ store }: { store: UploadStore }) {
  const state = useUploadState(store);
  const confirm = useConfirm();
  // Same cache entry as the panel and the watcher: the chip follows the operation live.
  const live = useQuery({ ...operationQuery(state.queueResponse?.id ?? ''), enabled: Boolean(state.queueResponse && state.isOpen && state.isMinimized) });
  if (!state.isOpen || !state.isMinimized) return null;
  const title = store.variant === 'job' ? `Resumes for ${state.jobName ?? 'job'}` : 'Resume database upload';
  const close = async () => {
    if (store.getState().isLoading) {
      const ok = await confirm({
        title: 'Cancel this upload?',
        description: store.variant === 'job' ? MESSAGES.leaveDuringUpload : MESSAGES.leaveDuringResumeUpload,
        confirmText: 'Cancel upload',
        cancelText: 'Keep uploading',
        destructive: true,
      });
      if (!ok) return;
    }
    store.dispatch({ type: 'close' });
  };
  return (
    <section aria-label={title} className="pointer-events-auto w-72 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{title}</p>
          <p className="truncate text-xs text-muted-foreground" aria-live="polite">
            {chipText(state, state.queueResponse ? live.data : undefined)}
          </p>
        </div>
        <Button variant="ghost" size="icon" className="size-7" aria-label="Expand upload panel" title="Expand" onClick={() => store.dispatch({ type: 'toggleMinimize' })}>
          <Maximize2 aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-7" aria-label="Close upload panel" title="Close" onClick={() => void close()}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {state.isLoading ? <ProgressBar value={state.progress} label="Upload progress" className="mt-2" /> : null}
    </section>
  );
}

/** Minimized panels float bottom-left as small progress chips (toasts use the bottom-right corner). */
export function MinimizedUploads({ stores }: { stores: UploadStore[] }) {
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 z-40 grid gap-2">
      {stores.map((store) => (
        <UploadChip key={store.variant} store={store} />
      ))}
    </div>
  );
}
