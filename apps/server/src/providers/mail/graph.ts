/**
 * Outlook (Microsoft Graph mail) as a mailbox adapter: a delta query per folder (Inbox and Sent Items,
 * `/me/mailFolders/{id}/messages/delta`), its `@odata.nextLink` / `@odata.deltaLink` kept as the cursor;
 * the MIME source through `/me/messages/{id}/$value`; sending through `/me/sendMail` with the MIME
 * message base64 in the body, so our Message-ID and threading headers go out as written. The first
 * delta of a folder is bounded to recent mail. Every call goes through the caller's `call` (OAuth).
 */
import { isDaemonAddress, isPrivateName, isReportSubject, type MailAdapter, type MailChanges, type MailHeaders, type RawOutgoing } from './adapter';
import type { ProviderCall } from '../provider-call';

export const GRAPH_FOLDERS = ['inbox', 'sentitems'] as const;
export const GRAPH_FIRST_SYNC_DAYS = 90;
/** Private conversations remembered in the cursor (a category seen once keeps the conversation out). */
const MAX_PRIVATE_CONVERSATIONS = 500;

export type GraphCursor = {
  /** Per folder: the link to read next (a nextLink mid-way, the deltaLink once read to the end). */
  links?: Partial<Record<(typeof GRAPH_FOLDERS)[number], string>>;
  /** The folder this pass is reading. */
  folder?: number;
  private_conversations?: string[];
};

type GraphAddress = { emailAddress?: { address?: string } };
type GraphMessage = {
  id: string;
  internetMessageId?: string;
  subject?: string;
  from?: GraphAddress;
  sender?: GraphAddress;
  toRecipients?: GraphAddress[];
  ccRecipients?: GraphAddress[];
  bccRecipients?: GraphAddress[];
  categories?: string[];
  sensitivity?: string;
  conversationId?: string;
  '@removed'?: unknown;
};

const SELECT = 'internetMessageId,subject,from,sender,toRecipients,ccRecipients,bccRecipients,categories,sensitivity,conversationId';
const addressesOf = (list: GraphAddress[] | undefined) => (list ?? []).map((a) => a.emailAddress?.address?.trim().toLowerCase() ?? '').filter((a) => a.includes('@'));

export class GraphAdapter implements MailAdapter<GraphCursor> {
  constructor(
    private readonly call: ProviderCall,
    private readonly base: string,
    private readonly now: () => number = Date.now,
  ) {}

  private firstLink(folder: string): string {
    const since = new Date(this.now() - GRAPH_FIRST_SYNC_DAYS * 86_400_000).toISOString();
    const u = new URL(`${this.base}/v1.0/me/mailFolders/${folder}/messages/delta`);
    u.searchParams.set('$select', SELECT);
    u.searchParams.set('$filter', `receivedDateTime ge ${since}`);
    return u.toString();
  }

  /** Conversations marked private in an earlier page. */
  async privateThreads(cursor: GraphCursor | null): Promise<{ threads: string[]; messageIds: string[] }> {
    return { threads: cursor?.private_conversations ?? [], messageIds: [] };
  }

  /** The Message-IDs of a conversation's messages (to take a newly private one back off the timeline). */
  async threadMessageIds(conversationId: string): Promise<string[]> {
    const u = new URL(`${this.base}/v1.0/me/messages`);
    u.searchParams.set('$filter', `conversationId eq '${conversationId.replace(/'/g, "''")}'`);
    u.searchParams.set('$select', 'internetMessageId');
    u.searchParams.set('$top', '100');
    const page = (await (await this.call(u.toString())).json()) as { value?: GraphMessage[] };
    return (page.value ?? []).map((m) => m.internetMessageId ?? '').filter(Boolean);
  }

  async changes(cursor: GraphCursor | null): Promise<MailChanges<GraphCursor>> {
    const folderIndex = cursor?.folder ?? 0;
    const folder = GRAPH_FOLDERS[folderIndex]!;
    const link = cursor?.links?.[folder] ?? this.firstLink(folder);
    const page = (await (await this.call(link, { headers: { prefer: 'odata.maxpagesize=50' } })).json()) as { value?: GraphMessage[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };
    const items: MailHeaders[] = (page.value ?? [])
      .filter((m) => !m['@removed'])
      .map((m) => {
        const from = addressesOf([m.from ?? m.sender ?? {}]);
        return {
          ref: m.id,
          messageId: m.internetMessageId ?? null,
          from,
          to: [...addressesOf(m.toRecipients), ...addressesOf(m.ccRecipients), ...addressesOf(m.bccRecipients)],
          related: [],
          thread: m.conversationId ?? null,
          private: (m.categories ?? []).some(isPrivateName) || m.sensitivity?.toLowerCase() === 'private',
          report: from.some(isDaemonAddress) || isReportSubject(m.subject),
        };
      });
    const privateConversations = [...new Set([...(cursor?.private_conversations ?? []), ...items.filter((i) => i.private && i.thread).map((i) => i.thread!)])].slice(-MAX_PRIVATE_CONVERSATIONS);
    const next = page['@odata.nextLink'];
    const delta = page['@odata.deltaLink'];
    const links = { ...cursor?.links, [folder]: next ?? delta ?? link };
    const lastFolder = folderIndex === GRAPH_FOLDERS.length - 1;
    if (next) return { items, cursor: { links, folder: folderIndex, private_conversations: privateConversations }, done: false };
    return { items, cursor: { links, folder: lastFolder ? 0 : folderIndex + 1, private_conversations: privateConversations }, done: lastFolder };
  }

  async raw(ref: string): Promise<Buffer | null> {
    try {
      const res = await this.call(`${this.base}/v1.0/me/messages/${encodeURIComponent(ref)}/$value`, { headers: { accept: 'message/rfc822, text/plain' } });
      return Buffer.from(await res.arrayBuffer());
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  }

  async send(mail: RawOutgoing): Promise<void> {
    await this.call(`${this.base}/v1.0/me/sendMail`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: mail.raw.toString('base64') });
  }
}
