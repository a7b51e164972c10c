import { TOAST } from '@hirebase/shared';

export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';
export type ToastItem = {
  id: number;
  type: ToastType;
  message: string;
  description?: string | undefined;
  open: boolean;
};
type Options = { description?: string; id?: number };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function push(type: ToastType, message: string, options: Options = {}): number {
  const id = options.id ?? nextId++;
  const item: ToastItem = { id, type, message, description: options.description, open: true };
  const existing = items.findIndex((t) => t.id === id);
  if (existing >= 0) items = items.map((t) => (t.id === id ? item : t));
  else items = [...items, item].slice(-TOAST.limit);
  emit();
  return id;
}

/** Fires a toast from anywhere (components, query handlers, auth store). */
export const toast = Object.assign((message: string, options?: Options) => push('blank', message, options), {
  success: (message: string, options?: Options) => push('success', message, options),
  error: (message: string, options?: Options) => push('error', message, options),
  loading: (message: string, options?: Options) => push('loading', message, options),
  custom: (message: string, options?: Options) => push('custom', message, options),
  dismiss(id: number) {
    items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
    emit();
    // Keep the closed toast briefly so Radix can run its exit transition.
    setTimeout(() => toast.remove(id), 300);
  },
  remove(id: number) {
    items = items.filter((t) => t.id !== id);
    emit();
  },
});

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => items,
};
