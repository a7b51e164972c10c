import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertJob } from '../candidates/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

describe('email templates', () => {
  it('creates, lists, edits and deletes; only managers and admins write templates; names unique; unknown fields refused', async () => {
    const admin = await t.newAdmin('tpl-admin@example.com');
    const man = await t.addMember(admin, 'tpl-man@example.com', 'manager');
    const rec = await t.addMember(admin, 'tpl-rec@example.com', 'recruiter');
    const body = { name: 'Invite', subject: 'Hi {{candidate.first_name}}', body: 'About {{job.title}} at {{org.name}}.', org_id: 'x', created_by: 'x' };
    const created = await t.call('POST', `${API}/email-templates`, { token: man.token, body });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ name: 'Invite', can_edit: true, created_by: { name: 'Test User' } });
    const id = created.json.data.id;

    expect((await t.call('POST', `${API}/email-templates`, { token: man.token, body: { ...body, name: 'invite' } })).status).toBe(409);
    const unknown = await t.call('POST', `${API}/email-templates`, { token: man.token, body: { ...body, name: 'Bad', body: '{{candidate.age}} {{ foo }}' } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details).toEqual({ unknown_fields: ['candidate.age', 'foo'] });

    // A recruiter uses templates (lists, reads, sends) but does not write them.
    const list = await t.call('GET', `${API}/email-templates`, { token: rec.token });
    expect(list.json).toMatchObject({ data: [{ id, can_edit: false }], meta: { total: 1 } });
    expect((await t.call('POST', `${API}/email-templates`, { token: rec.token, body: { ...body, name: 'Mine' } })).status).toBe(403);
    expect((await t.call('PATCH', `${API}/email-templates/${id}`, { token: rec.token, body: { name: 'Mine' } })).status).toBe(403);
    expect((await t.call('DELETE', `${API}/email-templates/${id}`, { token: rec.token })).status).toBe(403);
    const edited = await t.call('PATCH', `${API}/email-templates/${id}`, { token: admin.token, body: { subject: 'Hello {{candidate.name}}' } });
    expect(edited.json.data).toMatchObject({ subject: 'Hello {{candidate.name}}', name: 'Invite', can_edit: true });
    expect((await t.call('PATCH', `${API}/email-templates/${id}`, { token: man.token, body: { body: '{{nope}}' } })).status).toBe(422);

    const log = await t.call('GET', `${API}/activity?entity_type=email_template`, { token: admin.token });
    expect(log.json.data.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);

    expect((await t.call('DELETE', `${API}/email-templates/${id}`, { token: man.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/email-templates/${id}`, { token: rec.token })).status).toBe(404);
  });

  it('knows the organization’s candidate and job custom fields as merge fields, fills them, and refuses unknown keys', async () => {
    const admin = await t.newAdmin('tpl-custom@example.com');
    const other = await t.newAdmin('tpl-custom-other@example.com');
    const field = (token: string, body: Record<string, unknown>) => t.call('POST', `${API}/custom-fields`, { token, body });
    await field(admin.token, { entity: 'candidate', key: 'region', label: 'Region', type: 'single_select', options: ['EMEA', 'APAC'] });
    await field(admin.token, { entity: 'job', key: 'cost_center', label: 'Cost center', type: 'text' });
    await field(other.token, { entity: 'candidate', key: 'theirs', label: 'Theirs', type: 'text' });
    const body = { name: 'Custom', subject: 'Hi {{candidate.first_name}}', body: 'Region {{ candidate.cf.region }}, billed to {{job.cf.cost_center}}.' };
    expect((await t.call('POST', `${API}/email-templates`, { token: admin.token, body })).status).toBe(201);
    const unknown = await t.call('POST', `${API}/email-templates`, { token: admin.token, body: { ...body, name: 'Bad', body: '{{candidate.cf.nope}} {{candidate.cf.theirs}} {{job.cf.region}}' } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details).toEqual({ unknown_fields: ['candidate.cf.nope', 'candidate.cf.theirs', 'job.cf.region'] });

    const job = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Analyst', custom_fields: { cost_center: 'CC-42' } } })).json.data;
    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Ivy', email: 'ivy@example.com', custom_fields: { region: 'APAC' } } })).json.data;
    const real = await t.call('POST', `${API}/email-templates/preview`, { token: admin.token, body: { ...body, candidate_id: cand.id, job_id: job.id } });
    expect(real.json.data).toMatchObject({ unknown_fields: [], missing_fields: [] });
    expect(real.json.data.body).toContain('Region APAC, billed to CC-42.');
    const blank = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Bo' } })).json.data;
    const missing = await t.call('POST', `${API}/email-templates/preview`, { token: admin.token, body: { ...body, candidate_id: blank.id, job_id: job.id } });
    expect(missing.json.data.missing_fields).toEqual(['candidate.cf.region']);
  });

  it('previews with sample values or a real candidate and job, flags unknown and missing fields, keeps HTML as text', async () => {
    const admin = await t.newAdmin('tpl-preview@example.com', 'Preview Org');
    await t.call('PUT', `${API}/me/email-signature`, { token: admin.token, body: { signature: 'Test Admin\nPreview Org' } });
    const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Data Engineer' });
    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: '<b>Zoe</b>', last_name: 'Ray', email: 'zoe@example.com' } })).json.data;
    const draft = { subject: 'Hi {{candidate.first_name}}', body: '<script>alert(1)</script> {{job.title}} at {{org.name}} {{interview.time}} {{bogus}}' };

    const sample = await t.call('POST', `${API}/email-templates/preview`, { token: admin.token, body: draft });
    expect(sample.json.data).toMatchObject({ subject: 'Hi Jane', unknown_fields: ['bogus'], missing_fields: [] });
    expect(sample.json.data.body).toContain('<script>alert(1)</script> Senior Backend Engineer at Preview Org Tuesday');
    expect(sample.json.data.body).toMatch(/\n\n-- \nTest Admin\nPreview Org$/);

    const real = await t.call('POST', `${API}/email-templates/preview`, { token: admin.token, body: { ...draft, candidate_id: cand.id, job_id: job.id } });
    expect(real.json.data).toMatchObject({ subject: 'Hi <b>Zoe</b>', missing_fields: ['interview.time'] });
    expect(real.json.data.body).toContain('Data Engineer at Preview Org {{interview.time}} {{bogus}}');

    const other = await t.newAdmin('tpl-other@example.com', 'Other Org');
    expect((await t.call('POST', `${API}/email-templates/preview`, { token: other.token, body: { ...draft, candidate_id: cand.id } })).status).toBe(404);
    expect((await t.call('POST', `${API}/email-templates/preview`, { token: other.token, body: { ...draft, job_id: job.id } })).status).toBe(404);
  });
});
