/**
 * Connecting a CalDAV calendar: the body is validated, the server's host is checked against private
 * ranges, and the server must accept the sign-in and show a calendar for events before anything is
 * saved. The password is kept only in the sealed secret; the settings (shown to the browser) hold the rest.
 */
import { caldavConnectSchema } from '@hirebase/shared';
import { AppError } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { validate } from '../../../lib/http';
import { connectableAddress, RefusedAddress } from '../../../lib/private-address';
import { CalDavAuthError, discoverCalendar, type CalDavCalendar, type CalDavServer } from '../../../providers/calendar/caldav';
import { accountSecret, type IntegrationAccount } from '../accounts';
import type { Owner, VerifiedConnection } from '../providers';

/** What is stored in the account's settings: everything but the password. */
export type CaldavSettings = { url: string; username: string; calendar: CalDavCalendar };
export type CaldavSecret = { password: string };

const fieldError = (path: string, message: string) => new AppError('validation_failed', message, [{ path, message }]);

/** The connected calendar's server, password and calendar, opened from its row. */
export function calendarOf(ctx: Pick<AppContext, 'env'>, account: IntegrationAccount): { server: CalDavServer; calendar: CalDavCalendar; opts: { allowPrivate: boolean } } {
  const settings = account.settings as CaldavSettings;
  const secret = accountSecret<CaldavSecret>(ctx.env, account);
  return { server: { url: settings.url, username: settings.username, password: secret.password }, calendar: settings.calendar, opts: { allowPrivate: ctx.env.integrations.allowPrivate } };
}

export async function verifyCaldav(ctx: AppContext, _owner: Owner, body: unknown): Promise<VerifiedConnection> {
  const input = validate(caldavConnectSchema, body);
  const allowPrivate = ctx.env.integrations.allowPrivate;
  const host = new URL(input.url).hostname;
  try {
    await connectableAddress(host, allowPrivate);
  } catch (err) {
    if (err instanceof RefusedAddress && /resolved/.test(err.message)) throw fieldError('url', `${host} could not be found`);
    throw fieldError('url', `${host} points inside a private network; connect a calendar server on the internet`);
  }
  const server: CalDavServer = { url: input.url, username: input.username, password: input.password };
  let calendar: CalDavCalendar;
  try {
    calendar = await discoverCalendar(server, { allowPrivate });
  } catch (err) {
    if (err instanceof CalDavAuthError) throw fieldError('password', 'The CalDAV server refused this user name and password');
    throw fieldError('url', `No CalDAV calendar found there: ${(err as Error).message}`);
  }
  const settings: CaldavSettings = { url: input.url, username: input.username, calendar };
  return { label: `${input.username} · ${calendar.name}`, secret: { password: input.password } satisfies CaldavSecret, settings };
}
