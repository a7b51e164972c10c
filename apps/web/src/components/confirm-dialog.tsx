import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog-view';

// Radix Dialog (focus trap, scroll lock) loads with the first confirmation, not before the first paint.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView })));

export type { ConfirmOptions } from './confirm-dialog-view';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Once shown, the dialog stays mounted so that closing it can animate.
  const [used, setUsed] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const close = useCallback((result: boolean) => {
    resolver.current?.(result);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setUsed(true);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ConfirmDialogView options={options} close={close} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
