import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertApplication, insertJob } from '../candidates/fixtures.test-helper';

let t: TestApp;
let admin: { token: string; orgId: string };
let recruiter: { token: string };
const API = '/api/v1/recruiter';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('cf-admin@example.com');
  recruiter = await t.addMember(admin, 'cf-recruiter@example.com', 'recruiter');
});
afterAll(() => t.close());

const field = async (token: string, body: Record<string, unknown>) => t.call('POST', `${API}/custom-fields`, { token, body });
const person = async (token: string, body: Record<string, unknown>) => t.call('POST', `${API}/candidates`, { token, body: { first_name: 'Pat', ...body } });

describe('custom fields', () => {
  it('administrators define fields; values are checked by type and a wrong one is a 422 naming the field', async () => {
    const region = await field(admin.token, { entity: 'candidate', key: 'region', label: 'Region', type: 'single_select', options: ['EMEA', 'APAC', 'AMER'] });
    expect(region.status).toBe(201);
    expect(region.json.data).toMatchObject({ key: 'region', type: 'single_select', position: 0, archived: false });
    await field(admin.token, { entity: 'candidate', key: 'notice_days', label: 'Notice (days)', type: 'number', group: 'Availability' });
    await field(admin.token, { entity: 'candidate', key: 'visa', label: 'Needs visa', type: 'yes_no', required: true });
    await field(admin.token, { entity: 'candidate', key: 'langs', label: 'Languages', type: 'multi_select', options: ['English', 'German', 'Hindi'] });
    await field(admin.token, { entity: 'candidate', key: 'expected', label: 'Expected pay', type: 'money' });
    await field(admin.token, { entity: 'candidate', key: 'available', label: 'Available from', type: 'date' });

    expect((await field(recruiter.token, { entity: 'candidate', key: 'x', label: 'X', type: 'text' })).status).toBe(403);
    expect((await field(admin.token, { entity: 'candidate', key: 'region', label: 'Again', type: 'text' })).status).toBe(409);
    const noOptions = await field(admin.token, { entity: 'job', key: 'tier', label: 'Tier', type: 'single_select' });
    expect(noOptions.status).toBe(422);
    expect(noOptions.json.error.details[0].path).toBe('options');
    expect((await field(admin.token, { entity: 'candidate', key: 'Bad Key', label: 'X', type: 'text' })).status).toBe(422);

    const wrong = async (custom_fields: Record<string, unknown>, path: string) => {
      const res = await person(recruiter.token, { custom_fields: { visa: false, ...custom_fields } });
      expect(res.status, JSON.stringify(custom_fields)).toBe(422);
      expect(res.json.error.details.map((d: { path: string }) => d.path)).toContain(path);
    };
    await wrong({ notice_days: '30' }, 'custom_fields.notice_days');
    await wrong({ region: 'Mars' }, 'custom_fields.region');
    await wrong({ langs: ['English', 'Klingon'] }, 'custom_fields.langs');
    await wrong({ visa: 'yes' }, 'custom_fields.visa');
    await wrong({ expected: { amount: 10, currency: 'dollars' } }, 'custom_fields.expected');
    await wrong({ available: '2026-02-30' }, 'custom_fields.available');
    await wrong({ unknown_key: 1 }, 'custom_fields.unknown_key');
    const missing = await person(recruiter.token, { custom_fields: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.error.details[0].path).toBe('custom_fields.visa');

    const created = await person(recruiter.token, {
      custom_fields: { region: 'EMEA', notice_days: 30, visa: true, langs: ['German', 'English', 'German'], expected: { amount: 90000, currency: 'EUR' }, available: '2026-03-01' },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.custom_fields).toEqual({ region: 'EMEA', notice_days: 30, visa: true, langs: ['German', 'English'], expected: { amount: 90000, currency: 'EUR' }, available: '2026-03-01' });
    const id = created.json.data.id;
    const patched = await t.call('PATCH', `${API}/candidates/${id}`, { token: recruiter.token, body: { custom_fields: { notice_days: null, region: 'APAC' } } });
    expect(patched.json.data.custom_fields).toMatchObject({ region: 'APAC', notice_days: null, visa: true });
    const cleared = await t.call('PATCH', `${API}/candidates/${id}`, { token: recruiter.token, body: { custom_fields: { visa: null } } });
    expect(cleared.status).toBe(422);
    const log = await t.call('GET', `${API}/activity?entity_id=${id}`, { token: admin.token });
    expect(log.json.data[0].changes['custom_fields.region']).toEqual({ before: 'EMEA', after: 'APAC' });
  });

  it('a field deleted and restored keeps its values; a renamed key keeps them too; options in use stay', async () => {
    const f = (await field(admin.token, { entity: 'client', key: 'tier', label: 'Tier', type: 'single_select', options: ['Gold', 'Silver'] })).json.data;
    const client = (await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'Initech', custom_fields: { tier: 'Gold' } } })).json.data;
    expect(client.custom_fields).toEqual({ tier: 'Gold' });

    expect((await t.call('DELETE', `${API}/custom-fields/${f.id}`, { token: admin.token })).json.data.archived).toBe(true);
    expect((await t.call('GET', `${API}/clients/${client.id}`, { token: admin.token })).json.data.custom_fields).toEqual({});
    const archivedWrite = await t.call('PATCH', `${API}/clients/${client.id}`, { token: admin.token, body: { custom_fields: { tier: 'Silver' } } });
    expect(archivedWrite.status).toBe(422);
    const listed = await t.call('GET', `${API}/custom-fields?entity=client&include_archived=true`, { token: admin.token });
    expect(listed.json.data.map((x: { key: string; archived: boolean }) => [x.key, x.archived])).toEqual([['tier', true]]);

    await t.call('POST', `${API}/custom-fields/${f.id}/restore`, { token: admin.token });
    await t.call('PATCH', `${API}/custom-fields/${f.id}`, { token: admin.token, body: { key: 'account_tier', label: 'Account tier' } });
    expect((await t.call('GET', `${API}/clients/${client.id}`, { token: admin.token })).json.data.custom_fields).toEqual({ account_tier: 'Gold' });

    const dropInUse = await t.call('PATCH', `${API}/custom-fields/${f.id}`, { token: admin.token, body: { options: ['Silver', 'Bronze'] } });
    expect(dropInUse.status).toBe(409);
    expect((await t.call('PATCH', `${API}/custom-fields/${f.id}`, { token: admin.token, body: { options: ['Gold', 'Bronze'] } })).json.data.options).toEqual(['Gold', 'Bronze']);
  });

  it('jobs, applications and contacts carry values in their bodies', async () => {
    await field(admin.token, { entity: 'job', key: 'cost_center', label: 'Cost center', type: 'text' });
    await field(admin.token, { entity: 'application', key: 'referrer', label: 'Referred by', type: 'user' });
    await field(admin.token, { entity: 'contact', key: 'linkedin', label: 'LinkedIn', type: 'url' });
    const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Analyst', custom_fields: { cost_center: 'CC-12' } } });
    expect(job.json.data.custom_fields).toEqual({ cost_center: 'CC-12' });
    const jobPatch = await t.call('PATCH', `${API}/jobs/${job.json.data.id}`, { token: admin.token, body: { custom_fields: { cost_center: 'CC-13' } } });
    expect(jobPatch.json.data.custom_fields).toEqual({ cost_center: 'CC-13' });

    const j = await insertJob(t.db, { orgId: admin.orgId });
    const cand = (await person(admin.token, { custom_fields: { visa: false } })).json.data;
    const appId = await insertApplication(t.db, { orgId: admin.orgId, jobId: j.id, candidateId: cand.id, stageId: j.stages[0]!.id });
    const notMember = await t.call('PATCH', `${API}/applications/${appId}/custom-fields`, { token: admin.token, body: { custom_fields: { referrer: 'someone-else' } } });
    expect(notMember.status).toBe(422);
    expect(notMember.json.error.details[0].path).toBe('custom_fields.referrer');
    const me = (await t.call('GET', `${API}/user/profile`, { token: admin.token })).json.data.id;
    await t.call('PATCH', `${API}/applications/${appId}/custom-fields`, { token: admin.token, body: { custom_fields: { referrer: me } } });
    expect((await t.call('GET', `${API}/applications/${appId}`, { token: admin.token })).json.data.custom_fields).toEqual({ referrer: me });

    const client = (await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'Hooli' } })).json.data;
    const bad = await t.call('POST', `${API}/clients/${client.id}/contacts`, { token: admin.token, body: { name: 'Gavin', custom_fields: { linkedin: 'javascript:alert(1)' } } });
    expect(bad.status).toBe(422);
    const contact = await t.call('POST', `${API}/clients/${client.id}/contacts`, { token: admin.token, body: { name: 'Gavin', custom_fields: { linkedin: 'https://linkedin.example/gavin' } } });
    expect(contact.json.data.custom_fields).toEqual({ linkedin: 'https://linkedin.example/gavin' });
  });

  it('candidate search filters on cf.<key> and counts select fields as facets; another organization never shows', async () => {
    const other = await t.newAdmin('cf-other@example.com', 'Other Org');
    await field(other.token, { entity: 'candidate', key: 'region', label: 'Region', type: 'single_select', options: ['EMEA', 'APAC'] });
    await person(other.token, { first_name: 'Outsider', custom_fields: { region: 'EMEA' } });

    await person(admin.token, { first_name: 'Emma', custom_fields: { region: 'EMEA', visa: false, langs: ['Hindi'] } });
    await person(admin.token, { first_name: 'Asha', custom_fields: { region: 'APAC', visa: false, langs: ['Hindi', 'English'] } });
    const names = async (qs: string) => {
      const res = await t.call('GET', `${API}/candidates/search?sort=recent&${qs}`, { token: admin.token });
      expect(res.status, res.text).toBe(200);
      return res.json;
    };
    const emea = await names('cf.region=EMEA');
    expect(emea.data.map((h: { name: string }) => h.name)).toEqual(['Emma']);
    expect(emea.data[0].custom_fields.region).toBe('EMEA');
    // Pat (the first test's candidate) moved to APAC and speaks English.
    expect((await names('cf.region=EMEA,APAC')).data.map((h: { name: string }) => h.name).sort()).toEqual(['Asha', 'Emma', 'Pat']);
    expect((await names('cf.langs=English')).data.map((h: { name: string }) => h.name).sort()).toEqual(['Asha', 'Pat']);
    expect((await names('cf.visa=false&cf.region=APAC')).data.map((h: { name: string }) => h.name)).toEqual(['Asha']);
    const all = await names('cf.langs=Hindi');
    const region = all.facets.custom_fields.find((f: { key: string }) => f.key === 'region');
    expect(region.values).toEqual([
      { value: 'APAC', label: 'APAC', count: 1 },
      { value: 'EMEA', label: 'EMEA', count: 1 },
    ]);
    // A multi select counts each of its values.
    const langs = all.facets.custom_fields.find((f: { key: string }) => f.key === 'langs');
    expect(langs.values).toEqual([
      { value: 'Hindi', label: 'Hindi', count: 2 },
      { value: 'English', label: 'English', count: 1 },
    ]);
    const unknown = await t.call('GET', `${API}/candidates/search?cf.nope=1`, { token: admin.token });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details[0].path).toBe('cf.nope');
    expect((await t.call('GET', `${API}/candidates/search?cf.region=Mars`, { token: admin.token })).status).toBe(422);

    const otherFields = (await t.call('GET', `${API}/custom-fields?entity=candidate`, { token: other.token })).json.data;
    expect(otherFields.map((f: { key: string }) => f.key)).toEqual(['region']);
    const mine = (await t.call('GET', `${API}/custom-fields?entity=candidate`, { token: admin.token })).json.data;
    expect((await t.call('PATCH', `${API}/custom-fields/${mine[0].id}`, { token: other.token, body: { label: 'Stolen' } })).status).toBe(404);
    expect((await t.call('POST', `${API}/custom-fields/${mine[0].id}/restore`, { token: other.token })).status).toBe(404);
  });

  it('search filters by each kind of value, keeps field ids in its tokens, follows written values and refuses an archived field', async () => {
    const other = await t.newAdmin('cf-tokens@example.com', 'Token Org');
    const theirs = (await field(other.token, { entity: 'candidate', key: 'region', label: 'Region', type: 'single_select', options: ['EMEA'] })).json.data;
    await field(admin.token, { entity: 'candidate', key: 'owner', label: 'Owner', type: 'user' });
    const me = (await t.call('GET', `${API}/user/profile`, { token: admin.token })).json.data.id;
    const zed = (await person(admin.token, { first_name: 'Zed', custom_fields: { visa: true, notice_days: 30, available: '2027-03-01', owner: me } })).json.data;
    const names = async (qs: string, token = admin.token) => {
      const res = await t.call('GET', `${API}/candidates/search?${qs}`, { token });
      expect(res.status, res.text).toBe(200);
      return res.json.data.map((h: { name: string }) => h.name).sort();
    };
    expect(await names(`cf.owner=${me}`)).toEqual(['Zed']);
    expect(await names('q=zed&cf.available=2027-03-01&cf.notice_days=30&cf.visa=true')).toEqual(['Zed']);
    expect(await names('cf.notice_days=31&cf.visa=true')).toEqual([]);
    // A value under another organization's field id never answers this organization's filter.
    await t.db.execute(sql`UPDATE candidates SET custom_fields = custom_fields || ${JSON.stringify({ [theirs.id]: 'EMEA' })}::jsonb WHERE id = ${zed.id}`);
    expect(await names('cf.region=EMEA')).toEqual(['Emma']);
    expect(await names('cf.region=EMEA', other.token)).toEqual([]);
    // The head follows a value written on its own, under the field's id.
    const region = (await t.call('GET', `${API}/custom-fields?entity=candidate`, { token: admin.token })).json.data.find((f: { key: string }) => f.key === 'region');
    await t.db.execute(sql`UPDATE candidates SET custom_fields = custom_fields || ${JSON.stringify({ [region.id]: 'EMEA' })}::jsonb WHERE id = ${zed.id}`);
    expect(await names('cf.region=EMEA')).toEqual(['Emma', 'Zed']);
    // Archived, the filter is refused as an unknown field; restored and renamed, it finds the same rows.
    await t.call('DELETE', `${API}/custom-fields/${region.id}`, { token: admin.token });
    const archived = await t.call('GET', `${API}/candidates/search?cf.region=EMEA`, { token: admin.token });
    expect(archived.status).toBe(422);
    expect(archived.json.error.details[0].path).toBe('cf.region');
    await t.call('POST', `${API}/custom-fields/${region.id}/restore`, { token: admin.token });
    await t.call('PATCH', `${API}/custom-fields/${region.id}`, { token: admin.token, body: { key: 'area' } });
    expect(await names('cf.area=EMEA')).toEqual(['Emma', 'Zed']);
    await t.call('PATCH', `${API}/custom-fields/${region.id}`, { token: admin.token, body: { key: 'region' } });
  });

  it('a field shown to some roles is absent for the others from bodies, search hits, filters and facets, and not required of them', async () => {
    const hidden = { visible_to_roles: ['manager'] };
    await field(admin.token, { entity: 'candidate', key: 'grade', label: 'Grade', type: 'single_select', options: ['A', 'B'], required: true, ...hidden });
    await field(admin.token, { entity: 'candidate', key: 'pay_note', label: 'Pay note', type: 'text', ...hidden });
    const refused = await person(admin.token, { first_name: 'Gus', custom_fields: { visa: false } });
    expect(refused.json.error.details[0].path).toBe('custom_fields.grade');
    const gus = (await person(admin.token, { first_name: 'Gus', custom_fields: { visa: false, grade: 'A', pay_note: 'Asks 90k' } })).json.data;
    expect(gus.custom_fields).toMatchObject({ grade: 'A', pay_note: 'Asks 90k' });
    // The recruiter neither sees nor is asked for the hidden fields, and cannot write them.
    const ron = await person(recruiter.token, { first_name: 'Ron', custom_fields: { visa: true } });
    expect(ron.status).toBe(201);
    expect(Object.keys(ron.json.data.custom_fields)).not.toContain('grade');
    expect((await t.call('PATCH', `${API}/candidates/${gus.id}`, { token: recruiter.token, body: { custom_fields: { pay_note: 'x' } } })).status).toBe(422);
    const seen = (await t.call('GET', `${API}/candidates/${gus.id}`, { token: recruiter.token })).json.data.custom_fields;
    expect(seen).not.toHaveProperty('grade');
    expect(seen).not.toHaveProperty('pay_note');
    const hits = (await t.call('GET', `${API}/candidates/search?q=Gus`, { token: recruiter.token })).json;
    expect(hits.data[0].custom_fields).not.toHaveProperty('pay_note');
    expect(hits.facets.custom_fields.map((f: { key: string }) => f.key)).not.toContain('grade');
    expect((await t.call('GET', `${API}/candidates/search?cf.grade=A`, { token: recruiter.token })).status).toBe(422);
    const forAdmin = (await t.call('GET', `${API}/candidates/search?cf.grade=A`, { token: admin.token })).json;
    expect(forAdmin.data.map((h: { name: string }) => h.name)).toEqual(['Gus']);
    expect(forAdmin.facets.custom_fields.map((f: { key: string }) => f.key)).toContain('grade');
    // An export's columns and filters follow the exporter's role too.
    const manager = await t.addMember(admin, 'cf-manager@example.com', 'manager');
    await field(admin.token, { entity: 'candidate', key: 'desk_note', label: 'Desk note', type: 'text', visible_to_roles: ['recruiter'] });
    const exportWith = (token: string, body: Record<string, unknown>) => t.call('POST', `${API}/exports`, { token, body: { format: 'csv', fields: ['email'], ...body } });
    expect((await exportWith(manager.token, { custom_fields: ['pay_note'] })).status).toBe(201);
    const hiddenColumn = await exportWith(manager.token, { custom_fields: ['desk_note'] });
    expect(hiddenColumn.status).toBe(422);
    expect(hiddenColumn.json.error.details[0].path).toBe('custom_fields');
    expect((await exportWith(manager.token, { filters: { custom_fields: { desk_note: 'x' } } })).status).toBe(422);
    expect((await exportWith(admin.token, { custom_fields: ['desk_note'] })).status).toBe(201);
  });

  it('an application takes values when it is created, and a required application field is enforced there', async () => {
    await field(admin.token, { entity: 'application', key: 'channel', label: 'Channel', type: 'single_select', options: ['Event', 'Inbound'], required: true });
    const job = await insertJob(t.db, { orgId: admin.orgId });
    const cand = (await person(admin.token, { first_name: 'Ines', custom_fields: { visa: false, grade: 'B' } })).json.data;
    const missing = await t.call('POST', `${API}/jobs/${job.id}/applications`, { token: recruiter.token, body: { candidate_id: cand.id } });
    expect(missing.status).toBe(422);
    expect(missing.json.error.details[0]).toMatchObject({ path: 'custom_fields.channel', message: 'Channel is required' });
    const added = await t.call('POST', `${API}/jobs/${job.id}/applications`, { token: recruiter.token, body: { candidate_id: cand.id, custom_fields: { channel: 'Event' } } });
    expect(added.status).toBe(201);
    expect(added.json.data.custom_fields).toMatchObject({ channel: 'Event' });
  });
});
