/**
 * The IMAP side of a connected mailbox, over imapflow: sign in, find INBOX and the Sent folder, read a
 * folder's state (UIDVALIDITY, UIDNEXT, HIGHESTMODSEQ) and its messages by UID. Every connection goes to
 * an address checked against private ranges (lib/private-address) unless private hosts are allowed,
 * with the host name kept for TLS.
 */
import { ImapFlow, type FetchMessageObject, type MessageAddressObject } from 'imapflow';
import { connectableAddress } from '../../lib/private-address';
import { isDaemonAddress, isPrivateName, messageIdsIn, type MailHeaders } from './adapter';

export type ImapServer = { host: string; port: number; secure: boolean; username: string; password: string };

/** A sign-in the server refused (wrong user name or password), as opposed to a server that cannot be reached. */
export class ImapAuthError extends Error {}

export async function openImap(server: ImapServer, opts: { allowPrivate: boolean }): Promise<ImapFlow> {
  const address = await connectableAddress(server.host, opts.allowPrivate);
  const client = new ImapFlow({
    host: address,
    port: server.port,
    secure: server.secure,
    servername: server.host,
    tls: { servername: server.host },
    auth: { user: server.username, pass: server.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  // A dropped connection is reported through the command that was waiting, not as an unhandled event.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    const e = err as { authenticationFailed?: boolean; responseText?: string; message?: string };
    if (e.authenticationFailed) throw new ImapAuthError(e.responseText || 'The IMAP server refused the user name or password');
    throw new Error(`The IMAP server could not be reached: ${e.message ?? String(err)}`);
  }
  return client;
}

/** Runs `work` on a signed-in connection and signs out (or drops the connection) after. */
export async function withImap<T>(server: ImapServer, opts: { allowPrivate: boolean }, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = await openImap(server, opts);
  try {
    return await work(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** INBOX and the folder marked `\Sent` (RFC 6154), or named like one when the server marks none. */
export async function syncedFolders(client: ImapFlow): Promise<{ path: string; role: 'inbox' | 'sent' }[]> {
  const list = await client.list();
  const sent = list.find((f) => f.specialUse === '\\Sent' && f.specialUseSource !== 'name') ?? list.find((f) => f.specialUse === '\\Sent');
  const inbox = list.find((f) => f.specialUse === '\\Inbox') ?? list.find((f) => f.path.toUpperCase() === 'INBOX');
  return [...(inbox ? [{ path: inbox.path, role: 'inbox' as const }] : []), ...(sent ? [{ path: sent.path, role: 'sent' as const }] : [])];
}

export type FolderState = { uidValidity: string; uidNext: number; highestModseq: string | null };

export type EnvelopeRow = {
  uid: number;
  messageId: string | null;
  from: string[];
  to: string[];
  date: Date | null;
  /** In-Reply-To and References. */
  related: string[];
  /** Carries a keyword (or flag) named Private. */
  private: boolean;
};

const addresses = (list: MessageAddressObject[] | undefined) => (list ?? []).map((a) => a.address?.trim().toLowerCase() ?? '').filter((a) => a.includes('@'));

function envelopeRow(m: FetchMessageObject): EnvelopeRow {
  const e = m.envelope;
  return {
    uid: m.uid,
    messageId: e?.messageId?.trim() || null,
    from: addresses(e?.from),
    to: [...addresses(e?.to), ...addresses(e?.cc), ...addresses(e?.bcc)],
    date: e?.date ? new Date(e.date) : null,
    related: [...new Set([...messageIdsIn(e?.inReplyTo), ...messageIdsIn(m.headers?.toString('utf8').replace(/^references:/i, ''))])],
    private: [...(m.flags ?? [])].some((f) => isPrivateName(f.replace(/^\$/, ''))),
  };
}

/** The row as the adapter-neutral headers the shared ingest reads (features/integrations/mail/ingest.ts). */
export function headersOf(row: EnvelopeRow, ref: string): MailHeaders {
  return { ref, messageId: row.messageId, from: row.from, to: row.to, related: row.related, thread: null, private: row.private, report: row.from.some(isDaemonAddress) };
}

/**
 * Opens the folder read-only (with CONDSTORE where the server offers it) and returns its state; the
 * folder stays selected for `envelopes` and `source`.
 */
export async function openFolder(client: ImapFlow, path: string): Promise<FolderState> {
  const box = await client.mailboxOpen(path, { readOnly: true });
  return { uidValidity: String(box.uidValidity), uidNext: box.uidNext, highestModseq: box.highestModseq !== undefined && !box.noModseq ? String(box.highestModseq) : null };
}

/** The envelopes of the selected folder's messages with UIDs from `fromUid` up to `toUid`, in UID order. */
export async function envelopes(client: ImapFlow, fromUid: number, toUid: number): Promise<EnvelopeRow[]> {
  if (toUid < fromUid) return [];
  const rows: EnvelopeRow[] = [];
  for await (const m of client.fetch(`${fromUid}:${toUid}`, { uid: true, envelope: true, flags: true, headers: ['references'] }, { uid: true })) {
    // `n:m` also answers the last message when none is at or above n; keep the range strict.
    if (m.uid >= fromUid && m.uid <= toUid) rows.push(envelopeRow(m));
  }
  return rows.sort((a, b) => a.uid - b.uid);
}

/** Servers differ in whether keyword search ignores case, so the usual spellings are all asked for. */
const PRIVATE_KEYWORDS = ['Private', 'private', 'PRIVATE', '$Private', '$private'];

/** The envelopes of the selected folder's messages carrying a keyword named Private (with or without `$`). */
export async function privateEnvelopes(client: ImapFlow): Promise<EnvelopeRow[]> {
  const uids = new Set<number>();
  for (const keyword of PRIVATE_KEYWORDS) for (const uid of (await client.search({ keyword }, { uid: true })) || []) uids.add(uid);
  if (uids.size === 0) return [];
  const rows: EnvelopeRow[] = [];
  for await (const m of client.fetch([...uids].join(','), { uid: true, envelope: true, flags: true, headers: ['references'] }, { uid: true })) rows.push(envelopeRow(m));
  return rows;
}

/** One message of the selected folder as its raw RFC 5322 source, or null when it is gone. */
export async function source(client: ImapFlow, uid: number): Promise<Buffer | null> {
  const m = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
  return m && m.source ? m.source : null;
}

/** Keeps a copy of a message sent through SMTP in the Sent folder (servers that do not do so themselves). */
export async function appendToSent(client: ImapFlow, raw: Buffer): Promise<boolean> {
  const sent = (await syncedFolders(client)).find((f) => f.role === 'sent');
  if (!sent) return false;
  return !!(await client.append(sent.path, raw, ['\\Seen']));
}
