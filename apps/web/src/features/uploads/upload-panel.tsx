import { MESSAGES } from '@hirebase/shared';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Minimize2, X } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { overlayClass, panelClass } from '@/components/ui/dialog';
import { authStore } from '@/features/auth/auth-store';
import { ProgressBar } from '@/features/operations/progress-bar';
import { cn } from '@/lib/utils';
import { FileDropzone } from './file-dropzone';
import { SelectedFilesList } from './selected-files-list';
import { UploadResults } from './upload-results';
import type { UploadState } from './upload-state';
import type { UploadStore } from './upload-store';
import { useUploadState } from './upload-provider';
import { plural } from '@/lib/plural';

export function panelTitle(variant: UploadStore['variant'], state: Pick<UploadState, 'jobName'>): string {
  return variant === 'job' ? `Upload resumes to ${state.jobName ?? 'this job'}` : 'Upload to resume database';
}

/** The SPEC §2 upload panel (job or resume database): pick files, send them, see what became of each. */
export function UploadPanel({ store }: { store: UploadStore }) {
  const state = useUploadState(store);
  const { dispatch } = store;
  const hasResult = state.queueResponse !== null;
  const close = () => dispatch({ type: 'close' });
  const minimize = () => dispatch({ type: 'toggleMinimize' });
  const confirm = useConfirm();
  // Closing resets everything (SPEC §4); while files are still being sent that cancels them, so ask.
  const closeAsked = async () => {
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
    close();
  };

  return (
    <DialogPrimitive.Root
      open={state.isOpen && !state.isMinimized}
      // Escape while sending keeps the upload (minimize); otherwise it closes the panel.
      onOpenChange={(open) => (open ? undefined : state.isLoading ? minimize() : close())}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          className={cn(panelClass, 'max-h-[90dvh] max-w-2xl grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden')}
          // A stray click outside must not throw away a selection or a result.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-start gap-4">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <DialogPrimitive.Title className="truncate text-lg font-semibold">{panelTitle(store.variant, state)}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {store.variant === 'job'
                  ? 'Each resume becomes a candidate in the first stage of this job, with its fields read from the file.'
                  : 'Each resume becomes a searchable candidate in your database, with its fields read from the file.'}
              </DialogPrimitive.Description>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button variant="ghost" size="icon" aria-label="Minimize" title="Minimize" onClick={minimize}>
                <Minimize2 aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Close" title="Close" onClick={() => void closeAsked()}>
                <X aria-hidden="true" />
              </Button>
            </div>
          </div>

          <div className="grid min-h-0 content-start gap-4 overflow-y-auto pr-1">
            {state.error ? (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                {state.error}
              </p>
            ) : null}
            {state.isLoading ? (
              <div className="grid gap-2" aria-live="polite">
                <p className="text-sm">
                  Uploading {plural(state.files.length, 'file')}… {state.progress}%
                </p>
                <ProgressBar value={state.progress} label="Upload progress" />
              </div>
            ) : null}
            {hasResult && state.queueResponse ? (
              <UploadResults operation={state.queueResponse} queuedMessage={state.queuedMessage} onNavigate={minimize} />
            ) : (
              <>
                <FileDropzone disabled={state.isLoading} onFiles={(files) => dispatch({ type: 'addFiles', files })} />
                <SelectedFilesList files={state.files} disabled={state.isLoading} onRemove={(id) => dispatch({ type: 'removeFile', id })} />
              </>
            )}
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {hasResult ? (
              <>
                <Button variant="outline" onClick={close}>
                  Done
                </Button>
                <Button onClick={() => dispatch({ type: 'uploadMore' })}>Upload more</Button>
              </>
            ) : (
              <Button disabled={state.isLoading} onClick={() => dispatch({ type: 'start', token: authStore.getState().token })}>
                Start upload
              </Button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
