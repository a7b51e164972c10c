/** The few Chrome extension APIs this extension calls, typed as it uses them. */
declare namespace chrome {
  namespace runtime {
    type MessageSender = { id?: string; origin?: string; url?: string; tab?: tabs.Tab };
    const lastError: { message?: string } | undefined;
    const id: string;
    const onMessageExternal: {
      addListener(
        listener: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | void,
      ): void;
    };
    function getURL(path: string): string;
  }
  namespace storage {
    type Change = { oldValue?: unknown; newValue?: unknown };
    const local: {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    };
    const onChanged: {
      addListener(listener: (changes: Record<string, Change>, areaName: string) => void): void;
      removeListener(listener: (changes: Record<string, Change>, areaName: string) => void): void;
    };
  }
  namespace tabs {
    type Tab = { id?: number; url?: string; title?: string; windowId: number; active: boolean };
    function query(query: {
      active?: boolean;
      currentWindow?: boolean;
      lastFocusedWindow?: boolean;
      url?: string | string[];
    }): Promise<Tab[]>;
    function get(tabId: number): Promise<Tab>;
    function create(props: { url: string; active?: boolean }): Promise<Tab>;
  }
  namespace scripting {
    type InjectionResult<T> = { frameId: number; result?: T };
    function executeScript<T>(injection: {
      target: { tabId: number };
      func: () => T;
    }): Promise<InjectionResult<Awaited<T>>[]>;
  }
  namespace sidePanel {
    function open(options: { windowId?: number; tabId?: number }): Promise<void>;
  }
  namespace windows {
    function getCurrent(): Promise<{ id?: number }>;
  }
}
