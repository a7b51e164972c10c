import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertApplication, insertJob } from './fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';
type Who = { token: string; orgId: string };

async function create(who: Who, body: Record<string, unknown>) {
  return t.call('POST', `${API}/candidates`, { token: who.token, body });
}

describe('candidates', () => {
  it('creates, reads, edits and lists a candidate with tags, owner and applications', async () => {
    const admin = await t.newAdmin('cand-admin@example.com');
    const tag = await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Senior', feature: 'candidates' } });
    const members = await t.call('GET', `${API}/team/members`, { token: admin.token });
    const ownerId = members.json.data[0].user_id;

    const res = await create(admin, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      phone: '+44 20 7946 0958',
      emails: ['ada@work.example'],
      location: 'London',
      current_title: 'Analyst',
      current_company: 'Engines Ltd',
      years_experience: 12,
      skills: ['Math', 'Poetry'],
      links: [{ kind: 'github', url: 'https://github.com/ada' }],
      source: 'Referral',
      owner_id: ownerId,
      tag_ids: [tag.json.data.id],
      id: 'forced-id',
      org_id: 'forced-org',
      created_by: 'someone',
    });
    expect(res.status).toBe(201);
    const c = res.json.data;
    expect(c.id).not.toBe('forced-id');
    expect(c).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emails: ['ada@work.example'],
      owner: { id: ownerId },
      tags: [{ id: tag.json.data.id, name: 'Senior' }],
      applications: [],
      years_experience: 12,
    });

    const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Analytical Engine Lead' });
    const appId = await insertApplication(t.db, { orgId: admin.orgId, jobId: job.id, candidateId: c.id, stageId: job.stages[2]!.id });
    const got = await t.call('GET', `${API}/candidates/${c.id}`, { token: admin.token });
    expect(got.json.data.applications).toEqual([
      expect.objectContaining({ id: appId, job: { id: job.id, title: 'Analytical Engine Lead' }, stage: { id: job.stages[2]!.id, name: 'Interview', kind: 'interview' }, status: 'active' }),
    ]);

    const patched = await t.call('PATCH', `${API}/candidates/${c.id}`, { token: admin.token, body: { current_title: 'Countess', tag_ids: [] } });
    expect(patched.status).toBe(200);
    expect(patched.json.data).toMatchObject({ current_title: 'Countess', tags: [], skills: ['Math', 'Poetry'] });

    await create(admin, { first_name: 'Charles', last_name: 'Babbage', current_company: 'Difference Co', skills: ['Engineering'] });
    const list = await t.call('GET', `${API}/candidates?sort=name`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json.meta).toEqual({ total: 2, page: 1, page_size: expect.any(Number), next_cursor: null });
    expect(list.json.data.map((x: { name: string }) => x.name)).toEqual(['Charles Babbage', 'Ada Lovelace']);
    expect(list.json.data[1]).toMatchObject({ application_count: 1 });

    const q = async (qs: string) => (await t.call('GET', `${API}/candidates?${qs}`, { token: admin.token })).json.data.map((x: { first_name: string }) => x.first_name);
    expect(await q('q=lovelace')).toEqual(['Ada']);
    expect(await q('q=ADA%20LOVE')).toEqual(['Ada']);
    expect(await q('q=difference')).toEqual(['Charles']);
    expect(await q('q=countess')).toEqual(['Ada']);
    expect(await q('q=100%25')).toEqual([]);
    expect(await q('skill=engineering')).toEqual(['Charles']);
    expect(await q('location=lond')).toEqual(['Ada']);
    expect(await q(`job_id=${job.id}`)).toEqual(['Ada']);
    expect(await q(`owner_id=${ownerId}`)).toEqual(['Ada']);
    expect(await q('source=referral')).toEqual(['Ada']);
    await t.call('PATCH', `${API}/candidates/${c.id}`, { token: admin.token, body: { tag_ids: [tag.json.data.id] } });
    expect(await q(`tag_id=${tag.json.data.id}`)).toEqual(['Ada']);
    expect((await t.call('GET', `${API}/candidates?page_size=1&page=2&sort=name`, { token: admin.token })).json).toMatchObject({
      data: [{ first_name: 'Ada' }],
      meta: { total: 2, page: 2, page_size: 1 },
    });

    const log = await t.call('GET', `${API}/activity?entity_id=${c.id}`, { token: admin.token });
    const update = log.json.data.find((r: { action: string; changes: Record<string, unknown> }) => r.action === 'update' && r.changes.current_title);
    expect(update.changes.current_title).toEqual({ before: 'Analyst', after: 'Countess' });
    expect(update.entity_label).toBe('Ada Lovelace');
    expect(log.json.data.some((r: { action: string }) => r.action === 'create')).toBe(true);
  });

  it('validates input (422), unknown sort (422) and caps the page size', async () => {
    const admin = await t.newAdmin('cand-valid@example.com');
    expect((await create(admin, { last_name: 'No first name' })).status).toBe(422);
    expect((await create(admin, { first_name: 'A', email: 'not-an-email' })).status).toBe(422);
    expect((await create(admin, { first_name: 'A', links: [{ kind: 'other', url: 'javascript:alert(1)' }] })).status).toBe(422);
    expect((await create(admin, { first_name: 'A', owner_id: 'not-a-member' })).status).toBe(422);
    expect((await create(admin, { first_name: 'A', tag_ids: ['unknown-tag'] })).status).toBe(422);
    expect((await t.call('POST', `${API}/candidates`, { token: admin.token, body: '{nope' })).status).toBe(400);
    expect((await t.call('GET', `${API}/candidates?sort=password`, { token: admin.token })).status).toBe(422);
    expect((await t.call('GET', `${API}/candidates?page_size=1000`, { token: admin.token })).status).toBe(422);
    const c = await create(admin, { first_name: 'Valid' });
    expect((await t.call('PATCH', `${API}/candidates/${c.json.data.id}`, { token: admin.token, body: { first_name: '' } })).status).toBe(422);
  });

  it('answers 409 for a duplicate email in any format, on create and on edit; a shared phone is a possible duplicate, not a refusal', async () => {
    const admin = await t.newAdmin('cand-dup@example.com');
    const first = await create(admin, { first_name: 'Grace', email: 'grace@navy.example', phone: '+1 (415) 555-0100' });
    expect(first.status).toBe(201);

    const byEmail = await create(admin, { first_name: 'G', email: 'GRACE@navy.example' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json.error).toEqual({
      code: 'conflict',
      message: 'A candidate with this email already exists',
      details: { existing_id: first.json.data.id, field: 'email', value: 'grace@navy.example' },
    });
    // Different people share numbers (an agency's, a family's): the record is made and proposed for review.
    const byPhone = await create(admin, { first_name: 'G', phones: ['+14155550100'] });
    expect(byPhone.status).toBe(201);
    const proposed = await t.call('GET', `${API}/candidates/${byPhone.json.data.id}/duplicates`, { token: admin.token });
    expect(proposed.json.data).toEqual([expect.objectContaining({ reason: 'phone', value: '+14155550100', candidate: expect.objectContaining({ id: first.json.data.id }) })]);
    const byOtherEmail = await create(admin, { first_name: 'G', emails: ['grace@navy.example'] });
    expect(byOtherEmail.status).toBe(409);

    const other = await create(admin, { first_name: 'Other', email: 'other@example.com' });
    const editClash = await t.call('PATCH', `${API}/candidates/${other.json.data.id}`, { token: admin.token, body: { email: 'Grace@Navy.example', phone: '+1 415-555-0100' } });
    expect(editClash.status).toBe(409);
    expect(editClash.json.error.details.existing_id).toBe(first.json.data.id);
    // The failed edit left nothing behind: the identity is still free for its owner and the record unchanged.
    expect((await t.call('GET', `${API}/candidates/${other.json.data.id}`, { token: admin.token })).json.data.phone).toBeNull();
    const moved = await t.call('PATCH', `${API}/candidates/${first.json.data.id}`, { token: admin.token, body: { email: 'grace@hopper.example' } });
    expect(moved.status).toBe(200);
    expect((await create(admin, { first_name: 'New', email: 'grace@navy.example' })).status).toBe(201);

    const otherOrg = await t.newAdmin('cand-dup2@example.com', 'Other Org');
    expect((await create(otherOrg, { first_name: 'Grace', phone: '+14155550100' })).status).toBe(201);
  });

  it('stores hostile strings verbatim and returns them as data', async () => {
    const admin = await t.newAdmin('cand-xss@example.com');
    const hostile = `<script>alert("x")</script>'; DROP TABLE candidates;--`;
    const res = await create(admin, { first_name: hostile, current_company: '=HYPERLINK("http://evil")', skills: ['<b>bold</b>'] });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ first_name: hostile, current_company: '=HYPERLINK("http://evil")', skills: ['<b>bold</b>'] });
    const list = await t.call('GET', `${API}/candidates?q=${encodeURIComponent('<script>')}`, { token: admin.token });
    expect(list.json.data[0].first_name).toBe(hostile);
    expect(list.headers.get('content-type')).toContain('application/json');
  });

  it('a recruiter cannot delete (403); a manager deletes; another organization’s ids are 404', async () => {
    const admin = await t.newAdmin('cand-roles@example.com');
    const recruiter = await t.addMember(admin, 'cand-rec@example.com', 'recruiter');
    const manager = await t.addMember(admin, 'cand-man@example.com', 'manager');
    const c = await create({ ...recruiter, orgId: admin.orgId }, { first_name: 'Made by recruiter', email: 'r@example.com' });
    expect(c.status).toBe(201);
    const id = c.json.data.id;
    expect((await t.call('DELETE', `${API}/candidates/${id}`, { token: recruiter.token })).status).toBe(403);

    const other = await t.newAdmin('cand-roles-other@example.com', 'Other Org');
    const theirs = await create(other, { first_name: 'Theirs' });
    const foreign = theirs.json.data.id;
    expect((await t.call('GET', `${API}/candidates/${foreign}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('PATCH', `${API}/candidates/${foreign}`, { token: admin.token, body: { first_name: 'Hijacked' } })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/candidates/${foreign}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('POST', `${API}/candidates/${foreign}/merge`, { token: admin.token, body: { duplicate_id: id } })).status).toBe(404);
    expect((await t.call('POST', `${API}/candidates/${id}/merge`, { token: admin.token, body: { duplicate_id: foreign } })).status).toBe(404);
    expect((await t.call('GET', `${API}/candidates`, { token: admin.token })).json.data.map((x: { id: string }) => x.id)).toEqual([id]);
    expect((await t.call('GET', `${API}/candidates/${foreign}`, { token: other.token })).json.data.first_name).toBe('Theirs');

    expect((await t.call('DELETE', `${API}/candidates/${id}`, { token: manager.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/candidates/${id}`, { token: admin.token })).status).toBe(404);
    // Its email is free again.
    expect((await create(admin, { first_name: 'Again', email: 'r@example.com' })).status).toBe(201);
    const log = await t.call('GET', `${API}/activity?entity_type=candidate&action=delete`, { token: admin.token });
    expect(log.json.data).toHaveLength(1);
    expect(log.json.data[0].entity_label).toBeNull();
  });
});

