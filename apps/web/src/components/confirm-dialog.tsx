import { CONFIRM_DEFAULTS } from '@hirebase/shared';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
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

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const close = useCallback((result: boolean) => {
    resolver.current?.(result);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
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
              <AlertDialogCancel onClick={() => close(false)}>{options.cancelText ?? CONFIRM_DEFAULTS.cancel}</AlertDialogCancel>
              <AlertDialogAction destructive={options.destructive} onClick={() => close(true)}>
                {options.confirmText ?? CONFIRM_DEFAULTS.confirm}
              </AlertDialogAction>
            </div>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
