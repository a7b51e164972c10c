import { MESSAGES } from '@hirebase/shared';

type ChromeRuntime = { sendMessage: (id: string, message: unknown, callback?: (reply: unknown) => void) => void };
type ExtensionMessage = { type: 'AUTH_TOKEN'; token: string } | { type: 'LOGOUT' } | { type: 'CHECK_EXTENSION' };

/** The browser extension id; unset by default, which makes every call a quiet no-op. */
export const EXTENSION_ID: string | undefined = import.meta.env.VITE_EXTENSION_ID || undefined;

function runtime(): ChromeRuntime | undefined {
  const chrome = (globalThis as { chrome?: { runtime?: ChromeRuntime } }).chrome;
  return chrome?.runtime && typeof chrome.runtime.sendMessage === 'function' ? chrome.runtime : undefined;
}

/** Posts a message to the extension (SPEC §7). Resolves with the reply, or null when skipped. */
export function postToExtension(message: ExtensionMessage): Promise<unknown> {
  if (!EXTENSION_ID) return Promise.resolve(null);
  const rt = runtime();
  if (!rt) {
    console.info(MESSAGES.extensionMessagingMissing);
    return Promise.resolve(null);
  }
  if (message.type === 'AUTH_TOKEN' && typeof message.token !== 'string') {
    return Promise.reject(new Error(MESSAGES.extensionInvalidData));
  }
  return new Promise((resolve) => {
    try {
      rt.sendMessage(EXTENSION_ID!, message, (reply) => resolve(reply ?? null));
    } catch {
      resolve(null);
    }
  });
}
