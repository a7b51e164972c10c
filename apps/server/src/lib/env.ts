/** All configuration comes from environment variables with safe defaults (README lists them). */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXTENSION_ID_DEFAULT, PASSWORD_MIN_LENGTH_DEFAULT, SCOUT_OWNERSHIP_DAYS_DEFAULT, type PasswordPolicy } from '@hirebase/shared';
import type { StorageConfig } from '../providers/storage';

export type BotChallenge = 'altcha' | 'turnstile' | 'off';

/** pretty: readable lines for a person at a terminal; json: one JSON object a line, for log collectors. */
export type LogFormat = 'pretty' | 'json';

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: none, the last `hops`
 * proxies in front of us, or the proxies at the listed addresses and ranges.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; ranges: string[] };

export type Env = {
  port: number;
  dataDir: string;
  /** Where uploaded files live: the local folder FILES_DIR or an S3-compatible bucket (S3_BUCKET). */
  storage: StorageConfig;
  databaseUrl: string | null;
  publicUrl: string;
  /** CAREERS_HOST: a second host name (e.g. jobs.example.com) this server answers with the careers site; null serves it under /careers. */
  careersHost: string | null;
  /** NODE_ENV=development: the Vite dev server's origin is trusted too. */
  development: boolean;
  trustProxy: TrustProxy;
  smtpUrl: string | null;
  mailFrom: string;
  botChallenge: BotChallenge;
  turnstileSiteKey: string | null;
  turnstileSecretKey: string | null;
  googleClientId: string | null;
  googleClientSecret: string | null;
  /** EXTENSION_ID: the browser extension the web app talks to; the id pinned by apps/extension's manifest key unless set (empty: none). */
  extensionId: string | null;
  googleJwksUrl: string;
  /** An OpenAI-compatible endpoint for the AI features; null keeps them on their built-in offline paths. */
  ai: AiConfig | null;
  /** Hosted billing through the payment provider (STRIPE_SECRET_KEY); null is self-hosted mode, where an operator sets plans. */
  billing: BillingConfig | null;
  maintenance: boolean;
  /** Whether answers of the screens kept open are cached until their organization changes (READ_CACHE=off: never). */
  readCache: boolean;
  /** EMBEDDED_SHARED_BUFFERS: the embedded database's buffer pool, a PostgreSQL size such as 16MB. */
  embeddedSharedBuffers: string;
  /** SUPPORT_EMAIL: where new support tickets and members' follow-ups are mailed; null keeps them in the app only. */
  supportEmail: string | null;
  /** FEEDBACK_BOARD_URL and FEEDBACK_SSO_SECRET: the external feedback board /canny/sso signs users in to. */
  feedback: { boardUrl: string; secret: string } | null;
  authSecret: string;
  passwordPolicy: PasswordPolicy;
  rateLimit: {
    authPerIpPerMinute: number;
    /** Failed sign-ins per account from one address per hour; mails per address per hour. */
    authPerAccountPerHour: number;
    /** Failed sign-ins per account from all addresses together per hour (the softer, account-wide lock). */
    authPerAccountTotalPerHour: number;
  };
  /** TALENT_SCOUT_OWNERSHIP_DAYS: how long a partner's first submission of a person keeps them theirs. */
  talentScoutOwnershipDays: number;
  logLevel: string;
  logFormat: LogFormat;
  seedDemo: boolean;
  /** Whether the HTTP process also runs the background workers (embedded default: yes). */
  runWorkers: boolean;
  webDist: string;
  /** AUTH_SECRET_PREVIOUS: the secret before the last rotation, so values sealed with it still open. */
  authSecretPrevious: string | null;
  integrations: IntegrationsConfig;
  webhooks: {
    /** Lets webhooks reach private, loopback and link-local addresses: for tests on loopback only. */
    allowPrivate: boolean;
    timeoutMs: number;
  };
};

/** One OAuth provider's app: its client and the base addresses of its endpoints (tests point them at fakes). */
export type OAuthApp = { clientId: string | null; clientSecret: string | null; authBase: string; apiBase: string };

