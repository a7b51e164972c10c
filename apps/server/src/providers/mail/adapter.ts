/**
 * The shape every mailbox adapter (IMAP, Gmail, Microsoft Graph) has: it lists what changed since a
 * cursor as headers only, fetches one message's raw RFC 5322 source, and sends a raw message. Deciding
 * which messages to keep is not the adapter's business (features/integrations/mail/ingest.ts).
 */

/** What an adapter knows about a message before downloading it. Addresses are lower-case. */
export type MailHeaders = {
  /** The adapter's own handle to fetch it (Gmail id, Graph id, IMAP folder:UIDVALIDITY:UID). */
  ref: string;
  messageId: string | null;
  from: string[];
  /** To, Cc and Bcc. */
  to: string[];
  /** In-Reply-To and References: the Message-IDs of the thread before it. */
  related: string[];
  /** The provider's thread (Gmail thread id, Graph conversation id), when it has one. */
  thread: string | null;
  /** Marked private by the user: a Gmail label, an Outlook category or sensitivity, an IMAP keyword named Private. */
  private: boolean;
  /** Looks like a delivery-status notification (a mailer daemon's, or multipart/report). */
  report: boolean;
};

/** One page of changes and the cursor to continue from; `done` when the mailbox is read to its current end. */
export type MailChanges<C> = { items: MailHeaders[]; cursor: C; done: boolean };

/** A message going out: its raw source, and the provider's thread of the message it answers, when known. */
export type RawOutgoing = { raw: Buffer; to: string[]; from: string; thread?: string | null };

export type MailAdapter<C> = {
  /** The next page of changes after `cursor` (null: the first sync, bounded to recent mail). */
  changes(cursor: C | null, wanted: { addresses: string[] }): Promise<MailChanges<C>>;
  /** The message's raw source, or null when it is gone. */
  raw(ref: string): Promise<Buffer | null>;
  /** Sends the message as the mailbox's user. */
  send(mail: RawOutgoing): Promise<void>;
  /** The provider's thread of one of its messages, to reply in it (Gmail's threadId), if it has such a thing. */
  threadOf?(ref: string): Promise<string | null>;
  /** The threads the user marked private and the Message-IDs known in them, read before the changes. */
  privateThreads?(cursor: C | null): Promise<{ threads: string[]; messageIds: string[] }>;
  /** The Message-IDs of one of the provider's threads. */
  threadMessageIds?(thread: string): Promise<string[]>;
  /** Lets go of a connection the adapter holds (IMAP). */
  close?(): Promise<void>;
};

/** The name that marks a thread private, in any letter case. */
export const isPrivateName = (name: string | null | undefined) => (name ?? '').trim().toLowerCase() === 'private';


const REPORT_SUBJECT = /^(delivery status notification|undeliver(ed|able)|returned mail|mail delivery (failed|subsystem))/i;
/** A subject only delivery reports have. */
export const isReportSubject = (subject: string | null | undefined) => REPORT_SUBJECT.test((subject ?? '').trim());

const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
/** A sender that only writes delivery reports. */
export const isDaemonAddress = (address: string) => DAEMON.test(address);

/** Message-IDs in a header value (`<a@b> <c@d>`), with their angle brackets. */
export function messageIdsIn(value: string | null | undefined): string[] {
  return [...(value ?? '').matchAll(/<[^<>\s]+>/g)].map((m) => m[0]);
}

/** Addresses in a header value (`"Doe, Jane" <jane@x.test>, bob@y.test`), lower-cased. */
export function addressesIn(value: string | null | undefined): string[] {
  return [...(value ?? '').matchAll(/<([^<>\s]+@[^<>\s]+)>|([^\s<>",;]+@[^\s<>",;]+)/g)].map((m) => (m[1] ?? m[2]!).toLowerCase());
}
