/**
 * Answers of the screens a recruiter keeps open (the board, the jobs list, the dashboard, the interviews
 * list, candidate search) and what API keys say, kept per organization until anything of that
 * organization changes. Correctness rests on the database, as for the session cache: a trigger on every
 * organization table announces each change on `hirebase_data` with the organization's id (a change to a
 * user, for each organization they belong to; migration 0032), and each instance drops that
 * organization's answers when it hears it. The subscription also hears this process's own changes as the
 * statement that commits them returns (`own`), so a write's own next read never waits for the notice.
 * While the subscription is not live nothing is cached; every answer also lapses after `ttlMs`, which
 * bounds how stale a figure counted from the clock (days in stage, upcoming interviews) can be.
 * See docs/decisions/056-read-answers-cached-until-their-organization-changes.md.
 */
import type { MiddlewareHandler } from 'hono';
import type { Listen } from '../db/client';
import type { HonoEnv } from './http';

export const DATA_CHANNEL = 'hirebase_data';
const ALL = '*';

type Entry = { body: string; until: number };
type Org = { generation: number; entries: Map<string, Entry> };

export type ReadCache = ReturnType<typeof createReadCache>;

/** What `begin` hands out and `set` checks: the organization's generation and the cache's, as read before the work. */
export type ReadTicket = { org: number; all: number };

export function createReadCache(listen: Listen, { ttlMs = 30_000, maxBytes = 64 * 1024 * 1024, enabled = true } = {}) {
  const orgs = new Map<string, Org>();
  let bytes = 0;
  let live = false;
  let stop: (() => void) | null = null;
  // Bumped when everything is dropped: a read that began before may not store what it read.
  let generation = 0;

  function orgOf(orgId: string): Org {
    let org = orgs.get(orgId);
    if (!org) orgs.set(orgId, (org = { generation: 0, entries: new Map() }));
    return org;
  }
  function sizeOf(key: string, entry: Entry) {
    return (key.length + entry.body.length) * 2;
  }
  function dropEntries(org: Org) {
    for (const [key, entry] of org.entries) bytes -= sizeOf(key, entry);
    org.entries.clear();
  }
  function clear() {
    generation++; // every ticket handed out so far is now refused, whatever its organization's count
    orgs.clear();
    bytes = 0;
  }
  /** Every answer of this organization is out of date (`*`: every organization's). */
  function changed(orgId: string) {
    if (orgId === ALL) return clear();
    const org = orgs.get(orgId);
    if (!org) return;
    org.generation++;
    dropEntries(org);
    // The generation must outlive the entries: a read in flight holds it. An empty record is a few bytes.
  }
  function subscribe() {
    stop ??= listen(
      DATA_CHANNEL,
      changed,
      (isLive) => {
        live = isLive;
        if (!isLive) clear();
      },
      { own: true },
    );
  }
  /** Drops the least recently stored answers until the cache fits again. */
  function shrink() {
    while (bytes > maxBytes) {
      let oldest: { org: Org; key: string; entry: Entry } | null = null;
      for (const org of orgs.values()) {
        const first = org.entries.entries().next();
        if (!first.done && (!oldest || first.value[1].until < oldest.entry.until)) oldest = { org, key: first.value[0], entry: first.value[1] };
      }
      if (!oldest) return;
      oldest.org.entries.delete(oldest.key);
      bytes -= sizeOf(oldest.key, oldest.entry);
    }
  }

  return {
    /** The cached answer, or null when it must be computed. */
    get(orgId: string, key: string, now = Date.now()): string | null {
      if (!enabled) return null;
      subscribe();
      if (!live) return null;
      const org = orgs.get(orgId);
      const entry = org?.entries.get(key);
      if (!entry) return null;
      if (entry.until > now) return entry.body;
      org!.entries.delete(key);
      bytes -= sizeOf(key, entry);
      return null;
    },
    /** The ticket to hand back to `set` for an answer computed from now on. */
    begin: (orgId: string): ReadTicket => ({ org: orgOf(orgId).generation, all: generation }),
    set(orgId: string, key: string, body: string, ticket: ReadTicket, now = Date.now()) {
      if (!enabled || !live || ticket.all !== generation) return;
      const org = orgs.get(orgId);
      if (!org || org.generation !== ticket.org) return;
      const entry = { body, until: now + ttlMs };
      const old = org.entries.get(key);
      if (old) {
        org.entries.delete(key);
        bytes -= sizeOf(key, old);
      }
      org.entries.set(key, entry);
      bytes += sizeOf(key, entry);
      if (bytes > maxBytes) shrink();
    },
    /** Subscribes now rather than at the first read (an API instance does as it starts); true once live. */
    start(): boolean {
      if (enabled) subscribe();
      return live;
    },
    /** Answers held, and their size in bytes (UTF-16, as the strings are held). */
    stats: () => ({ entries: [...orgs.values()].reduce((n, o) => n + o.entries.size, 0), bytes }),
    close() {
      stop?.();
      stop = null;
      clear();
    },
  };
}

/**
 * A GET route's answer served from the cache when it holds it, else computed and kept. The key is the
 * member, their role and the whole address (path and query), so no answer is shared between members.
 * Only a 200 JSON answer is kept.
 */
export function cachedRead(reads: ReadCache): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth?.orgId || c.req.method !== 'GET') return next();
    const url = c.req.url;
    const key = `${auth.userId}\n${auth.role ?? ''}\n${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
    const hit = reads.get(auth.orgId, key);
    if (hit !== null) return c.body(hit, 200, { 'content-type': 'application/json' });
    const ticket = reads.begin(auth.orgId);
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
    reads.set(auth.orgId, key, await c.res.clone().text(), ticket);
  };
}
