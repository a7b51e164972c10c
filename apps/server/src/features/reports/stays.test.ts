// The stay columns of application_stage_history (left_at, furthest, previous_entry_at), kept by the database
// whatever writes the history, equal a recomputation from the history after moves, bulk moves, rejections,
// an entry written out of order, a merge and deletions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applicationStageHistory } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { token: string; orgId: string };
const API = '/api/v1/recruiter';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('stays-admin@example.com');
});
afterAll(() => t.close());

type Derived = { id: string; left_at: string | null; furthest: number | null; previous_entry_at: string | null };
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Derived[] }).rows;
const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());
const norm = (r: Derived[]) =>
  r.map((x) => ({
    id: x.id,
    left_at: iso(x.left_at),
    furthest: x.furthest == null ? null : Number(x.furthest),
    previous_entry_at: iso(x.previous_entry_at),
  }));

/** What the columns hold, and what they should hold by reading the organization's whole history again. */
async function storedAndRecomputed(orgId: string) {
  const stored = await rows(
    sql`SELECT id, left_at, furthest, previous_entry_at FROM application_stage_history WHERE org_id = ${orgId} ORDER BY id`,
  );
  const recomputed = await rows(sql`
    SELECT id,
      lead(moved_at) OVER (PARTITION BY application_id ORDER BY moved_at, id) AS left_at,
      max(array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], to_stage_kind))
        OVER (PARTITION BY application_id ORDER BY moved_at RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS furthest,
      lag(moved_at) OVER (PARTITION BY application_id, to_stage_kind ORDER BY moved_at, id) AS previous_entry_at
    FROM application_stage_history WHERE org_id = ${orgId} ORDER BY id`);
  return { stored: norm(stored), recomputed: norm(recomputed) };
}

describe('stage history stays', () => {
  it('match a recomputation from the history after moves, merges and deletions', async () => {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await t.call(method, `${API}${path}`, { token: admin.token, body });
      expect(res.status, res.text).toBeLessThan(300);
      return res.json.data;
    };
    const job = await call('POST', '/jobs', { title: 'Stays Engineer', status: 'open' });
    const stage = (kind: string) => job.stages.find((s: { kind: string }) => s.kind === kind).id as string;
    const person = async (first: string, email: string) =>
      (await call('POST', '/candidates', { first_name: first, last_name: 'Stays', email })).id as string;
    const apply = async (candidateId: string) =>
      (await call('POST', `/jobs/${job.id}/applications`, { candidate_id: candidateId, stage_id: stage('applied') }))
        .id as string;
    const move = (id: string, kind: string) => call('PATCH', `/applications/${id}`, { stage_id: stage(kind) });

    const [ann, bo, cy, dup] = [
      await person('Ann', 'ann@stays.example'),
      await person('Bo', 'bo@stays.example'),
      await person('Cy', 'cy@stays.example'),
      await person('Annie', 'annie@stays.example'),
    ];
    const a = await apply(ann);
    const b = await apply(bo);
    const c = await apply(cy);
    // Back and forth: screening twice, interview reached in between.
    await move(a, 'screening');
    await move(a, 'interview');
    await move(a, 'screening');
    await call('POST', '/applications/bulk', { action: 'move', application_ids: [b, c], stage_id: stage('screening') });
    await call('POST', '/applications/bulk', {
      action: 'reject',
      application_ids: [b],
      rejection_reason: 'Not qualified',
    });
    await move(b, 'interview'); // reopened

    const [first] = await rows(
      sql`SELECT id, left_at, furthest, previous_entry_at FROM application_stage_history WHERE application_id = ${a} ORDER BY moved_at, id LIMIT 1`,
    );
    expect(Number(first!.furthest)).toBe(4); // interview, reached after the first entry
    expect(first!.left_at).not.toBeNull();

    // An entry written after later ones (an import of older history) lands in the middle of c's stays.
    const [cFirst] = await rows(
      sql`SELECT id, left_at, furthest, previous_entry_at FROM application_stage_history WHERE application_id = ${c} ORDER BY moved_at LIMIT 1`,
    );
    const before = new Date(new Date(cFirst!.left_at!).getTime() - 1000);
    await t.db
      .insert(applicationStageHistory)
      .values({
        id: newId(),
        orgId: admin.orgId,
        applicationId: c,
        fromStageId: stage('applied'),
        toStageId: stage('offer'),
        toStageKind: 'offer',
        movedAt: before,
      });

    // A duplicate of Ann with an application to the same job, further along: the merge joins the histories.
    const d = await apply(dup);
    await move(d, 'offer');
    await call('POST', `/candidates/${ann}/merge`, { duplicate_id: dup });
    let now = await storedAndRecomputed(admin.orgId);
    expect(now.stored.length).toBeGreaterThan(12);
    expect(now.stored).toEqual(now.recomputed);

    // Deletions: one entry, then a whole application.
    const [last] = await rows(
      sql`SELECT id, left_at, furthest, previous_entry_at FROM application_stage_history WHERE application_id = ${b} ORDER BY moved_at DESC LIMIT 1`,
    );
    await t.db.execute(sql`DELETE FROM application_stage_history WHERE id = ${last!.id}`);
    await call('DELETE', `/applications/${c}`);
    now = await storedAndRecomputed(admin.orgId);
    expect(now.stored).toEqual(now.recomputed);
    const [bLast] = await rows(
      sql`SELECT id, left_at, furthest, previous_entry_at FROM application_stage_history WHERE application_id = ${b} ORDER BY moved_at DESC LIMIT 1`,
    );
    expect(bLast!.left_at).toBeNull();
  });
});
