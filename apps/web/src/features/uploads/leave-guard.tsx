import { MESSAGES } from '@hirebase/shared';
import { useBlocker } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import type { UploadStore } from './upload-store';

const leaveText = (variant: 'job' | 'resdb') => (variant === 'job' ? MESSAGES.leaveDuringUpload : MESSAGES.leaveDuringResumeUpload);

function useAnyLoading(stores: UploadStore[]): boolean {
  const subscribe = (listener: () => void) => {
    const offs = stores.map((s) => s.subscribe(listener));
    return () => offs.forEach((off) => off());
  };
  const snapshot = () => stores.some((s) => s.getState().isLoading);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * SPEC §8 "Leaving during upload": closing or reloading the tab warns (beforeunload) while files
 * are being sent. In the app, navigating away from an open panel that is still sending asks with
 * the SPEC text, and leaving cancels that upload, so the text stays true. A minimized upload
 * keeps running in the background and does not block navigation: minimizing is how to leave.
 */
export function UploadLeaveGuard({ stores }: { stores: UploadStore[] }) {
  const confirm = useConfirm();
  const loading = useAnyLoading(stores);
  useBlocker({
    disabled: !loading,
    enableBeforeUnload: () => stores.some((s) => s.getState().isLoading),
    shouldBlockFn: async () => {
      const blocking = stores.find((s) => {
        const state = s.getState();
        return state.isLoading && state.isOpen && !state.isMinimized;
      });
      if (!blocking) return false;
      const leave = await confirm({
        title: 'Leave this page?',
        description: leaveText(blocking.variant),
        confirmText: 'Leave',
        cancelText: 'Stay',
        destructive: true,
      });
      if (leave) blocking.dispatch({ type: 'close' });
      return !leave;
    },
  });
  return null;
}
