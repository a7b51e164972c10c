import { MESSAGES } from '@hirebase/shared';
import { publicConfigQuery } from '@/features/auth/public-config';
import { queryClient } from '@/lib/query-client';

type ChromeRuntime = {
  sendMessage: (id: string, message: unknown, callback?: (reply: unknown) => void) => void;
  lastError?: unknown;
};
type ExtensionMessage = { type: 'AUTH_TOKEN'; token: string } | { type: 'LOGOUT' } | { type: 'CHECK_EXTENSION' };

/** What CHECK_EXTENSION found (SPEC §7): not configured, no messaging in this browser, not installed, or installed. */
export type ExtensionStatus = 'unconfigured' | 'unavailable' | 'missing' | 'installed';

/** The extension id the server's configuration names (EXTENSION_ID), else the build's VITE_EXTENSION_ID; none makes every call a quiet no-op. */
async function extensionId(): Promise<string | undefined> {
  const config = await queryClient.ensureQueryData(publicConfigQuery).catch(() => null);
  return config?.extension_id || import.meta.env.VITE_EXTENSION_ID || undefined;
}

function runtime(): ChromeRuntime | undefined {
  const chrome = (globalThis as { chrome?: { runtime?: ChromeRuntime } }).chrome;
  return chrome?.runtime && typeof chrome.runtime.sendMessage === 'function' ? chrome.runtime : undefined;
}

function send(rt: ChromeRuntime, id: string, message: ExtensionMessage): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      rt.sendMessage(id, message, (reply) => {
        // Reading lastError tells Chrome the failure (no such extension) was seen.
        void rt.lastError;
        resolve(reply ?? null);
      });
    } catch {
      resolve(null);
    }
  });
}

/** Posts a message to the extension (SPEC §7). Resolves with the reply, or null when skipped. */
export async function postToExtension(message: ExtensionMessage): Promise<unknown> {
  const id = await extensionId();
  if (!id) {
    console.info(MESSAGES.extensionIdMissing);
    return null;
  }
  const rt = runtime();
  if (!rt) {
    console.info(MESSAGES.extensionMessagingMissing);
    return null;
  }
  if (message.type === 'AUTH_TOKEN' && typeof message.token !== 'string') {
    throw new Error(MESSAGES.extensionInvalidData);
  }
  return send(rt, id, message);
}

/** Asks the extension whether it is installed (CHECK_EXTENSION; the reply carries `installed: true`). */
export async function checkExtension(): Promise<ExtensionStatus> {
  const id = await extensionId();
  if (!id) return 'unconfigured';
  const rt = runtime();
  if (!rt) return 'unavailable';
  const reply = await send(rt, id, { type: 'CHECK_EXTENSION' });
  return reply && typeof reply === 'object' && (reply as { installed?: unknown }).installed === true
    ? 'installed'
    : 'missing';
}
