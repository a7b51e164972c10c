import { MESSAGES, TOKEN_TTL_SECONDS, type Profile, type TokenResponse } from '@hirebase/shared';
import { apiData, isApiError, request, setTokenProvider } from '@/lib/api-client';
import { postToExtension } from '@/lib/extension';
import { toast } from '@/lib/toast-store';
import { createTokenRefresher, isTokenExpired } from '@/lib/token-refresh';
import { identity } from './identity-api';

export type AuthState = {
  user: Profile | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  isCustomAuthLoading: boolean;
  token: string | null;
  isSubscriptionActive: boolean;
  orgId: string | null;
  expiresAt: number | null;
};

const signedOut: AuthState = {
  user: null,
  isLoggedIn: false,
  isLoading: false,
  isCustomAuthLoading: false,
  token: null,
  isSubscriptionActive: false,
  orgId: null,
  expiresAt: null,
};

let state: AuthState = { ...signedOut, isLoading: true };
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function set(patch: Partial<AuthState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function expiryOf(response: Partial<TokenResponse>): number {
  const parsed = response.expires_at ? Date.parse(response.expires_at) : NaN;
  return Number.isFinite(parsed) ? parsed : Date.now() + TOKEN_TTL_SECONDS * 1000;
}

function applyToken(response: Partial<TokenResponse> & { token: string }) {
  const expiresAt = expiryOf(response);
  set({
    token: response.token,
    expiresAt,
    orgId: response.org_id ?? null,
    isSubscriptionActive: Boolean(response.is_subscription_active),
  });
  refresher.schedule(expiresAt);
  // A refreshed token replaces the one the extension holds (the first one goes with the login).
  if (state.isLoggedIn) void postToExtension({ type: 'AUTH_TOKEN', token: response.token }).catch(() => undefined);
}

/** Server token exchange: session cookie in, org-scoped bearer token out. */
async function exchangeToken(orgId: string | null): Promise<TokenResponse> {
  const body = await request<{ data: TokenResponse }>('/api/v1/recruiter/auth/token', {
    method: 'POST',
    body: { org_id: orgId },
    auth: false,
    credentials: 'include',
  });
  applyToken(body.data);
  return body.data;
}

// A refresh re-exchanges for the same org; applyToken plans the next one.
const refresher = createTokenRefresher(async () => expiryOf(await exchangeToken(state.orgId)));

setTokenProvider(async () => {
  if (state.token && state.expiresAt && isTokenExpired(state.expiresAt)) {
    try {
      await exchangeToken(state.orgId);
    } catch {
      // Keep the old token: the server answers 401 and the global handler takes over.
    }
  }
  return state.token;
});

async function loadProfile(): Promise<Profile> {
  const user = await apiData<Profile>('/recruiter/user/profile');
  set({ user });
  return user;
}

async function clearSession({ toastLoggedOut }: { toastLoggedOut: boolean }) {
  refresher.stop();
  await identity.signOut().catch(() => undefined);
  set({ ...signedOut });
  // Loaded on sign-out only: IndexedDB code has no place on the first paint.
  await import('@/lib/tags-db').then((m) => m.deleteTagsDb()).catch(() => undefined);
  for (const listener of signOutListeners) listener();
  if (toastLoggedOut) toast.success(MESSAGES.loggedOut);
  await postToExtension({ type: 'LOGOUT' }).catch(() => undefined);
}

/**
 * After the identity provider accepted the user: token exchange, profile fetch, logged in,
 * extension told (SPEC §4). A failed exchange signs the user out with the SPEC §8 message.
 */
async function completeLogin(orgId: string | null = null): Promise<Profile> {
  set({ isLoading: true, isCustomAuthLoading: true });
  try {
    try {
      await exchangeToken(orgId);
    } catch (error) {
      const notFound = isApiError(error) && /not found/i.test(error.message);
      toast.error(notFound ? MESSAGES.userNotRegistered : MESSAGES.serverError);
      // Only the server refusing the session ends it there. A network failure, a 5xx or a request
      // cut short by leaving the page must not sign the user out of every tab.
      if (isApiError(error) && error.status >= 400 && error.status < 500) await clearSession({ toastLoggedOut: false });
      else {
        refresher.stop();
        set({ ...signedOut });
      }
      throw error;
    }
    const user = await loadProfile();
    set({ isLoggedIn: true });
    if (state.token) void postToExtension({ type: 'AUTH_TOKEN', token: state.token }).catch(() => undefined);
    return user;
  } finally {
    set({ isLoading: false, isCustomAuthLoading: false });
  }
}

/** Google sign-in returns a bearer token directly. */
async function loginWithToken(response: Partial<TokenResponse> & { token: string }): Promise<Profile> {
  set({ isLoading: true, isCustomAuthLoading: true });
  try {
    applyToken(response);
    const user = await loadProfile();
    set({ isLoggedIn: true });
    void postToExtension({ type: 'AUTH_TOKEN', token: response.token }).catch(() => undefined);
    return user;
  } finally {
    set({ isLoading: false, isCustomAuthLoading: false });
  }
}

let readyPromise: Promise<void> | null = null;
let leaving: Promise<void> | null = null;

/** On app load: an identity session means a token exchange; none means signed out. */
function init(): Promise<void> {
  readyPromise ??= (async () => {
    try {
      const session = await identity.getSession();
      if (!session) {
        set({ ...signedOut });
        return;
      }
      await completeLogin(null);
    } catch {
      set({ ...signedOut });
    }
  })();
  return readyPromise;
}

export const authStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onSignOut(listener: () => void) {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
  ready: init,
  completeLogin,
  loginWithToken,
  exchangeToken,
  loadProfile,
  setUser: (user: Profile) => set({ user }),
  signOut: () => clearSession({ toastLoggedOut: true }),
  /** Local reset after the server said 401: no more API calls with the dead token. */
  expire() {
    refresher.stop();
    set({ ...signedOut });
  },
  /** The current organization is gone: exchange again without naming one, once however many requests noticed. */
  leaveGoneOrg(): Promise<void> {
    leaving ??= completeLogin(null)
      .then(() => undefined, () => undefined)
      .finally(() => (leaving = null));
    return leaving;
  },
};

export type AuthStore = typeof authStore;