export type IntegrationsConfig = {
  /** INTEGRATIONS_ALLOW_PRIVATE=1: IMAP, SMTP and CalDAV hosts may be private or loopback (intranets, tests). */
  allowPrivate: boolean;
  /** Minutes between background mail and calendar syncs of every connected account (0: only "sync now"). */
  syncIntervalMinutes: number;
  /** GOOGLE_CLIENT_ID/SECRET (shared with Google sign-in), GOOGLE_OAUTH_BASE (accounts.google.com), GOOGLE_API_BASE (www.googleapis.com). */
  google: OAuthApp & { tokenBase: string };
  /** MICROSOFT_CLIENT_ID/SECRET, MICROSOFT_TENANT (common), MICROSOFT_LOGIN_BASE (login.microsoftonline.com), MICROSOFT_GRAPH_BASE. */
  microsoft: OAuthApp & { tenant: string };
  /** ZOOM_CLIENT_ID/SECRET, ZOOM_OAUTH_BASE (zoom.us), ZOOM_API_BASE (api.zoom.us). */
  zoom: OAuthApp;
};

function baseUrl(source: Record<string, string | undefined>, name: string, fallback: string): string {
  const value = (source[name] || fallback).replace(/\/+$/, '');
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name}=${value}: expected an http or https address such as ${fallback}`);
  return value;
}

function parseIntegrations(source: Record<string, string | undefined>): IntegrationsConfig {
  const google = baseUrl(source, 'GOOGLE_OAUTH_BASE', 'https://accounts.google.com');
  return {
    allowPrivate: flag(source.INTEGRATIONS_ALLOW_PRIVATE),
    syncIntervalMinutes: int(source.INTEGRATIONS_SYNC_MINUTES, 5),
    google: {
      clientId: source.GOOGLE_CLIENT_ID || null,
      clientSecret: source.GOOGLE_CLIENT_SECRET || null,
      authBase: google,
      // The fake serves both from one address; Google's token and revoke endpoints live on oauth2.googleapis.com.
      tokenBase: source.GOOGLE_OAUTH_BASE ? google : 'https://oauth2.googleapis.com',
      apiBase: baseUrl(source, 'GOOGLE_API_BASE', 'https://www.googleapis.com'),
    },
    microsoft: {
      clientId: source.MICROSOFT_CLIENT_ID || null,
      clientSecret: source.MICROSOFT_CLIENT_SECRET || null,
      tenant: source.MICROSOFT_TENANT || 'common',
      authBase: baseUrl(source, 'MICROSOFT_LOGIN_BASE', 'https://login.microsoftonline.com'),
      apiBase: baseUrl(source, 'MICROSOFT_GRAPH_BASE', 'https://graph.microsoft.com'),
    },
    zoom: {
      clientId: source.ZOOM_CLIENT_ID || null,
      clientSecret: source.ZOOM_CLIENT_SECRET || null,
      authBase: baseUrl(source, 'ZOOM_OAUTH_BASE', 'https://zoom.us'),
      apiBase: baseUrl(source, 'ZOOM_API_BASE', 'https://api.zoom.us'),
    },
  };
}

export type AiConfig = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

/** The provider's per-seat monthly price for each paid plan; the free Starter plan has none. */
export type BillingConfig = { secretKey: string; webhookSecret: string; apiBase: string | null; prices: { growth: string; scale: string } };

/** STRIPE_SECRET_KEY turns hosted billing on; it needs the webhook signing secret and the two plans' prices. */
function parseBilling(source: Record<string, string | undefined>): BillingConfig | null {
  const secretKey = source.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  const missing = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_GROWTH', 'STRIPE_PRICE_SCALE'].filter((k) => !source[k]);
  if (missing.length) throw new Error(`STRIPE_SECRET_KEY needs ${missing.join(', ')}`);
  const apiBase = source.STRIPE_API_BASE?.replace(/\/+$/, '') || null;
  if (apiBase && (!URL.canParse(apiBase) || !/^https?:$/.test(new URL(apiBase).protocol))) {
    throw new Error(`STRIPE_API_BASE=${apiBase}: expected an http or https address such as https://api.stripe.com`);
  }
  return { secretKey, webhookSecret: source.STRIPE_WEBHOOK_SECRET!, apiBase, prices: { growth: source.STRIPE_PRICE_GROWTH!, scale: source.STRIPE_PRICE_SCALE! } };
}

