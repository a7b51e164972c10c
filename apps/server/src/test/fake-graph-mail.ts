/**
 * A fake of the Microsoft Graph mail endpoints Hirebase uses, mounted on the fake Microsoft server
 * (fake-microsoft.ts): the messages delta query of a folder (`/me/mailFolders/{inbox|sentitems}/messages/delta`
 * with `@odata.nextLink` pages and a `@odata.deltaLink`, honouring `Prefer: odata.maxpagesize` and a
 * `receivedDateTime ge` filter), a message's MIME (`/me/messages/{id}/$value`), the messages of a
 * conversation, and `/me/sendMail` with a base64 MIME body. Each user has their own mailbox; Graph's
 * error shapes throughout.
 */
import { randomBytes } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import type { FakeOAuthServer, FakeResponse } from './fake-oauth';

type Folder = 'inbox' | 'sentitems';
type Message = { id: string; folder: Folder; raw: Buffer; internetMessageId: string | null; subject: string; from: string | null; to: string[]; cc: string[]; categories: string[]; conversationId: string; received: number; seq: number; related: string[] };

const graphError = (status: number, code: string, message: string): FakeResponse => ({ status, body: { error: { code, message, innerError: { 'request-id': randomBytes(8).toString('hex'), date: new Date().toISOString() } } } });
const addrs = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address?.toLowerCase() ?? '')).filter(Boolean);
const recipient = (address: string) => ({ emailAddress: { name: address, address } });

export function mountFakeGraphMail(fake: FakeOAuthServer) {
  const boxes = new Map<string, Message[]>();
  const valueReads: { user: string; id: string }[] = [];
  const sent: { user: string; raw: string }[] = [];
  let seq = 0;
  /** Graph may answer smaller pages than asked for; the fake does when this is set. */
  const limits = { pageSize: null as number | null };

  const box = (email: string) => {
    const key = email.toLowerCase();
    if (!boxes.has(key)) boxes.set(key, []);
    return boxes.get(key)!;
  };

  async function add(email: string, folder: Folder, raw: Buffer): Promise<Message> {
    const parsed = await simpleParser(raw);
    const internetMessageId = parsed.messageId ? `<${parsed.messageId.replace(/^<|>$/g, '')}>` : null;
    const related = [parsed.inReplyTo ?? '', ...[parsed.references ?? []].flat()].filter(Boolean);
    const list = box(email);
    const conversationId = list.find((m) => m.internetMessageId && related.includes(m.internetMessageId))?.conversationId ?? `AAQk${randomBytes(12).toString('base64url')}`;
    const m: Message = { id: `AAMk${randomBytes(12).toString('base64url')}`, folder, raw, internetMessageId, subject: parsed.subject ?? '', from: addrs(parsed.from)[0] ?? null, to: addrs(parsed.to), cc: addrs(parsed.cc), categories: [], conversationId, received: parsed.date?.getTime() ?? Date.now(), seq: ++seq, related };
    list.push(m);
    return m;
  }

  const resource = (m: Message) => ({
    '@odata.type': '#microsoft.graph.message',
    id: m.id,
    internetMessageId: m.internetMessageId,
    subject: m.subject,
    from: m.from ? recipient(m.from) : null,
    sender: m.from ? recipient(m.from) : null,
    toRecipients: m.to.map(recipient),
    ccRecipients: m.cc.map(recipient),
    bccRecipients: [],
    categories: m.categories,
    sensitivity: 'normal',
    conversationId: m.conversationId,
    receivedDateTime: new Date(m.received).toISOString(),
  });

  fake.use(async (req, user) => {
    const path = req.url.pathname;
    const q = req.url.searchParams;
    const delta = /^\/v1\.0\/me\/mailFolders\/([^/]+)\/messages\/delta$/.exec(path);
    if (req.method === 'GET' && delta) {
      const folder = delta[1]!.toLowerCase() as Folder;
      if (folder !== 'inbox' && folder !== 'sentitems') return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      // A link carries where it stands: $deltatoken = changes after this sequence; $skiptoken = a page of a pass.
      const skip = q.get('$skiptoken');
      const since = Number(skip ? skip.split('.')[0] : (q.get('$deltatoken') ?? 0));
      const offset = skip ? Number(skip.split('.')[1]) : 0;
      const filterFrom = /receivedDateTime ge (\S+)/.exec(q.get('$filter') ?? '')?.[1];
      const asked = Number(/odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1] ?? 10);
      const size = limits.pageSize ? Math.min(asked, limits.pageSize) : asked;
      const changed = box(user.email).filter((m) => m.folder === folder && m.seq > since && (!filterFrom || m.received >= Date.parse(filterFrom))).sort((a, b) => a.seq - b.seq);
      const page = changed.slice(offset, offset + size);
      const base = `http://${String(req.headers.host)}${path}`;
      const keep = new URLSearchParams();
      for (const k of ['$select', '$filter']) if (q.get(k)) keep.set(k, q.get(k)!);
      const link = (extra: Record<string, string>) => {
        const p = new URLSearchParams(keep);
        for (const [k, v] of Object.entries(extra)) p.set(k, v);
        return `${base}?${p.toString()}`;
      };
      const more = changed.length > offset + size;
      return {
        status: 200,
        body: {
          '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#Collection(message)`,
          value: page.map(resource),
          ...(more ? { '@odata.nextLink': link({ $skiptoken: `${since}.${offset + size}` }) } : { '@odata.deltaLink': link({ $deltatoken: String(seq) }) }),
        },
      };
    }
    const value = /^\/v1\.0\/me\/messages\/([^/]+)\/\$value$/.exec(path);
    if (req.method === 'GET' && value) {
      const m = box(user.email).find((x) => x.id === decodeURIComponent(value[1]!));
      if (!m) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      valueReads.push({ user: user.email, id: m.id });
      return { status: 200, body: m.raw.toString('utf8') };
    }
    if (req.method === 'GET' && path === '/v1.0/me/messages') {
      const conversation = /conversationId eq '((?:[^']|'')*)'/.exec(q.get('$filter') ?? '')?.[1]?.replace(/''/g, "'");
      const list = box(user.email).filter((m) => !conversation || m.conversationId === conversation);
      return { status: 200, body: { value: list.map(resource) } };
    }
    if (req.method === 'POST' && path === '/v1.0/me/sendMail') {
      if (!/text\/plain/.test(String(req.headers['content-type'] ?? ''))) return graphError(400, 'ErrorInvalidRequest', 'A JSON body or a base64 MIME body with Content-Type text/plain is required.');
      const raw = Buffer.from(req.body.trim(), 'base64');
      if (!/^[A-Za-z0-9+/=\r\n]+$/.test(req.body.trim()) || !raw.toString('utf8').includes(':')) return graphError(400, 'ErrorMimeContentInvalidBase64String', 'Invalid base64 string for MIME content.');
      sent.push({ user: user.email, raw: raw.toString('utf8') });
      await add(user.email, 'sentitems', raw);
      return { status: 202 };
    }
    return null;
  });

  return {
    limits,
    valueReads,
    sent,
    deliver: (email: string, raw: string, folder: Folder = 'inbox') => add(email, folder, Buffer.from(raw.replace(/\r?\n/g, '\r\n'))),
    /** The user puts a category on a message; the change shows in the next delta. */
    categorize(email: string, id: string, category: string) {
      const m = box(email).find((x) => x.id === id)!;
      m.categories.push(category);
      m.seq = ++seq;
    },
    messages: (email: string) => box(email),
  };
}
