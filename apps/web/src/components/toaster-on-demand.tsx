import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from '@/lib/toast-store';

const Toaster = lazy(() => import('./ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toaster with the first toast: Radix Toast loads then, not before the first paint.
 * The store already holds that toast, so the toaster shows it as soon as its code arrives.
 */
export function ToasterOnDemand() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const [needed, setNeeded] = useState(false);
  if (items.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
