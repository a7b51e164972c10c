/** Connected accounts (/apps): mailboxes, calendars, video apps and job portals. */
import { z } from 'zod';
import type { Feature } from '../plans';
import { INTEGRATION_PROVIDERS } from '../vocabulary';

export { INTEGRATION_PROVIDERS };

export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];
export type IntegrationKind = 'mail' | 'calendar' | 'video' | 'portal';

/** One provider as /apps shows it, with the state of this user's (or the organization's) connection. */
export type IntegrationState = {
  provider: IntegrationProvider;
  name: string;
  description: string;
  kinds: IntegrationKind[];
  scope: 'user' | 'org';
  connect: 'oauth' | 'form';
  /** The plan flag the provider needs; `plan_allows` false shows an upgrade note instead of Connect. */
  plan_flag: Feature | null;
  plan_allows: boolean;
  /** Whether this server has the provider's app (client id) configured; OAuth providers without one cannot connect. */
  configured: boolean;
  /** Whether this member may connect or disconnect it (organization-level ones: administrators). */
  can_manage: boolean;
  app_path: string | null;
  /** Whether a connected account of this provider syncs in the background, and so offers "Sync now". */
  syncs: boolean;
  account: {
    id: string;
    status: 'connected' | 'error' | 'revoked';
    label: string;
    error: string | null;
    last_synced_at: string | null;
    connected_at: string;
    settings: Record<string, unknown>;
  } | null;
};

const host = z.string().trim().min(1, 'Enter the server’s host name').max(253).regex(/^[A-Za-z0-9.:[\]-]+$/, 'Enter a host name such as imap.example.com');
const port = z.coerce.number().int().min(1).max(65535);

/** An IMAP mailbox with its SMTP server for sending; verified by signing in before it is saved. */
export const imapConnectSchema = z.object({
  host,
  port: port.default(993),
  secure: z.boolean().default(true),
  username: z.string().trim().min(1, 'Enter the user name').max(320),
  password: z.string().min(1, 'Enter the password or app password').max(1000),
  smtp_host: host.optional(),
  smtp_port: port.default(465),
  smtp_secure: z.boolean().optional(),
  /** The address mail is sent from; the user name when it is an address. */
  email: z.string().trim().toLowerCase().email('Enter a valid email').max(254).optional(),
});
export type ImapConnectInput = z.infer<typeof imapConnectSchema>;

/** Any CalDAV server: the address of the server (or the calendar), the user and the password; verified by signing in. */
export const caldavConnectSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the CalDAV server’s address')
    .max(2000)
    .url('Enter a full address such as https://calendar.example.com/')
    .refine((u) => /^https?:\/\//i.test(u), 'Only http(s) addresses'),
  username: z.string().trim().min(1, 'Enter the user name').max(320),
  password: z.string().min(1, 'Enter the password or app password').max(1000),
});
export type CaldavConnectInput = z.infer<typeof caldavConnectSchema>;

export const oauthCallbackSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(200),
});
export type OAuthCallbackInput = z.infer<typeof oauthCallbackSchema>;
