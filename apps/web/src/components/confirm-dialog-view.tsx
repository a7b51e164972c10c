import { CONFIRM_DEFAULTS } from '@hirebase/shared';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './ui/alert-dialog';

export type ConfirmOptions = {
  title: string;
  description?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  icon?: ReactNode;
  destructive?: boolean;
  /** Extra buttons rendered before cancel/confirm; call `close(result)` to finish. */
  actions?: (close: (result: boolean) => void) => ReactNode;
};

/** The confirmation dialog itself, loaded with the first `confirm()` (see ConfirmProvider). */
export function ConfirmDialogView({
  options,
  close,
}: {
  options: ConfirmOptions | null;
  close: (result: boolean) => void;
}) {
  return (
    <AlertDialog open={options !== null} onOpenChange={(open) => (open ? undefined : close(false))}>
      {options ? (
        <AlertDialogContent>
          <div className="flex gap-4">
            {options.icon ? <div className="mt-0.5 shrink-0">{options.icon}</div> : null}
            <div className="grid gap-2">
              <AlertDialogTitle>{options.title}</AlertDialogTitle>
              {options.description ? <AlertDialogDescription>{options.description}</AlertDialogDescription> : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {options.actions?.(close)}
            <AlertDialogCancel onClick={() => close(false)}>
              {options.cancelText ?? CONFIRM_DEFAULTS.cancel}
            </AlertDialogCancel>
            <AlertDialogAction destructive={options.destructive} onClick={() => close(true)}>
              {options.confirmText ?? CONFIRM_DEFAULTS.confirm}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
