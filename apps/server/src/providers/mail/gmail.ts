/**
 * Gmail as a mailbox adapter, over the documented REST endpoints (users.messages.list/get/send,
 * users.history.list, users.labels.list, users.threads.get) with plain fetch: every call goes through
 * the caller's `call`, which adds the OAuth token and refreshes it (features/integrations/oauth.ts).
 *
 * The first sync lists recent mail (`newer_than:`) with the candidates' addresses, a chunk of addresses
 * per page and at most one page of messages per chunk; from then on it reads `users.history.list` from
 * the stored historyId. Google forgets old history ids (404): the adapter then starts the bounded first
 * sync again, which stores nothing twice. Headers are read with format=metadata; only messages the
 * caller wants are downloaded, with format=raw.
 */
import { addressesIn, isDaemonAddress, isPrivateName, isReportSubject, messageIdsIn, type MailAdapter, type MailChanges, type MailHeaders, type RawOutgoing } from './adapter';
import type { ProviderCall } from '../provider-call';

/** An HTTP answer the caller's `call` turned into an error; the adapter looks at its status. */
type StatusError = Error & { status?: number };

export type GmailCursor = {
  /** Incremental: the history id read up to, and the page of history being read. */
  history_id?: string;
  page_token?: string | null;
  /** The first (or a re-) sync: the chunk of addresses next, and the history id to go on from after. */
  full?: { chunk: number; history_id: string };
};

const HEADERS = ['From', 'To', 'Cc', 'Bcc', 'Message-ID', 'In-Reply-To', 'References', 'Content-Type', 'Subject'];
/** Addresses per `q` (Gmail's query stays short), messages per chunk, and how far back the first sync goes. */
const ADDRESSES_PER_QUERY = 20;
const MESSAGES_PER_PAGE = 100;
export const GMAIL_FIRST_SYNC_DAYS = 90;

type GmailHeader = { name: string; value: string };
type GmailMessage = { id: string; threadId: string; labelIds?: string[]; raw?: string; payload?: { mimeType?: string; headers?: GmailHeader[] } };

export class GmailAdapter implements MailAdapter<GmailCursor> {
  private privateLabel: string | null | undefined;

  constructor(
    private readonly call: ProviderCall,
    private readonly base: string,
  ) {}

  private url(path: string, query: [string, string][] = []): string {
    const u = new URL(`${this.base}/gmail/v1/users/me/${path}`);
    for (const [k, v] of query) u.searchParams.append(k, v);
    return u.toString();
  }

  private async json<T>(path: string, query: [string, string][] = []): Promise<T> {
    return (await (await this.call(this.url(path, query))).json()) as T;
  }

  /** The id of the user's label named Private (any case), if they have one. */
  private async privateLabelId(): Promise<string | null> {
    if (this.privateLabel === undefined) {
      const { labels } = await this.json<{ labels?: { id: string; name: string }[] }>('labels');
      this.privateLabel = (labels ?? []).find((l) => isPrivateName(l.name))?.id ?? null;
    }
    return this.privateLabel;
  }

  /** Threads with a message labelled Private, and every Message-ID in them. */
  async privateThreads(): Promise<{ threads: string[]; messageIds: string[] }> {
    const label = await this.privateLabelId();
    if (!label) return { threads: [], messageIds: [] };
    const list = await this.json<{ messages?: { id: string; threadId: string }[] }>('messages', [['labelIds', label], ['maxResults', '500']]);
    const threads = [...new Set((list.messages ?? []).map((m) => m.threadId))];
    const messageIds: string[] = [];
    for (const thread of threads) {
      const t = await this.json<{ messages?: GmailMessage[] }>(`threads/${encodeURIComponent(thread)}`, [['format', 'metadata'], ['metadataHeaders', 'Message-ID']]);
      for (const m of t.messages ?? []) messageIds.push(...messageIdsIn(m.payload?.headers?.find((h) => h.name.toLowerCase() === 'message-id')?.value));
    }
    return { threads, messageIds };
  }