describe('merge', () => {
  it('moves applications, notes, tags, identities and details onto the kept candidate', async () => {
    const admin = await t.newAdmin('merge-admin@example.com');
    const tagA = (await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'A', feature: 'candidates' } })).json.data.id;
    const tagB = (await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'B', feature: 'candidates' } })).json.data.id;
    const kept = (await create(admin, { first_name: 'Linus', email: 'linus@one.example', skills: ['C'], tag_ids: [tagA] })).json.data;
    const dup = (
      await create(admin, {
        first_name: 'Linus T.',
        last_name: 'Torvalds',
        email: 'linus@two.example',
        phone: '+358 40 1234567',
        location: 'Portland',
        skills: ['c', 'Git'],
        links: [{ kind: 'github', url: 'https://github.com/torvalds' }],
        tag_ids: [tagA, tagB],
      })
    ).json.data;

    const shared = await insertJob(t.db, { orgId: admin.orgId, title: 'Kernel' });
    const onlyDup = await insertJob(t.db, { orgId: admin.orgId, title: 'Git' });
    const keptApp = await insertApplication(t.db, { orgId: admin.orgId, jobId: shared.id, candidateId: kept.id, stageId: shared.stages[0]!.id });
    const dupApp = await insertApplication(t.db, { orgId: admin.orgId, jobId: shared.id, candidateId: dup.id, stageId: shared.stages[3]!.id });
    const dupOnly = await insertApplication(t.db, { orgId: admin.orgId, jobId: onlyDup.id, candidateId: dup.id, stageId: onlyDup.stages[1]!.id });
    const note = await t.call('POST', `${API}/candidates/${dup.id}/notes`, { token: admin.token, body: { body: 'Met at the conference' } });
    expect(note.status).toBe(201);

    expect((await t.call('POST', `${API}/candidates/${kept.id}/merge`, { token: admin.token, body: { duplicate_id: kept.id } })).status).toBe(422);
    expect((await t.call('POST', `${API}/candidates/${kept.id}/merge`, { token: admin.token, body: {} })).status).toBe(422);

    const merged = await t.call('POST', `${API}/candidates/${kept.id}/merge`, { token: admin.token, body: { duplicate_id: dup.id } });
    expect(merged.status).toBe(200);
    const m = merged.json.data;
    expect(m).toMatchObject({
      id: kept.id,
      first_name: 'Linus',
      last_name: 'Torvalds',
      email: 'linus@one.example',
      emails: ['linus@two.example'],
      phone: '+358 40 1234567',
      location: 'Portland',
      skills: ['C', 'Git'],
      links: [{ kind: 'github', url: 'https://github.com/torvalds' }],
    });
    expect(m.tags.map((x: { name: string }) => x.name)).toEqual(['A', 'B']);
    // Both were in "Kernel": the duplicate's application was further along (Offer) and is kept.
    expect(m.applications.map((a: { id: string }) => a.id).sort()).toEqual([dupApp, dupOnly].sort());
    expect(m.applications.find((a: { id: string }) => a.id === dupApp).stage.name).toBe('Offer');

    const gone = await t.call('GET', `${API}/candidates/${dup.id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    expect(gone.json.error.details).toEqual({ merged_into: kept.id });
    expect((await t.call('PATCH', `${API}/candidates/${dup.id}`, { token: admin.token, body: { first_name: 'x' } })).status).toBe(404);

    const notes = await t.call('GET', `${API}/candidates/${kept.id}/notes`, { token: admin.token });
    expect(notes.json.data.map((n: { body: string }) => n.body)).toEqual(['Met at the conference']);
    expect((await t.call('GET', `${API}/candidates/${dup.id}/notes`, { token: admin.token })).status).toBe(404);

    const list = await t.call('GET', `${API}/candidates`, { token: admin.token });
    expect(list.json.data.map((x: { id: string }) => x.id)).toEqual([kept.id]);

    // The duplicate's identities now belong to the kept record.
    const again = await create(admin, { first_name: 'X', email: 'linus@two.example' });
    expect(again.json.error.details.existing_id).toBe(kept.id);
    const againPhone = await create(admin, { first_name: 'X', phone: '+358401234567' });
    const proposed = await t.call('GET', `${API}/candidates/${againPhone.json.data.id}/duplicates`, { token: admin.token });
    expect(proposed.json.data.map((d: { candidate: { id: string } }) => d.candidate.id)).toEqual([kept.id]);

    const log = await t.call('GET', `${API}/activity?entity_id=${kept.id}&action=merge`, { token: admin.token });
    expect(log.json.data).toHaveLength(1);
    expect(log.json.data[0].changes.duplicate.before).toEqual({ id: dup.id, name: 'Linus T. Torvalds' });
    expect(log.json.data[0].changes.dropped_applications.before).toEqual([
      { id: keptApp, job_id: shared.id, stage_id: shared.stages[0]!.id, status: 'active' },
    ]);
    // The duplicate's own history moved over too.
    const timeline = await t.call('GET', `${API}/activity?entity_id=${kept.id}`, { token: admin.token });
    expect(timeline.json.data.filter((r: { action: string }) => r.action === 'create').length).toBeGreaterThanOrEqual(2);
  });
});
