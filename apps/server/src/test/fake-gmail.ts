/**
 * A fake of the Gmail API endpoints Hirebase uses, mounted on the fake Google server (fake-google.ts):
 * users.getProfile, users.labels.list, users.messages.list (`q` with `newer_than:` and `{from: to: cc:}`,
 * `labelIds`), users.messages.get (raw, metadata, minimal), users.threads.get, users.history.list
 * (404 for a history id older than the mailbox keeps) and users.messages.send. Each user has their own
 * mailbox, reached only with their own access token; Google's error shapes throughout.
 */
import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { FakeOAuthServer, FakeResponse } from './fake-oauth';

type Message = { id: string; threadId: string; labelIds: string[]; raw: Buffer; historyId: number; date: number; headers: Map<string, string[]>; messageId: string | null; related: string[]; addresses: string[] };
type Mailbox = { messages: Map<string, Message>; labels: { id: string; name: string; type: 'system' | 'user' }[]; history: { id: number; messageId: string }[]; historyId: number; oldestHistory: number };

const notFound = (): FakeResponse => ({ status: 404, body: { error: { code: 404, message: 'Requested entity was not found.', errors: [{ message: 'Requested entity was not found.', domain: 'global', reason: 'notFound' }], status: 'NOT_FOUND' } } });
const badRequest = (message: string): FakeResponse => ({ status: 400, body: { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalidArgument' }], status: 'INVALID_ARGUMENT' } } });
const gmailId = () => randomBytes(8).toString('hex');
const ids = (v: string | undefined) => [...(v ?? '').matchAll(/<[^<>\s]+>/g)].map((m) => m[0]);

export function mountFakeGmail(fake: FakeOAuthServer) {
  const boxes = new Map<string, Mailbox>();
  const rawReads: { user: string; id: string }[] = [];
  const sent: { user: string; raw: string; threadId: string | null }[] = [];

  function box(email: string): Mailbox {
    const key = email.toLowerCase();
    let b = boxes.get(key);
    if (!b) {
      b = { messages: new Map(), labels: [{ id: 'INBOX', name: 'INBOX', type: 'system' }, { id: 'SENT', name: 'SENT', type: 'system' }], history: [], historyId: 1000, oldestHistory: 0 };
      boxes.set(key, b);
    }
    return b;
  }

  async function add(email: string, raw: Buffer, labelIds: string[], threadId?: string | null): Promise<Message> {
    const b = box(email);
    const parsed = await simpleParser(raw);
    const headers = new Map<string, string[]>();
    for (const line of parsed.headerLines) {
      const name = line.key.toLowerCase();
      headers.set(name, [...(headers.get(name) ?? []), line.line.slice(line.line.indexOf(':') + 1).trim()]);
    }
    const messageId = ids(headers.get('message-id')?.[0])[0] ?? null;
    const related = [...ids(headers.get('in-reply-to')?.[0]), ...ids(headers.get('references')?.[0])];
    // Gmail threads a message with the one it answers.
    const thread = threadId ?? [...b.messages.values()].find((m) => m.messageId && related.includes(m.messageId))?.threadId ?? gmailId();
    const addresses = ['from', 'to', 'cc'].flatMap((h) => [...(headers.get(h)?.join(', ') ?? '').matchAll(/[^\s<>",;]+@[^\s<>",;]+/g)].map((m) => m[0].toLowerCase()));
    b.historyId++;
    const m: Message = { id: gmailId(), threadId: thread, labelIds, raw, historyId: b.historyId, date: parsed.date?.getTime() ?? Date.now(), headers, messageId, related, addresses };
    b.messages.set(m.id, m);
    b.history.push({ id: b.historyId, messageId: m.id });
    return m;
  }

  function metadata(m: Message, wanted: string[] | null) {
    const names = wanted?.map((w) => w.toLowerCase());
    const headers = [...m.headers.entries()].filter(([k]) => !names || names.includes(k)).flatMap(([k, vs]) => vs.map((value) => ({ name: k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), value })));
    return { id: m.id, threadId: m.threadId, labelIds: m.labelIds, historyId: String(m.historyId), payload: { mimeType: (m.headers.get('content-type')?.[0] ?? 'text/plain').split(';')[0], headers } };
  }

  /** The subset of Gmail's search the app uses: newer_than:Nd and a {…} group of from:/to:/cc: terms. */
  function matches(m: Message, q: string): boolean {
    const days = /newer_than:(\d+)d/.exec(q)?.[1];
    if (days && m.date < Date.now() - Number(days) * 86_400_000) return false;
    const group = /\{([^}]*)\}/.exec(q)?.[1];
    if (!group) return true;
    const wanted = [...group.matchAll(/(?:from|to|cc):(\S+)/g)].map((t) => t[1]!.toLowerCase());
    return m.addresses.some((a) => wanted.includes(a));
  }

  fake.use(async (req, user) => {
    const match = /^\/gmail\/v1\/users\/me\/(.+)$/.exec(req.url.pathname);
    if (!match) return null;
    const path = match[1]!;
    const q = req.url.searchParams;
    const b = box(user.email);
    if (req.method === 'GET' && path === 'profile') return { status: 200, body: { emailAddress: user.email, messagesTotal: b.messages.size, threadsTotal: new Set([...b.messages.values()].map((m) => m.threadId)).size, historyId: String(b.historyId) } };
    if (req.method === 'GET' && path === 'labels') return { status: 200, body: { labels: b.labels } };
    if (req.method === 'GET' && path === 'messages') {
      const labels = q.getAll('labelIds');
      const max = Number(q.get('maxResults') ?? 100);
      const list = [...b.messages.values()].filter((m) => labels.every((l) => m.labelIds.includes(l)) && matches(m, q.get('q') ?? '')).sort((x, y) => y.date - x.date);
      return { status: 200, body: { messages: list.slice(0, max).map((m) => ({ id: m.id, threadId: m.threadId })), resultSizeEstimate: list.length, ...(list.length > max ? { nextPageToken: String(max) } : {}) } };
    }
    const one = /^messages\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const m = b.messages.get(one[1]!);
      if (!m) return notFound();
      const format = q.get('format') ?? 'full';
      if (format === 'raw') {
        rawReads.push({ user: user.email, id: m.id });
        return { status: 200, body: { id: m.id, threadId: m.threadId, labelIds: m.labelIds, historyId: String(m.historyId), raw: m.raw.toString('base64url') } };
      }
      if (format === 'minimal') return { status: 200, body: { id: m.id, threadId: m.threadId, labelIds: m.labelIds } };
      return { status: 200, body: metadata(m, format === 'metadata' ? q.getAll('metadataHeaders') : null) };
    }
    const thread = /^threads\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && thread) {
      const messages = [...b.messages.values()].filter((m) => m.threadId === thread[1]);
      if (messages.length === 0) return notFound();
      return { status: 200, body: { id: thread[1], messages: messages.map((m) => metadata(m, q.getAll('metadataHeaders'))) } };
    }
    if (req.method === 'GET' && path === 'history') {
      const start = Number(q.get('startHistoryId'));
      if (!Number.isFinite(start) || !q.get('startHistoryId')) return badRequest('Invalid startHistoryId');
      if (start < b.oldestHistory) return notFound();
      const max = Number(q.get('maxResults') ?? 100);
      const offset = Number(q.get('pageToken') ?? 0);
      const records = b.history.filter((h) => h.id > start && b.messages.has(h.messageId));
      const page = records.slice(offset, offset + max);
      return {
        status: 200,
        body: {
          history: page.map((h) => ({ id: String(h.id), messages: [{ id: h.messageId }], messagesAdded: [{ message: { id: h.messageId, threadId: b.messages.get(h.messageId)!.threadId, labelIds: b.messages.get(h.messageId)!.labelIds } }] })),
          historyId: String(b.historyId),
          ...(records.length > offset + max ? { nextPageToken: String(offset + max) } : {}),
        },
      };
    }
    if (req.method === 'POST' && path === 'messages/send') {
      const body = req.json() as { raw?: string; threadId?: string };
      if (!body.raw) return badRequest("'raw' RFC822 payload message string or uploading message via /upload/* URL required");
      if (body.threadId && ![...b.messages.values()].some((m) => m.threadId === body.threadId)) return notFound();
      sent.push({ user: user.email, raw: Buffer.from(body.raw, 'base64url').toString('utf8'), threadId: body.threadId ?? null });
      const m = await add(user.email, Buffer.from(body.raw, 'base64url'), ['SENT'], body.threadId ?? null);
      return { status: 200, body: { id: m.id, threadId: m.threadId, labelIds: m.labelIds } };
    }
    return null;
  });

  return {
    rawReads,
    sent,
    /** A message arrives in (or is sent from, with `labels: ['SENT']`) the user's mailbox. */
    deliver: (email: string, raw: string, labels: string[] = ['INBOX', 'UNREAD']) => add(email, Buffer.from(raw.replace(/\r?\n/g, '\r\n')), labels),
    /** The user makes a label (Gmail keeps the name as typed). */
    createLabel(email: string, name: string) {
      const label = { id: `Label_${box(email).labels.length}`, name, type: 'user' as const };
      box(email).labels.push(label);
      return label.id;
    },
    /** The user puts a label on a message. */
    addLabel(email: string, id: string, labelId: string) {
      const b = box(email);
      const m = b.messages.get(id)!;
      m.labelIds.push(labelId);
      b.historyId++;
    },
    /** Gmail stops keeping the history before now: older history ids answer 404. */
    expireHistory(email: string) {
      const b = box(email);
      b.oldestHistory = b.historyId + 1;
      b.historyId++;
    },
    message: (email: string, id: string) => box(email).messages.get(id),
  };
}