  private async headers(id: string): Promise<MailHeaders | null> {
    let m: GmailMessage;
    try {
      m = await this.json<GmailMessage>(`messages/${encodeURIComponent(id)}`, [['format', 'metadata'], ...HEADERS.map((h): [string, string] => ['metadataHeaders', h])]);
    } catch (err) {
      if ((err as StatusError).status === 404) return null; // deleted since it was listed
      throw err;
    }
    const header = (name: string) => (m.payload?.headers ?? []).filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value).join(', ');
    const from = addressesIn(header('From'));
    const label = await this.privateLabelId();
    return {
      ref: m.id,
      messageId: messageIdsIn(header('Message-ID'))[0] ?? null,
      from,
      to: [...addressesIn(header('To')), ...addressesIn(header('Cc')), ...addressesIn(header('Bcc'))],
      related: [...new Set([...messageIdsIn(header('In-Reply-To')), ...messageIdsIn(header('References'))])],
      thread: m.threadId,
      private: !!label && (m.labelIds ?? []).includes(label),
      report: /multipart\/report/i.test(header('Content-Type')) || from.some(isDaemonAddress) || isReportSubject(header('Subject')),
    };
  }

  private async headersOf(ids: string[]): Promise<MailHeaders[]> {
    const out: MailHeaders[] = [];
    for (const id of [...new Set(ids)]) {
      const h = await this.headers(id);
      if (h) out.push(h);
    }
    return out;
  }

  private async startFull(): Promise<GmailCursor> {
    const profile = await this.json<{ historyId: string }>('profile');
    return { full: { chunk: 0, history_id: profile.historyId } };
  }

  async changes(cursor: GmailCursor | null, wanted: { addresses: string[] }): Promise<MailChanges<GmailCursor>> {
    let at = cursor && (cursor.history_id || cursor.full) ? cursor : await this.startFull();
    if (at.history_id && !at.full) {
      try {
        return await this.history(at);
      } catch (err) {
        // Google keeps history for about a week: an older id answers 404 and the mailbox is read afresh.
        if ((err as StatusError).status !== 404) throw err;
        at = await this.startFull();
      }
    }
    const full = at.full!;
    const chunk = wanted.addresses.slice(full.chunk * ADDRESSES_PER_QUERY, (full.chunk + 1) * ADDRESSES_PER_QUERY);
    if (chunk.length === 0) return { items: [], cursor: { history_id: full.history_id, page_token: null }, done: true };
    const q = `newer_than:${GMAIL_FIRST_SYNC_DAYS}d {${chunk.map((a) => `from:${a} to:${a} cc:${a}`).join(' ')}}`;
    const list = await this.json<{ messages?: { id: string }[] }>('messages', [['q', q], ['maxResults', String(MESSAGES_PER_PAGE)]]);
    const items = await this.headersOf((list.messages ?? []).map((m) => m.id));
    const last = (full.chunk + 1) * ADDRESSES_PER_QUERY >= wanted.addresses.length;
    return { items, cursor: last ? { history_id: full.history_id, page_token: null } : { full: { chunk: full.chunk + 1, history_id: full.history_id } }, done: last };
  }

  private async history(at: GmailCursor): Promise<MailChanges<GmailCursor>> {
    const query: [string, string][] = [['startHistoryId', at.history_id!], ['historyTypes', 'messageAdded'], ['maxResults', String(MESSAGES_PER_PAGE)]];
    if (at.page_token) query.push(['pageToken', at.page_token]);
    const page = await this.json<{ history?: { messagesAdded?: { message: { id: string } }[] }[]; nextPageToken?: string; historyId: string }>('history', query);
    const items = await this.headersOf((page.history ?? []).flatMap((h) => (h.messagesAdded ?? []).map((a) => a.message.id)));
    // The history id moves on only once its last page is read, so a crash mid-way reads the pages again.
    if (page.nextPageToken) return { items, cursor: { history_id: at.history_id, page_token: page.nextPageToken }, done: false };
    return { items, cursor: { history_id: page.historyId, page_token: null }, done: true };
  }

  async raw(ref: string): Promise<Buffer | null> {
    try {
      const m = await this.json<GmailMessage>(`messages/${encodeURIComponent(ref)}`, [['format', 'raw']]);
      return m.raw ? Buffer.from(m.raw, 'base64url') : null;
    } catch (err) {
      if ((err as StatusError).status === 404) return null;
      throw err;
    }
  }

  async threadOf(ref: string): Promise<string | null> {
    try {
      return (await this.json<GmailMessage>(`messages/${encodeURIComponent(ref)}`, [['format', 'minimal']])).threadId ?? null;
    } catch (err) {
      if ((err as StatusError).status === 404) return null;
      throw err;
    }
  }

  async send(mail: RawOutgoing): Promise<void> {
    const body: { raw: string; threadId?: string } = { raw: mail.raw.toString('base64url') };
    if (mail.thread) body.threadId = mail.thread;
    await this.call(this.url('messages/send'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
}