/** AI_BASE_URL (such as https://api.openai.com/v1 or a local server's /v1) turns the model paths on. */
function parseAi(source: Record<string, string | undefined>): AiConfig | null {
  const baseUrl = source.AI_BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl) return null;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error(`AI_BASE_URL=${baseUrl}: expected an http or https address such as https://api.openai.com/v1`);
  }
  if (!source.AI_MODEL) throw new Error('AI_BASE_URL needs AI_MODEL, the model to ask (such as gpt-4o-mini)');
  return { baseUrl, apiKey: source.AI_API_KEY || null, model: source.AI_MODEL, timeoutMs: int(source.AI_TIMEOUT_MS, 30_000) };
}

function parseFeedback(source: Record<string, string | undefined>): Env['feedback'] {
  const boardUrl = source.FEEDBACK_BOARD_URL?.trim();
  const secret = source.FEEDBACK_SSO_SECRET;
  if (!boardUrl || !secret) return null;
  if (!URL.canParse(boardUrl) || new URL(boardUrl).protocol !== 'https:') {
    throw new Error(`FEEDBACK_BOARD_URL=${boardUrl}: expected an https address such as https://feedback.example.com`);
  }
  return { boardUrl, secret };
}

function flag(value: string | undefined): boolean {
  return value != null && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** The embedded database's buffer pool unless EMBEDDED_SHARED_BUFFERS says otherwise (db/client.ts explains why so small). */
export const EMBEDDED_SHARED_BUFFERS_DEFAULT = '16MB';

/** A PostgreSQL memory size (128kB, 16MB, 1GB); anything else stops start-up rather than reach the database as a bad setting. */
function parseSize(name: string, value: string | undefined, fallback: string): string {
  const size = value?.trim() || fallback;
  if (!/^\d+(kB|MB|GB)$/.test(size)) throw new Error(`${name}=${size}: expected a size such as 16MB`);
  return size;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * TRUST_PROXY: off (unset, 0, false, no, off), on (1, true, yes, on: one proxy in front), a hop
 * count, or a comma-separated list of proxy addresses and CIDR ranges. Anything else stops start-up,
 * because a misread setting either lets clients forge their address or puts every client behind one.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return { kind: 'none' };
  if (['true', 'yes', 'on'].includes(raw)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return { kind: 'hops', hops };
    throw new Error(`TRUST_PROXY=${value}: a hop count must be between 1 and 10`);
  }
  const ranges = raw.split(',').map((r) => r.trim()).filter(Boolean);
  const bad = ranges.filter((r) => !validRange(r));
  if (ranges.length === 0 || bad.length > 0) {
    throw new Error(
      `TRUST_PROXY=${value}: expected off, on, a hop count (1-10) or a comma-separated list of proxy addresses or CIDR ranges (bad: ${bad.join(', ') || value})`,
    );
  }
  return { kind: 'addresses', ranges };
}

function validRange(range: string): boolean {
  const [address, bits, ...extra] = range.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * S3_BUCKET set → the bucket, with S3_REGION (or AWS_REGION; us-east-1), S3_ENDPOINT for an
 * S3-compatible server, S3_FORCE_PATH_STYLE (default: on when S3_ENDPOINT is set) and credentials
 * from the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 * Otherwise the local folder FILES_DIR (DATA_DIR/files).
 */
export function parseStorage(source: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const bucket = source.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local', dir: path.resolve(source.FILES_DIR ?? path.join(dataDir, 'files')) };
  const endpoint = source.S3_ENDPOINT?.trim() || null;
  if (endpoint && (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))) {
    throw new Error(`S3_ENDPOINT=${endpoint}: expected an http or https address such as http://127.0.0.1:9000`);
  }
  return {
    kind: 's3',
    bucket,
    region: source.S3_REGION?.trim() || source.AWS_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: source.S3_FORCE_PATH_STYLE ? flag(source.S3_FORCE_PATH_STYLE) : endpoint != null,
  };
}

/** LOG_FORMAT=pretty|json; unset: pretty when stdout is a terminal, JSON otherwise (a service, a pipe, a container). */
export function parseLogFormat(value: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  const raw = (value ?? '').trim().toLowerCase();
  if (raw === 'pretty' || raw === 'json') return raw;
  if (raw === '') return stdoutIsTerminal ? 'pretty' : 'json';
  throw new Error(`LOG_FORMAT=${value}: expected pretty or json`);
}

/** A secret kept under DATA_DIR so sessions survive restarts without any setup. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = int(source.PORT, 3000);
  const dataDir = path.resolve(source.DATA_DIR ?? './data');
  const turnstileSiteKey = source.TURNSTILE_SITE_KEY || null;
  const turnstileSecretKey = source.TURNSTILE_SECRET_KEY || null;
  const requested = (source.BOT_CHALLENGE ?? '').toLowerCase();
  const botChallenge: BotChallenge =
    requested === 'off' || requested === 'altcha' || requested === 'turnstile'
      ? requested
      : turnstileSiteKey && turnstileSecretKey
        ? 'turnstile'
        : 'altcha';
  if (botChallenge === 'turnstile' && !(turnstileSiteKey && turnstileSecretKey)) {
    throw new Error('BOT_CHALLENGE=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY');
  }
  const publicUrl = (source.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) {
    throw new Error(`PUBLIC_URL=${publicUrl}: expected an http or https address such as https://hire.example.com`);
  }
  const careersHost = (source.CAREERS_HOST || '').trim().toLowerCase() || null;
  if (careersHost && !/^[a-z0-9.-]+(:\d{1,5})?$/.test(careersHost)) {
    throw new Error(`CAREERS_HOST=${careersHost}: expected a host name such as jobs.example.com`);
  }
  return {
    port,
    dataDir,
    storage: parseStorage(source, dataDir),
    databaseUrl: source.DATABASE_URL || null,
    publicUrl,
    careersHost,
    development: source.NODE_ENV === 'development',
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    smtpUrl: source.SMTP_URL || null,
    mailFrom: source.MAIL_FROM || 'Hirebase <no-reply@hirebase.local>',
    botChallenge,
    turnstileSiteKey,
    turnstileSecretKey,
    googleClientId: source.GOOGLE_CLIENT_ID || null,
    googleClientSecret: source.GOOGLE_CLIENT_SECRET || null,
    extensionId: source.EXTENSION_ID === undefined ? EXTENSION_ID_DEFAULT : source.EXTENSION_ID.trim() || null,
    googleJwksUrl: source.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    ai: parseAi(source),
    billing: parseBilling(source),
    maintenance: flag(source.MAINTENANCE_MODE),
    readCache: !['0', 'false', 'no', 'off'].includes((source.READ_CACHE ?? '').toLowerCase()),
    embeddedSharedBuffers: parseSize('EMBEDDED_SHARED_BUFFERS', source.EMBEDDED_SHARED_BUFFERS, EMBEDDED_SHARED_BUFFERS_DEFAULT),
    supportEmail: source.SUPPORT_EMAIL?.trim() || null,
    feedback: parseFeedback(source),
    authSecret: source.AUTH_SECRET || persistentSecret(dataDir),
    passwordPolicy: {
      min_length: int(source.PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT),
      max_length: source.PASSWORD_MAX_LENGTH ? int(source.PASSWORD_MAX_LENGTH, 128) : 128,
      require_lowercase: flag(source.PASSWORD_REQUIRE_LOWERCASE),
      require_uppercase: flag(source.PASSWORD_REQUIRE_UPPERCASE),
      require_number: flag(source.PASSWORD_REQUIRE_NUMBER),
      require_symbol: flag(source.PASSWORD_REQUIRE_SYMBOL),
    },
    rateLimit: {
      authPerIpPerMinute: int(source.RATE_LIMIT_AUTH_PER_IP, 20),
      authPerAccountPerHour: int(source.RATE_LIMIT_AUTH_PER_ACCOUNT, 10),
      authPerAccountTotalPerHour: int(source.RATE_LIMIT_AUTH_PER_ACCOUNT_TOTAL, 50),
    },
    talentScoutOwnershipDays: int(source.TALENT_SCOUT_OWNERSHIP_DAYS, SCOUT_OWNERSHIP_DAYS_DEFAULT),
    logLevel: source.LOG_LEVEL || 'info',
    logFormat: parseLogFormat(source.LOG_FORMAT, process.stdout.isTTY === true),
    seedDemo: source.SEED_DEMO == null ? true : flag(source.SEED_DEMO),
    runWorkers: source.RUN_WORKERS == null ? true : flag(source.RUN_WORKERS),
    webDist: path.resolve(source.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    authSecretPrevious: source.AUTH_SECRET_PREVIOUS || null,
    integrations: parseIntegrations(source),
    webhooks: { allowPrivate: flag(source.WEBHOOKS_ALLOW_PRIVATE), timeoutMs: int(source.WEBHOOKS_TIMEOUT_MS, 10_000) },
  };
}
