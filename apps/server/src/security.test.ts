/**
 * QUALITY security 1 and 2, generated from the route table: every recruiter route that takes an id
 * answers 404 for another organization's ids (and changes nothing there), roles below a route's
 * requirement get 403, and bodies cannot choose ids, organizations or authors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, interviewInterviewers, interviews, operationItems, operations, resumes } from './db/schema';
import { newId } from './lib/ids';
import { createTestApp, type TestApp } from './test/test-app';

const API = '/api/v1/recruiter';
let t: TestApp;

type World = Record<string, string> & { token: string; orgId: string };

async function world(email: string, org: string): Promise<World> {
  const admin = await t.newAdmin(email, org);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await t.call(method, `${API}${path}`, { token: admin.token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.json.data;
  };
  const stages = [
    { name: 'Applied', kind: 'applied' },
    { name: 'Hired', kind: 'hired' },
  ];
  const pipeline = await call('POST', '/pipelines', { name: `${org} flow`, stages });
  const client = await call('POST', '/clients', { name: `${org} Client` });
  const contact = await call('POST', `/clients/${client.id}/contacts`, { name: 'Pat Contact' });
  const job = await call('POST', '/jobs', { title: `${org} Engineer`, client_id: client.id });
  const candidate = await call('POST', '/candidates', { first_name: 'Ann', last_name: org, email: `ann@${org.toLowerCase()}.example` });
  const candidate2 = await call('POST', '/candidates', { first_name: 'Bea', last_name: org });
  const application = await call('POST', `/jobs/${job.id}/applications`, { candidate_id: candidate.id });
  const note = await call('POST', `/candidates/${candidate.id}/notes`, { body: 'Private note' });
  const tag = await call('POST', '/tags', { name: `${org} tag`, feature: 'candidates' });
  const invitation = await call('POST', '/team/invitations', { email: `invitee@${org.toLowerCase()}.example`, role: 'recruiter' });
  const member = await t.addMember(admin, `member@${org.toLowerCase()}.example`, 'recruiter');
  const members = await call('GET', '/team/members');
  const memberId = members.find((m: { email: string }) => m.email.startsWith('member@')).id;
  const memberUserId = members.find((m: { email: string }) => m.email.startsWith('member@')).user_id;
  const trigger = await call('POST', `/jobs/${job.id}/triggers`, { stage_id: job.stages[1].id, action: 'notify', config: { user_ids: [memberUserId] } });
  const saved = await call('POST', '/saved-searches', { name: 'Mine', query: { q: 'x' } });
  const operationId = newId();
  const itemId = newId();
  await t.db.insert(operations).values({ id: operationId, orgId: admin.orgId, kind: 'resume_upload', status: 'failed', total: 1, failed: 1 });
  await t.db.insert(operationItems).values({ id: itemId, orgId: admin.orgId, operationId, position: 0, fileName: 'x.pdf', status: 'failed', storageKey: 'resumes/x/y' });
  const resumeId = newId();
  const resumeKey = `resumes/${admin.orgId}/${newId()}`;
  await t.ctx.storage.put(resumeKey, new TextEncoder().encode('%PDF-1.4'));
  await t.db.insert(resumes).values({ id: resumeId, orgId: admin.orgId, candidateId: candidate.id, fileName: 'ann.pdf', contentType: 'application/pdf', size: 8, sha256: newId(), storageKey: resumeKey, status: 'parsed', text: 'Ann' });
  const emailTemplate = await call('POST', '/email-templates', { name: `${org} hello`, subject: 'Hi {{candidate.first_name}}', body: 'Private' });
  const emailId = newId();
  await t.db.insert(emails).values({ id: emailId, orgId: admin.orgId, candidateId: candidate.id, subject: 'Hi', body: 'Private', status: 'sent' });
  const interviewId = newId();
  await t.db.insert(interviews).values({ id: interviewId, orgId: admin.orgId, applicationId: application.id, candidateId: candidate.id, jobId: job.id, title: 'Screen', type: 'video', startsAt: new Date('2030-01-01T10:00:00Z'), endsAt: new Date('2030-01-01T11:00:00Z'), timezone: 'UTC', icsUid: `${interviewId}@hirebase` });
  await t.db.insert(interviewInterviewers).values({ orgId: admin.orgId, interviewId, userId: memberUserId });
  return {
    token: admin.token,
    orgId: admin.orgId,
    memberToken: member.token,
    pipeline: pipeline.id,
    client: client.id,
    contact: contact.id,
    job: job.id,
    stage: job.stages[0].id,
    candidate: candidate.id,
    candidate2: candidate2.id,
    application: application.id,
    note: note.id,
    tag: tag.id,
    invitation: invitation.id,
    member: memberId,
    memberUserId,
    trigger: trigger.id,
    savedSearch: saved.id,
    operation: operationId,
    item: itemId,
    resume: resumeId,
    emailTemplate: emailTemplate.id,
    email: emailId,
    interview: interviewId,
  };
}

/** The id a path segment names: `/jobs/:id` → the job, `/team/members/:id` → the member… */
const SEGMENT: Record<string, string> = {
  members: 'member',
  invitations: 'invitation',
  operations: 'operation',
  exports: 'operation',
  items: 'item',
  pipelines: 'pipeline',
  jobs: 'job',
  applications: 'application',
  candidates: 'candidate',
  clients: 'client',
  notes: 'note',
  contacts: 'contact',
  tags: 'tag',
  'saved-searches': 'savedSearch',
  triggers: 'trigger',
  resumes: 'resume',
  'email-templates': 'emailTemplate',
  emails: 'email',
  interviews: 'interview',
};

