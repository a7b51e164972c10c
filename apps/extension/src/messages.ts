/** The messages the web app sends (SPEC §7) and what the extension answers to each. */
import type { Session } from './session';

export const INVALID_DATA = 'Invalid data type';

export type Reply = { installed: true; signed_in: boolean } | { ok: true } | { ok: false; error: string };

export type SessionStore = {
  read: () => Promise<Session | null>;
  save: (s: Session) => Promise<void>;
  clear: () => Promise<void>;
};

/** Handles one external message from the web app at `origin`; unknown or malformed messages get "Invalid data type". */
export async function handleExternal(
  message: unknown,
  origin: string | undefined,
  store: SessionStore,
): Promise<Reply> {
  const type = message && typeof message === 'object' ? (message as { type?: unknown }).type : undefined;
  switch (type) {
    case 'CHECK_EXTENSION':
      return { installed: true, signed_in: (await store.read()) !== null };
    case 'AUTH_TOKEN': {
      const token = (message as { token?: unknown }).token;
      if (typeof token !== 'string' || !token || !origin) return { ok: false, error: INVALID_DATA };
      await store.save({ token, origin });
      return { ok: true };
    }
    case 'LOGOUT':
      await store.clear();
      return { ok: true };
    default:
      return { ok: false, error: INVALID_DATA };
  }
}
