/** The real app on a real database, driven through app.request(), with helpers to sign in. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../app';
import { outboxMessages } from '../db/schema';
import { loadEnv, type Env } from '../lib/env';
import { buildContext } from '../lib/context';
import { createTestDatabase } from './test-db';

export const ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(overrides: Record<string, string> = {}, envPatch: Partial<Env> = {}, options: { queue?: boolean; log?: pino.Logger } = {}) {
  const database = await createTestDatabase();
  const env: Env = {
    ...loadEnv({
      AUTH_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens',
      BOT_CHALLENGE: 'off',
      DATA_DIR: '/tmp/hirebase-test-data',
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      FILES_DIR: mkdtempSync(path.join(os.tmpdir(), 'hirebase-files-')),
      ...overrides,
    }),
    ...envPatch,
  };
  const ctx = buildContext(env, database, options.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }));
  if (options.queue) await ctx.queue.start();
  const { app, auth } = createApp(ctx);

  async function call(method: string, path: string, opts: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: ORIGIN, ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await app.request(path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  function cookieFrom(headers: Headers): string {
    return headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => !c!.endsWith('='))
      .join('; ');
  }

  async function lastMailTo(to: string) {
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return mail ?? null;
  }

  function linkIn(text: string): string {
    const match = /(https?:\/\/\S+)/.exec(text);
    if (!match) throw new Error(`no link in mail: ${text}`);
    return match[1]!;
  }

  /** Signs up, follows the verification link, and returns the signed-in session cookie. */
  async function signUp(email: string, password = 'correct-horse-9', name = 'Test User') {
    const res = await call('POST', '/api/auth/sign-up/email', { body: { email, password, name, turnstile_token: '' } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    const mail = await lastMailTo(email);
    const link = new URL(linkIn(mail!.text));
    const verify = await app.request(link.pathname + link.search, { headers: { origin: ORIGIN } });
    return cookieFrom(verify.headers);
  }

  async function signIn(email: string, password = 'correct-horse-9') {
    const res = await call('POST', '/api/auth/sign-in/email', { body: { email, password, turnstile_token: '' } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    return cookieFrom(res.headers);
  }

  async function token(cookie: string, orgId: string | null = null): Promise<string> {
    const res = await call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: orgId } });
    if (res.status !== 200) throw new Error(`token exchange failed: ${res.status} ${res.text}`);
    return res.json.data.token;
  }

  /** A verified user with a completed profile who owns a new organization; returns an org token. */
  async function newAdmin(email: string, orgName = 'Acme Recruiting') {
    const cookie = await signUp(email);
    let t = await token(cookie);
    await call('PATCH', '/api/v1/recruiter/user/profile', { token: t, body: { first_name: 'Test', last_name: 'Admin' } });
    const slug = `${orgName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const org = await call('POST', '/api/v1/recruiter/org', { token: t, body: { name: orgName, slug } });
    if (org.status !== 201) throw new Error(`create org failed: ${org.status} ${org.text}`);
    t = await token(cookie, org.json.data.id);
    return { cookie, token: t, orgId: org.json.data.id as string };
  }

  /** Invites the email into the admin's organization with the role and accepts it as a new user. */
  async function addMember(admin: { token: string; orgId: string }, email: string, role: 'admin' | 'manager' | 'recruiter') {
    const inv = await call('POST', '/api/v1/recruiter/team/invitations', { token: admin.token, body: { email, role } });
    if (inv.status !== 201) throw new Error(`invite failed: ${inv.status} ${inv.text}`);
    const mail = await lastMailTo(email);
    const inviteToken = linkIn(mail!.text).split('/invitations/')[1]!;
    const cookie = await signUp(email);
    const orgLess = await token(cookie);
    const accepted = await call('POST', '/api/v1/recruiter/invitations/accept', { token: orgLess, body: { token: inviteToken } });
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
    return { cookie, token: await token(cookie, admin.orgId) };
  }

  return { app, auth, env, db: database.db, call, cookieFrom, lastMailTo, linkIn, signUp, signIn, token, newAdmin, addMember, ctx, close: async () => {
    if (options.queue) await ctx.queue.stop();
    ctx.sessions.close();
    ctx.reads.close();
    await database.close();
  } };
}
