import { useSyncExternalStore } from 'react';
import { authStore, type AuthState } from './auth-store';

/** The auth context of SPEC §4 (user, isLoggedIn, isLoading, isCustomAuthLoading, token, isSubscriptionActive). */
export function useAuth(): AuthState & { signOut: () => Promise<void> } {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return { ...state, signOut: authStore.signOut };
}
