/** A NOTIFY subscription driven by hand, standing in for the database's in the caches' tests. */
import type { Listen } from '../db/client';

export function handChannel() {
  const state = { message: (_: string) => undefined as void, live: (_: boolean) => undefined as void, channel: '', own: false };
  const listen: Listen = (name, onMessage, onLive, opts) => {
    state.channel = name;
    state.message = onMessage;
    state.live = onLive;
    state.own = opts?.own === true;
    return () => onLive(false);
  };
  return { listen, state };
}
