// @vitest-environment jsdom
import { TOAST } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast-store';

describe('toast store', () => {
  it('keeps at most TOAST.limit toasts with their type', () => {
    for (let i = 0; i < TOAST.limit + 5; i++) toast.error(`e${i}`);
    const items = toastStore.getSnapshot();
    expect(items).toHaveLength(TOAST.limit);
    expect(items.at(-1)).toMatchObject({ type: 'error', message: `e${TOAST.limit + 4}`, open: true });
  });

  it('dismiss closes a toast', () => {
    const id = toast.success('saved');
    toast.dismiss(id);
    expect(toastStore.getSnapshot().find((t) => t.id === id)?.open).toBe(false);
  });
});