/** Valid bodies, so that only the organization check can refuse the call. */
function bodyFor(key: string, own: World): unknown {
  const stages = [
    { name: 'Applied', kind: 'applied' },
    { name: 'Hired', kind: 'hired' },
  ];
  const bodies: Record<string, unknown> = {
    'PATCH /team/members/:id': { role: 'manager' },
    'PUT /pipelines/:id': { name: 'Taken over', stages },
    'PATCH /jobs/:id': { title: 'Taken over' },
    'PUT /jobs/:id/stages': { stages },
    'POST /jobs/:id/applications': { candidate_id: own.candidate2 },
    'PATCH /applications/:id': { stage_id: own.stage },
    'PATCH /candidates/:id': { first_name: 'Taken' },
    'POST /candidates/:id/merge': { duplicate_id: own.candidate2 },
    'POST /candidates/:id/notes': { body: 'x' },
    'POST /clients/:id/notes': { body: 'x' },
    'POST /jobs/:id/notes': { body: 'x' },
    'PATCH /notes/:id': { body: 'Taken over' },
    'PATCH /clients/:id': { name: 'Taken over' },
    'POST /clients/:id/contacts': { name: 'Intruder' },
    'PATCH /contacts/:id': { name: 'Taken over' },
    'PATCH /tags/:id': { name: 'Taken over' },
    'PATCH /resumes/:id': { first_name: 'Taken' },
    'POST /resumes/:id/add-to-job': { job_id: own.job },
    'POST /jobs/:id/triggers': { stage_id: own.stage, action: 'notify', config: { user_ids: [own.memberUserId] } },
    'PATCH /triggers/:id': { enabled: false },
    'PATCH /email-templates/:id': { name: 'Taken over' },
    'PUT /candidates/:id/email-opt-out': { email_opt_out: true },
    'PATCH /interviews/:id': { title: 'Taken over' },
    'POST /interviews/:id/cancel': {},
    'POST /interviews/:id/scorecards': { ratings: [], recommendation: 'no' },
    'PUT /jobs/:id/scorecard-criteria': { criteria: ['Taken over'] },
  };
  return bodies[key];
}
const NO_BODY = /\/(deactivate|reactivate|resend|archive|restore|retry)$/;

let a: World;
let b: World;
beforeAll(async () => {
  t = await createTestApp();
  a = await world('sec-a@example.com', 'Alpha');
  b = await world('sec-b@example.com', 'Bravo');
});
afterAll(() => t.close());

function idRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API}/`) && r.path.includes('/:'))
    .map((r) => ({ method: r.method, path: r.path.slice(API.length) }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('another organization’s ids', () => {
  it('answer 404 on every route that takes an id, and nothing of theirs changes', async () => {
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThan(35);
    const failures: string[] = [];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      const segments = path.split('/');
      const url = segments
        .map((s, i) => {
          if (!s.startsWith(':')) return s;
          const kind = SEGMENT[segments[i - 1]!];
          if (!kind) throw new Error(`No id kind for ${key}: add the segment to SEGMENT`);
          return b[kind];
        })
        .join('/');
      const body = bodyFor(key, a);
      if (body === undefined && method !== 'GET' && method !== 'DELETE' && !NO_BODY.test(path)) {
        throw new Error(`No sample body for ${key}: add one to bodyFor`);
      }
      const res = await t.call(method, `${API}${url}`, { token: a.token, body });
      if (res.status !== 404) failures.push(`${key} → ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);

    const job = await t.call('GET', `${API}/jobs/${b.job}`, { token: b.token });
    expect(job.json.data).toMatchObject({ title: 'Bravo Engineer', archived_at: null });
    const cand = await t.call('GET', `${API}/candidates/${b.candidate}`, { token: b.token });
    expect(cand.json.data.first_name).toBe('Ann');
    const client = await t.call('GET', `${API}/clients/${b.client}`, { token: b.token });
    expect(client.json.data.name).toBe('Bravo Client');
    const notes = await t.call('GET', `${API}/candidates/${b.candidate}/notes`, { token: b.token });
    expect(notes.json.data.map((n: { body: string }) => n.body)).toEqual(['Private note']);
    const members = await t.call('GET', `${API}/team/members`, { token: b.token });
    expect(members.json.data.every((m: { status: string }) => m.status === 'active')).toBe(true);
  });

  it('never leak through list filters', async () => {
    for (const path of [`/jobs?client_id=${b.client}`, `/candidates?job_id=${b.job}`, `/candidates?tag_id=${b.tag}`, `/activity?entity_id=${b.job}`, `/emails?candidate_id=${b.candidate}`]) {
      const res = await t.call('GET', `${API}${path}`, { token: a.token });
      expect(res.status, path).toBe(200);
      expect(res.json.data, path).toEqual([]);
    }
  });
});

