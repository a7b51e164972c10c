/**
 * The read cache inside the running app: answers are kept (a change that raises no notice is not seen), and
 * every change that does — through the API, by this process's own statements, by another connection —
 * is seen by the next read.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { candidates, users } from '../db/schema';
import { newId } from './ids';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-db';

const API = '/api/v1/recruiter';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await vi.waitFor(() => expect(t.ctx.reads.start()).toBe(true));
});
afterAll(async () => {
  await t.close();
});

/** Renames a candidate with the triggers off, as no instance would ever hear. */
async function renameUnannounced(id: string, firstName: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(candidates).set({ firstName }).where(eq(candidates.id, id));
  });
}

describe('read cache in the app', () => {
  it('serves the board from the cache until a change of its organization is announced', async () => {
    const admin = await t.newAdmin('rc1@example.com');
    const other = await t.newAdmin('rc1-other@example.com');
    const job = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Cached', status: 'open' } })).json.data;
    const candidateId = newId();
    await t.db.insert(candidates).values({ id: candidateId, orgId: admin.orgId, firstName: 'Ada', lastName: 'Lovelace' });
    const app = (await t.call('POST', `${API}/jobs/${job.id}/applications`, { token: admin.token, body: { candidate_id: candidateId } })).json.data;
    const board = async () => (await t.call('GET', `${API}/jobs/${job.id}/applications?page_size=100`, { token: admin.token })).json.data;

    expect((await board())[0].candidate.name).toBe('Ada Lovelace');
    await renameUnannounced(candidateId, 'Unseen');
    expect((await board())[0].candidate.name).toBe('Ada Lovelace'); // kept: nothing announced the change

    // Another organization's change leaves this one's answers alone.
    await t.call('POST', `${API}/jobs`, { token: other.token, body: { title: 'Elsewhere', status: 'open' } });
    expect((await board())[0].candidate.name).toBe('Ada Lovelace');

    // This process's own statement is heard before it returns.
    await t.db.update(candidates).set({ firstName: 'Grace' }).where(eq(candidates.id, candidateId));
    expect((await board())[0].candidate.name).toBe('Grace Lovelace');

    // A move through the API is seen by the very next read.
    const stages = (await t.call('GET', `${API}/jobs/${job.id}`, { token: admin.token })).json.data.stages as { id: string }[];
    expect((await t.call('PATCH', `${API}/applications/${app.id}`, { token: admin.token, body: { stage_id: stages[1]!.id } })).status).toBe(200);
    expect((await board())[0].stage_id).toBe(stages[1]!.id);
  });

  it('keeps each member their own answer', async () => {
    const admin = await t.newAdmin('rc2@example.com');
    const mate = await t.addMember(admin, 'rc2r@example.com', 'recruiter');
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'rc2@example.com'));
    await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Mine only', status: 'open', owner_id: me!.id } });
    const mine = (await t.call('GET', `${API}/dashboard`, { token: admin.token })).json.data;
    const theirs = (await t.call('GET', `${API}/dashboard`, { token: mate.token })).json.data;
    expect(mine.my_open_jobs.map((j: { title: string }) => j.title)).toEqual(['Mine only']);
    expect(theirs.my_open_jobs).toEqual([]);
  });

  it('hears a change made on another connection', async () => {
    if (process.env.TEST_DB !== 'postgres') return; // the embedded database has one connection
    const admin = await t.newAdmin('rc3@example.com');
    const candidateId = newId();
    await t.db.insert(candidates).values({ id: candidateId, orgId: admin.orgId, firstName: 'Alan', lastName: 'Turing' });
    const job = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Remote', status: 'open' } })).json.data;
    await t.call('POST', `${API}/jobs/${job.id}/applications`, { token: admin.token, body: { candidate_id: candidateId } });
    const board = async () => (await t.call('GET', `${API}/jobs/${job.id}/applications`, { token: admin.token })).json.data[0].candidate.name;
    expect(await board()).toBe('Alan Turing');

    const { name } = ((await t.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] }).rows[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const elsewhere = new pg.Client({ connectionString: url.href });
    await elsewhere.connect();
    try {
      await elsewhere.query('UPDATE candidates SET first_name = $1 WHERE id = $2', ['Joan', candidateId]);
    } finally {
      await elsewhere.end();
    }
    const deadline = Date.now() + 5000;
    while ((await board()) !== 'Joan Turing' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await board()).toBe('Joan Turing');
  });

  it('hears its own change as the statement that commits it returns, on PostgreSQL too', async () => {
    if (process.env.TEST_DB !== 'postgres') return; // PGlite runs the listener as the statement returns
    const database = await createTestDatabase();
    try {
      let live = false;
      const heard: string[] = [];
      const off = database.listen('hb_probe', (p) => heard.push(p), (l) => (live = l), { own: true });
      await vi.waitFor(() => expect(live).toBe(true));
      for (let i = 0; i < 20; i++) {
        await database.db.execute(sql.raw(`NOTIFY hb_probe, 'n${i}'`));
        expect(heard).toContain(`n${i}`);
      }
      off();
    } finally {
      await database.close();
    }
  });

  it('has every organization table announce its changes', async () => {
    const { rows } = (await t.db.execute(sql`
        SELECT c.table_name AS name, EXISTS (
          SELECT 1 FROM pg_trigger g JOIN pg_class r ON r.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
          WHERE r.relname = c.table_name AND p.proname = 'notify_data_change' AND NOT g.tgisinternal
        ) AS announced
        FROM information_schema.columns c
        JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND c.column_name = 'org_id' AND tb.table_type = 'BASE TABLE'
        ORDER BY 1`)) as unknown as { rows: { name: string; announced: boolean }[] };
    // Delivery bookkeeping, written by the workers as they deliver: no cached answer reads it.
    expect(rows.filter((r) => !r.announced).map((r) => r.name)).toEqual(['domain_events', 'outbox_messages', 'webhook_deliveries']);
    expect(rows.length).toBeGreaterThan(60);
  });
});
