import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST } from '@hirebase/shared';
import { CheckCircle2, CircleAlert, Info, Loader2, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { toast, toastStore, type ToastItem } from '@/lib/toast-store';
import { cn, focusRing } from '@/lib/utils';

const icons = {
  success: <CheckCircle2 className="size-4 text-success" aria-hidden="true" />,
  error: <CircleAlert className="size-4 text-destructive" aria-hidden="true" />,
  loading: <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />,
  blank: <Info className="size-4 text-primary" aria-hidden="true" />,
  custom: null,
} as const;

function ToastView({ item }: { item: ToastItem }) {
  return (
    <ToastPrimitive.Root
      open={item.open}
      type={item.type === 'error' ? 'foreground' : 'background'}
      duration={item.type === 'loading' ? Infinity : TOAST.durationMs}
      onOpenChange={(open) => (open ? undefined : toast.dismiss(item.id))}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-popover p-3 pr-8 text-popover-foreground shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity',
      )}
    >
      {icons[item.type] ? <span className="mt-0.5">{icons[item.type]}</span> : null}
      <div className="grid gap-0.5">
        <ToastPrimitive.Title className="text-sm font-medium">{item.message}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-xs text-muted-foreground">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className={cn('absolute right-2 top-2 rounded-sm p-0.5 opacity-70 hover:opacity-100', focusRing)}
      >
        <X className="size-3.5" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Radix Toast with the TOAST constants of SPEC §9: pause on hover/focus, swipe right or Escape, F8 to focus. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThreshold}
      label="Notification"
    >
      {items.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        label="Notifications ({hotkey})"
        style={{ maxWidth: TOAST.maxWidthPx }}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
