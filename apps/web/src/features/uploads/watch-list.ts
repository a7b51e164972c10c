/**
 * The queued drops the app still has to report on (SPEC §4 "You'll be notified once it's done").
 * Kept in sessionStorage so a reload of the tab keeps watching.
 */
const KEY = 'hirebase-upload-watch';

export type WatchedOperation = { id: string; jobId: string | null };

function read(): WatchedOperation[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((w): w is WatchedOperation => typeof w?.id === 'string') : [];
  } catch {
    return [];
  }
}

function write(items: WatchedOperation[]) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: watching still works for this page's lifetime.
  }
}

export function createWatchList() {
  let items = read();
  const listeners = new Set<() => void>();
  const set = (next: WatchedOperation[]) => {
    items = next;
    write(items);
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(item: WatchedOperation) {
      if (!items.some((w) => w.id === item.id)) set([...items, item]);
    },
    /** True when the id was watched (so a finished drop is reported once). */
    remove(id: string): boolean {
      if (!items.some((w) => w.id === id)) return false;
      set(items.filter((w) => w.id !== id));
      return true;
    },
    clear: () => set([]),
  };
}

export type WatchList = ReturnType<typeof createWatchList>;
