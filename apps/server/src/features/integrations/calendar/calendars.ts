/**
 * The one calendar of each user that interviews go to, whichever provider it is, opened as a calendar
 * adapter; and what a provider's refusal means for the account (reconnect, wait, or try again).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { integrationAccounts, type IntegrationProviderId } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import type { CalendarAdapter } from '../../../providers/calendar/adapter';
import { CalDavAuthError, caldavCalendar } from '../../../providers/calendar/caldav';
import { googleCalendar } from '../../../providers/calendar/google';
import { graphCalendar } from '../../../providers/calendar/graph';
import type { AuthorizedCall } from '../../../providers/calendar/http';
import type { IntegrationAccount } from '../accounts';
import { calendarOf } from '../caldav/connect';
import { oauthFetch, ProviderHttpError, ReconnectNeeded, type OAuthAppId } from '../oauth';

export const CALENDAR_PROVIDERS = ['caldav', 'google_calendar', 'microsoft_calendar'] as const satisfies IntegrationProviderId[];
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export const isCalendarProvider = (p: string): p is CalendarProvider => (CALENDAR_PROVIDERS as readonly string[]).includes(p);

/** Each user's connected calendar; a user with two (say CalDAV and Google) writes to the one connected last. */
export async function connectedCalendars(db: Db, orgId: string, userIds: string[]): Promise<Map<string, IntegrationAccount>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(integrationAccounts)
    .where(and(eq(integrationAccounts.orgId, orgId), inArray(integrationAccounts.provider, [...CALENDAR_PROVIDERS]), eq(integrationAccounts.status, 'connected'), inArray(integrationAccounts.userId, userIds)))
    .orderBy(desc(integrationAccounts.createdAt));
  const out = new Map<string, IntegrationAccount>();
  for (const row of rows) if (!out.has(row.userId!)) out.set(row.userId!, row);
  return out;
}

/** A call with the OAuth account's token (refreshed as needed). */
export function authorizedCall(ctx: AppContext, app: OAuthAppId, account: IntegrationAccount, what: string): AuthorizedCall {
  return (url, init) => oauthFetch(ctx, app, account, url, init, what);
}

export function calendarAdapter(ctx: AppContext, account: IntegrationAccount): CalendarAdapter {
  const { google, microsoft } = ctx.env.integrations;
  if (account.provider === 'google_calendar') return googleCalendar({ apiBase: google.apiBase, call: authorizedCall(ctx, 'google', account, 'Google Calendar refused the request') });
  if (account.provider === 'microsoft_calendar') {
    const email = String((account.settings as { email?: string }).email ?? account.label);
    return graphCalendar({ apiBase: microsoft.apiBase, call: authorizedCall(ctx, 'microsoft', account, 'Outlook refused the request'), email });
  }
  if (account.provider === 'caldav') {
    const { server, calendar, opts } = calendarOf(ctx, account);
    return caldavCalendar(server, calendar, opts);
  }
  throw new Error(`${account.provider} is not a calendar`);
}

/** What a failed call means: `refused` → the account needs reconnecting; `retryAfterSeconds` → the provider asked to wait. */
export type Failure = { refused: boolean; retryAfterSeconds: number | null; message: string };

export function failureOf(err: unknown, doing: string): Failure {
  if (err instanceof CalDavAuthError) return { refused: true, retryAfterSeconds: null, message: 'The CalDAV server refused the password; reconnect the calendar' };
  if (err instanceof ReconnectNeeded) return { refused: true, retryAfterSeconds: null, message: err.message };
  if (err instanceof ProviderHttpError && err.status === 429) return { refused: false, retryAfterSeconds: err.retryAfterSeconds ?? 60, message: `${doing}: the provider asked to slow down` };
  return { refused: false, retryAfterSeconds: null, message: `${doing}: ${(err as Error).message}` };
}
