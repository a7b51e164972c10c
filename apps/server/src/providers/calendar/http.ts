/** The HTTP side the Google and Graph calendars share: an authorized call, and the status of its refusal. */
import { createHash } from 'node:crypto';

/** Sends with the account's access token; answers the response when it succeeded, else throws an error carrying `status`. */
export type AuthorizedCall = (url: string, init?: RequestInit) => Promise<Response>;

export const statusOf = (err: unknown): number | null => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};

export const jsonBody = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A stable id for the interview's event (lowercase hex, which Google's base32hex event ids accept). */
export const stableEventId = (uid: string): string => `hb${createHash('sha256').update(uid).digest('hex').slice(0, 40)}`;
