/**
 * The Hirebase session the web app handed over (SPEC §7): the bearer token and the origin of the
 * web app that sent it, whose API the extension then calls. Kept in chrome.storage.local, so the
 * popup, the side panel and the service worker share it; LOGOUT removes it.
 */
export type Session = { token: string; origin: string };

const KEY = 'hirebase.session';

export async function readSession(): Promise<Session | null> {
  const stored = (await chrome.storage.local.get(KEY))[KEY];
  if (!stored || typeof stored !== 'object') return null;
  const { token, origin } = stored as Partial<Session>;
  return typeof token === 'string' && typeof origin === 'string' ? { token, origin } : null;
}

export const saveSession = (session: Session) => chrome.storage.local.set({ [KEY]: session });
export const clearSession = () => chrome.storage.local.remove(KEY);

/** Calls back whenever the stored session changes (sign-in, token refresh, sign-out). */
export function onSessionChange(listener: () => void): () => void {
  const handler = (changes: Record<string, chrome.storage.Change>, area: string) => {
    if (area === 'local' && KEY in changes) listener();
  };
  chrome.storage.onChanged.addListener(handler);
  return () => chrome.storage.onChanged.removeListener(handler);
}
