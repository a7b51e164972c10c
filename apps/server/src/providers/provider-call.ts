/** The HTTP side every OAuth provider adapter shares (mail, calendar, video): an authorized call and the status of its refusal. */

/** Sends with the account's access token (features/integrations/oauth.ts `oauthFetch`); answers the response when it succeeded, else throws an error carrying `status`. */
export type ProviderCall = (url: string, init?: RequestInit) => Promise<Response>;

export const statusOf = (err: unknown): number | null => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};

export const jsonBody = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