describe('role matrix', () => {
  it('refuses roles below each route’s requirement with 403', async () => {
    const manager = await t.addMember({ token: a.token, orgId: a.orgId }, 'sec-manager@example.com', 'manager');
    const stages = [
      { name: 'Applied', kind: 'applied' },
      { name: 'Hired', kind: 'hired' },
    ];
    const adminOnly: [string, string, unknown?][] = [
      ['PATCH', '/org', { name: 'Renamed' }],
      ['GET', '/team/invitations'],
      ['POST', '/team/invitations', { email: 'x@example.com', role: 'recruiter' }],
      ['DELETE', `/team/invitations/${a.invitation}`],
      ['POST', `/team/invitations/${a.invitation}/resend`],
      ['PATCH', `/team/members/${a.member}`, { role: 'manager' }],
      ['POST', `/team/members/${a.member}/deactivate`],
      ['POST', `/team/members/${a.member}/reactivate`],
    ];
    const managerUp: [string, string, unknown?][] = [
      ['POST', '/pipelines', { name: 'New', stages }],
      ['PUT', `/pipelines/${a.pipeline}`, { name: 'Renamed', stages }],
      ['DELETE', `/pipelines/${a.pipeline}`],
      ['PUT', '/rejection-reasons', { reasons: [{ label: 'Nope' }] }],
      ['POST', `/jobs/${a.job}/archive`],
      ['POST', `/jobs/${a.job}/restore`],
      ['DELETE', `/jobs/${a.job}`],
      ['DELETE', `/candidates/${a.candidate}`],
      ['DELETE', `/clients/${a.client}`],
      ['DELETE', `/tags/${a.tag}`],
      ['GET', '/activity'],
      ['POST', '/exports', { format: 'csv', fields: ['email'] }],
      ['GET', `/exports/${a.operation}/download`],
      ['POST', `/jobs/${a.job}/triggers`, { stage_id: a.stage, action: 'notify', config: { user_ids: [a.memberUserId] } }],
      ['PATCH', `/triggers/${a.trigger}`, { enabled: false }],
      ['DELETE', `/triggers/${a.trigger}`],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of [...adminOnly, ...managerUp]) {
      const res = await t.call(method, `${API}${path}`, { token: a.memberToken, body });
      if (res.status !== 403) failures.push(`recruiter ${method} ${path} → ${res.status}`);
    }
    for (const [method, path, body] of adminOnly) {
      const res = await t.call(method, `${API}${path}`, { token: manager.token, body });
      if (res.status !== 403) failures.push(`manager ${method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('request bodies', () => {
  it('cannot set ids, the organization or the author', async () => {
    const forged = { id: 'chosen-id', org_id: b.orgId, created_by: 'someone', author_id: 'someone', __proto__: { admin: true } };
    const created = [
      await t.call('POST', `${API}/jobs`, { token: a.token, body: { title: 'Forged job', ...forged } }),
      await t.call('POST', `${API}/candidates`, { token: a.token, body: { first_name: 'Forged', ...forged } }),
      await t.call('POST', `${API}/clients`, { token: a.token, body: { name: 'Forged client', ...forged } }),
      await t.call('POST', `${API}/tags`, { token: a.token, body: { name: 'Forged tag', feature: 'jobs', ...forged } }),
    ];
    for (const res of created) {
      expect(res.status).toBe(201);
      expect(res.json.data.id).not.toBe('chosen-id');
      expect(JSON.stringify(res.json.data)).not.toContain(b.orgId);
    }
    expect((await t.call('GET', `${API}/jobs/${created[0]!.json.data.id}`, { token: b.token })).status).toBe(404);
    expect((await t.call('GET', `${API}/candidates/${created[1]!.json.data.id}`, { token: b.token })).status).toBe(404);
    const tag = created[3]!.json.data;
    expect(tag.org_id).toBe(a.orgId);
    expect(tag.created_by).not.toBe('someone');
    const note = await t.call('POST', `${API}/candidates/${a.candidate}/notes`, { token: a.token, body: { body: 'Mine', ...forged } });
    expect(note.json.data.author?.id).not.toBe('someone');
  });
});
