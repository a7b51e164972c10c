/**
 * Every provider /apps offers, as data: what it is, whether it belongs to a user or the organization,
 * how it connects, the plan flag it needs and its page. A provider's own module plugs in through
 * `hooks` (loaded lazily, so the modules may import the integration code without a cycle): the form
 * check that signs in before saving, who an OAuth account is, and what to start after connecting.
 */
import type { Feature, IntegrationKind, IntegrationProvider } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import type { IntegrationAccount } from './accounts';
import type { OAuthAppId, OAuthTokens } from './oauth';

export type Owner = { orgId: string; userId: string | null };

/** What a form connect saves once the provider accepted the credentials. */
export type VerifiedConnection = { label: string; secret: unknown; settings?: Record<string, unknown> };

export type ProviderHooks = {
  /** Form providers: validates the body and proves the credentials work (signs in), or throws an AppError. */
  verify?: (ctx: AppContext, owner: Owner, body: unknown) => Promise<VerifiedConnection>;
  /** OAuth providers: who the account is, from its fresh tokens; defaults to the OAuth app's user-info call. */
  identify?: (ctx: AppContext, tokens: OAuthTokens) => Promise<{ label: string; settings?: Record<string, unknown> }>;
  /** After a connect or reconnect (e.g. queue the first sync). */
  afterConnect?: (ctx: AppContext, account: IntegrationAccount) => Promise<void>;
  /** "Sync now": starts a sync of the account at once (providers whose def says `syncs`). */
  syncNow?: (ctx: AppContext, account: IntegrationAccount) => Promise<void>;
  /** Before the account is deleted here (the token is revoked at the provider by the caller). */
  beforeDisconnect?: (ctx: AppContext, account: IntegrationAccount) => Promise<void>;
};

export type ProviderDef = {
  id: IntegrationProvider;
  name: string;
  description: string;
  kinds: IntegrationKind[];
  scope: 'user' | 'org';
  connect: 'oauth' | 'form';
  planFlag?: Feature;
  appPath?: string;
  /** A connected account syncs in the background (its hooks have `syncNow`). */
  syncs?: boolean;
  /** OAuth providers: the app, the scopes asked for and the web page the provider sends the user back to. */
  oauth?: { app: OAuthAppId; scopes: string[]; redirectPath: string };
  hooks?: () => Promise<ProviderHooks>;
};

const GOOGLE_IDENTITY = ['openid', 'email', 'profile'];

export const PROVIDERS: ProviderDef[] = [
  { id: 'google_mail', name: 'Gmail', description: 'Brings the mail you exchange with candidates onto their timelines, and sends candidate email from your Gmail.', kinds: ['mail'], scope: 'user', connect: 'oauth', planFlag: 'gmail', appPath: '/apps/gmail', oauth: { app: 'google', scopes: [...GOOGLE_IDENTITY, 'https://www.googleapis.com/auth/gmail.readonly', 'https://www.googleapis.com/auth/gmail.send'], redirectPath: '/callback/google-oauth' } },
  { id: 'microsoft_mail', name: 'Outlook (Microsoft 365)', description: 'Brings the mail you exchange with candidates onto their timelines, and sends candidate email from your Outlook mailbox.', kinds: ['mail'], scope: 'user', connect: 'oauth', planFlag: 'gmail', oauth: { app: 'microsoft', scopes: ['openid', 'email', 'offline_access', 'User.Read', 'Mail.Read', 'Mail.Send'], redirectPath: '/callback/microsoft-oauth' } },
  { id: 'imap', name: 'IMAP / SMTP mailbox', description: 'Any mail server: syncs candidate mail over IMAP and sends candidate email through its SMTP server.', kinds: ['mail'], scope: 'user', connect: 'form', planFlag: 'gmail', syncs: true, hooks: () => import('./imap/hooks').then((m) => m.imapHooks) },
  { id: 'google_calendar', name: 'Google Calendar', description: 'Writes interviews to your calendar and shows when you are busy.', kinds: ['calendar', 'video'], scope: 'user', connect: 'oauth', appPath: '/apps/google-calendar', syncs: true, hooks: () => import('./calendar/hooks').then((m) => m.calendarHooks), oauth: { app: 'google', scopes: [...GOOGLE_IDENTITY, 'https://www.googleapis.com/auth/calendar'], redirectPath: '/apps/callback/google-oauth' } },
  { id: 'microsoft_calendar', name: 'Outlook Calendar (Microsoft 365)', description: 'Writes interviews to your Outlook calendar, shows when you are busy and adds Teams links.', kinds: ['calendar', 'video'], scope: 'user', connect: 'oauth', syncs: true, hooks: () => import('./calendar/hooks').then((m) => m.calendarHooks), oauth: { app: 'microsoft', scopes: ['openid', 'email', 'offline_access', 'User.Read', 'Calendars.ReadWrite', 'OnlineMeetings.ReadWrite'], redirectPath: '/callback/microsoft-oauth' } },
  { id: 'caldav', name: 'CalDAV calendar', description: 'Any CalDAV server: interviews in your calendar and your busy times in the schedule dialog.', kinds: ['calendar'], scope: 'user', connect: 'form', syncs: true, hooks: () => import('./caldav/hooks').then((m) => m.caldavHooks) },
  { id: 'zoom', name: 'Zoom', description: 'Creates a Zoom meeting for each video interview.', kinds: ['video'], scope: 'user', connect: 'oauth', oauth: { app: 'zoom', scopes: ['meeting:write', 'user:read'], redirectPath: '/callback/zoom-oauth' } },
  { id: 'naukri', name: 'Naukri', description: 'Publishes jobs to the portal and imports its applicants.', kinds: ['portal'], scope: 'org', connect: 'form', planFlag: 'job_portals', appPath: '/apps/naukri' },
];

export function providerDef(id: string): ProviderDef | null {
  return PROVIDERS.find((p) => p.id === id) ?? null;
}

/** The provider's hooks, or none. */
export async function providerHooks(def: ProviderDef): Promise<ProviderHooks> {
  return def.hooks ? def.hooks() : {};
}
