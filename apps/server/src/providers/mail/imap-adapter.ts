/**
 * An IMAP/SMTP mailbox as a mailbox adapter (adapter.ts): changes are read per folder (INBOX, then the
 * Sent folder) from the folder's UIDVALIDITY and next UID, a chunk of envelopes per page; a changed
 * UIDVALIDITY starts the folder over, and a folder whose UIDNEXT and HIGHESTMODSEQ (CONDSTORE) are
 * unchanged is not fetched at all. Sending goes over SMTP, with a copy appended to Sent. One IMAP
 * connection serves a whole sync and is closed with `close`.
 */
import type { ImapFlow } from 'imapflow';
import type { MailAdapter, MailChanges, RawOutgoing } from './adapter';
import { appendToSent, envelopes, headersOf, openFolder, openImap, privateEnvelopes, source, syncedFolders, type ImapServer } from './imap';
import { sendSmtp, type SmtpServer } from './smtp';

export type FolderCursor = { uidvalidity: string; next_uid: number; modseq: string | null };
export type ImapMailboxCursor = { folders?: Record<string, FolderCursor>; folder?: number };

/** UIDs read per FETCH of envelopes: one page of changes. */
const CHUNK = 200;

export class ImapAdapter implements MailAdapter<ImapMailboxCursor> {
  private client: ImapFlow | null = null;
  private folders: { path: string; role: 'inbox' | 'sent' }[] | null = null;

  constructor(
    private readonly imap: ImapServer,
    private readonly smtp: SmtpServer,
    private readonly opts: { allowPrivate: boolean; onSentCopyFailed?: (err: unknown) => void },
  ) {}

  private async connection(): Promise<ImapFlow> {
    this.client ??= await openImap(this.imap, this.opts);
    return this.client;
  }

  private async folderList() {
    this.folders ??= await syncedFolders(await this.connection());
    return this.folders;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.folders = null;
    if (client) await client.logout().catch(() => client.close());
  }

  /** Messages with a keyword named Private, in any synced folder: their Message-IDs and those before them. */
  async privateThreads(): Promise<{ threads: string[]; messageIds: string[] }> {
    const client = await this.connection();
    const messageIds: string[] = [];
    for (const folder of await this.folderList()) {
      await openFolder(client, folder.path);
      for (const env of await privateEnvelopes(client)) messageIds.push(...[env.messageId, ...env.related].filter((id): id is string => !!id));
    }
    return { threads: [], messageIds };
  }

  async changes(cursor: ImapMailboxCursor | null): Promise<MailChanges<ImapMailboxCursor>> {
    const client = await this.connection();
    const folders = await this.folderList();
    const positions = { ...cursor?.folders };
    for (let index = cursor?.folder ?? 0; index < folders.length; index++) {
      const path = folders[index]!.path;
      const state = await openFolder(client, path);
      const prev = positions[path];
      const same = prev && prev.uidvalidity === state.uidValidity;
      const from = same ? prev.next_uid : 1;
      if (from >= state.uidNext) {
        positions[path] = { uidvalidity: state.uidValidity, next_uid: from, modseq: state.highestModseq };
        continue;
      }
      const to = Math.min(state.uidNext - 1, from + CHUNK - 1);
      const rows = await envelopes(client, from, to);
      // The modseq is kept only once the folder is read to its end, so an unfinished folder is read on.
      const end = to + 1 >= state.uidNext;
      positions[path] = { uidvalidity: state.uidValidity, next_uid: to + 1, modseq: end ? state.highestModseq : null };
      const last = end && index === folders.length - 1;
      return { items: rows.map((env) => headersOf(env, `${path}:${state.uidValidity}:${env.uid}`)), cursor: { folders: positions, folder: last ? 0 : end ? index + 1 : index }, done: last };
    }
    return { items: [], cursor: { folders: positions, folder: 0 }, done: true };
  }

  async raw(ref: string): Promise<Buffer | null> {
    const [uidvalidity, uid] = ref.split(':').slice(-2);
    const path = ref.slice(0, ref.length - `${uidvalidity}:${uid}`.length - 1);
    const client = await this.connection();
    if (client.mailbox === false || client.mailbox?.path !== path) {
      const state = await openFolder(client, path);
      if (state.uidValidity !== uidvalidity) return null;
    } else if (String(client.mailbox.uidValidity) !== uidvalidity) return null;
    return source(client, Number(uid));
  }

  async send(mail: RawOutgoing): Promise<void> {
    await sendSmtp(this.smtp, { from: mail.from, to: mail.to }, mail.raw, this.opts);
    try {
      await appendToSent(await this.connection(), mail.raw);
    } catch (err) {
      this.opts.onSentCopyFailed?.(err);
    } finally {
      await this.close();
    }
  }
}
