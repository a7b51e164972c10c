/** Constants fixed by SPEC §5, §7 and §9. */
export const API_BASE_PATH = '/api/v1';

export const MAX_FILES_PER_DROP = 500;
export const FILE_ID_LENGTH = 6;
export const ACCEPTED_UPLOAD_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;

/** The bearer token is refreshed this long before it expires. */
export const TOKEN_REFRESH_BEFORE_MS = 5 * 60 * 1000;
/** A token counts as expired this long before its real expiry. */
export const TOKEN_EXPIRY_SKEW_MS = 30 * 1000;
/** Failed refreshes back off from 30 s, doubling up to 16 minutes. */
export const TOKEN_RETRY_BASE_MS = 30 * 1000;
export const TOKEN_RETRY_MAX_MS = 16 * 60 * 1000;
/** Lifetime of the org-scoped bearer token. */
export const TOKEN_TTL_SECONDS = 60 * 60;

export const SIGN_IN_POPUP = { width: 500, height: 600 } as const;
export const PASSWORD_MIN_LENGTH_DEFAULT = 6;

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export const TOAST = {
  durationMs: 5000,
  swipeThreshold: 50,
  swipeDirection: 'right',
  limit: 20,
  maxWidthPx: 350,
  hotkey: ['F8'],
} as const;

export const TOOLTIP_DELAY_MS = 100;
export const DROPZONE_CANCEL_DELAY_MS = 300;

export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
} as const;

export const QUERY_DEFAULTS = {
  retry: 3,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  staleTimeMs: 0,
  gcTimeMs: 5 * 60 * 1000,
} as const;

/** IndexedDB cache of tags (SPEC §3). */
export const TAGS_DB = { name: 'recruiter-tags-db', version: 1, tagsStore: 'tags', expiryStore: 'tags-expiry' } as const;
export const TAGS_CACHE_TTL_MS = 10 * 60 * 1000;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Invitations stay valid this long. */
export const INVITATION_TTL_DAYS = 7;
/** New organizations start on a trial of the top plan for this long. */
export const TRIAL_DAYS = 14;

/**
 * The browser extension's id: Chrome derives it from the public key pinned in
 * apps/extension/manifest.json, so every install of the built folder has this id.
 */
export const EXTENSION_ID_DEFAULT = 'piedphbceoiibjiikaeogaphekmhmcah';
