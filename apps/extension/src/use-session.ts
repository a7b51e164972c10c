import { useEffect, useState } from 'react';
import { onSessionChange, readSession, type Session } from './session';

/** The stored session, kept current as the web app signs in, refreshes and signs out. `undefined` while loading. */
export function useSession(): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    const load = () => void readSession().then(setSession);
    load();
    return onSessionChange(load);
  }, []);
  return session;
}
