/**
 * QUALITY security 1 and 2, generated from the route table: every recruiter route that takes an id
 * answers 404 for another organization's ids (and changes nothing there); every route declares its permission
 * from the shared matrix and each role gets 403 exactly where the matrix denies it; bodies cannot choose ids,
 * organizations or authors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionRequests, emails, interviewInterviewers, interviews, operationItems, operations, resumes, scoutRecords, webhookDeliveries, webhookEndpoints } from './db/schema';
import { can, DEFAULT_FACTOR_WEIGHTS, ROLES, type Permission, type Role } from '@hirebase/shared';
import { declaredPermission } from './lib/guards';
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
  const contact = await call('POST', `/clients/${client.id}/contacts`, { name: 'Pat Contact', email: `pat@${org.toLowerCase()}.example` });
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
  const savedReport = await call('POST', '/saved-reports', { name: 'Weekly', report: 'team', recipient_ids: [memberUserId], weekday: 1 });
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
  const schedulingLink = await call('POST', `/applications/${application.id}/scheduling-links`, { title: 'Screen', type: 'video', interviewer_ids: [memberUserId], duration_minutes: 30, window_start: '2030-01-07', window_end: '2030-01-11', timezone: 'UTC', subject: 'Pick a time', body: 'Private' });
  const assessment = await call('POST', '/assessments', { title: `${org} screen`, questions: [{ kind: 'single', prompt: 'Pick one', options: ['Yes', 'No'], correct: [0], points: 5 }] });
  const invited = await call('POST', `/assessments/${assessment.id}/invitations`, { application_ids: [application.id] });
  const submitted = await call('POST', '/submissions', { job_id: job.id, candidate_ids: [candidate.id], contact_ids: [contact.id], subject: 'Ann', body: 'Meet Ann' });
  const submission = submitted.submissions[0];
  const placement = await call('POST', `/submissions/${submission.id}/placement`, { start_date: '2030-01-01', currency: 'EUR', fee_type: 'flat', fee_amount: 1000 });
  const report = await call('POST', '/candidate-reports', { candidate_id: candidate2.id });
  const field = await call('POST', '/custom-fields', { entity: 'candidate', type: 'text', key: 'notice_period', label: 'Notice period' });
  const ticket = await call('POST', '/support/tickets', { subject: `${org} question`, category: 'question', message: 'How do stage triggers work?' });
  const deletionId = newId();
  await t.db.insert(deletionRequests).values({ id: deletionId, orgId: admin.orgId, candidateId: candidate2.id, candidateName: 'Bea', email: 'bea@example.com' });
  const scoutPartner = await call('POST', '/talent-scout/partners', { email: `scout@${org.toLowerCase()}.example`, name: `${org} Scout`, jobs: [{ job_id: job.id }] });
  const scoutRecord = newId();
  await t.db.insert(scoutRecords).values({ id: scoutRecord, orgId: admin.orgId, partnerId: scoutPartner.id, jobId: job.id, firstName: 'Cal', lastName: org, email: `cal@${org.toLowerCase()}.example`, resumeFileName: 'cal.pdf', resumeKind: 'pdf', resumeSize: 8, resumeSha256: newId(), resumeStorageKey: resumeKey });
  const apiKey = await call('POST', '/api-keys', { name: `${org} sync`, scopes: { jobs: 'read' } });
  const webhookId = newId();
  const deliveryId = newId();
  await t.db.insert(webhookEndpoints).values({ id: webhookId, orgId: admin.orgId, url: 'https://hooks.example.com/in', events: ['candidate.created'], secret: 'whsec_AAAA' });
  await t.db.insert(webhookDeliveries).values({ id: deliveryId, orgId: admin.orgId, endpointId: webhookId, eventType: 'candidate.created', body: '{}', status: 'failed' });
  return {
    token: admin.token,
    orgId: admin.orgId,
    scoutPartner: scoutPartner.id,
    scoutRecord,
    memberToken: member.token,
    pipeline: pipeline.id,
    client: client.id,
    contact: contact.id,
    job: job.id,
    stage: job.stages[0].id,
    candidate: candidate.id,
    candidate2: candidate2.id,
    application: application.id,
    schedulingLink: schedulingLink.id,
    note: note.id,
    tag: tag.id,
    invitation: invitation.id,
    member: memberId,
    memberUserId,
    trigger: trigger.id,
    savedSearch: saved.id,
    savedReport: savedReport.id,
    operation: operationId,
    item: itemId,
    resume: resumeId,
    emailTemplate: emailTemplate.id,
    email: emailId,
    interview: interviewId,
    assessment: assessment.id,
    attempt: invited.invited[0].attempt_id,
    question: assessment.questions[0].id,
    submission: submission.id,
    placement: placement.id,
    candidateReport: report.id,
    customField: field.id,
    deletionRequest: deletionId,
    supportTicket: ticket.id,
    apiKey: apiKey.id,
    webhook: webhookId,
    delivery: deliveryId,
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
  'saved-reports': 'savedReport',
  triggers: 'trigger',
  resumes: 'resume',
  'email-templates': 'emailTemplate',
  emails: 'email',
  interviews: 'interview',
  'scheduling-links': 'schedulingLink',
  duplicates: 'candidate2',
  assessments: 'assessment',
  attempts: 'attempt',
  grades: 'question',
  submissions: 'submission',
  placements: 'placement',
  'candidate-reports': 'candidateReport',
  'custom-fields': 'customField',
  'deletion-requests': 'deletionRequest',
  partners: 'scoutPartner',
  records: 'scoutRecord',
  tickets: 'supportTicket',
  attachments: 'supportTicket',
  'api-keys': 'apiKey',
  webhooks: 'webhook',
  deliveries: 'delivery',
};

/** Path parameters that name no record of an organization (a report's name): no other organization's id to try. */
const NOT_AN_ID = new Set([
  'GET /reports/:name',
  'GET /reports/:name/records',
  'GET /help-center/articles/:slug',
  'PUT /help-center/articles/:slug/feedback',
  // A provider's name: each member reaches only their own (or their organization's) account of it.
  'POST /integrations/:provider/connect',
  'POST /integrations/:provider/callback',
  'POST /integrations/:provider/sync',
  'DELETE /integrations/:provider',
  // A portal's name; another organization's job on a portal is 404 there (portals.test.ts), once the portal is connected.
  'GET /portals/:portal',
  'PUT /portals/:portal/settings',
  'POST /portals/:portal/imports/preview',
  'POST /portals/:portal/imports',
  'PUT /portals/:portal/jobs/:jobId',
  'DELETE /portals/:portal/jobs/:jobId',
]);

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
    'POST /applications/:id/scheduling-links': { title: 'Taken over', type: 'phone', interviewer_ids: [own.memberUserId], duration_minutes: 30, window_start: '2030-02-04', window_end: '2030-02-08', timezone: 'UTC', subject: 'Hi', body: 'x' },
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
    'PATCH /assessments/:id': { title: 'Taken over' },
    'POST /assessments/:id/invitations': { application_ids: [own.application] },
    'PUT /assessments/:id/attempts/:attemptId/grades/:questionId': { points: 1 },
    'POST /assessments/:id/attempts/:attemptId/suggest-grades': {},
    'PUT /jobs/:id/assessments/:assessmentId': {},
    'POST /jobs/:id/publish': { show_salary: false, questions: [] },
    'POST /jobs/:id/publish/preview': { show_salary: false, questions: [] },
    'PUT /jobs/:id/requirements': { requirements: { must_have_skills: [], nice_to_have_skills: [], min_years: null, max_years: null, seniority: null, titles: [], locations: [], remote: 'onsite', education: 'none', languages: [], keywords: [], weights: DEFAULT_FACTOR_WEIGHTS } },
    'POST /jobs/:id/requirements/proposal': {},
    'POST /jobs/:id/recommendations/add': { candidate_ids: [own.candidate2] },
    'PATCH /custom-fields/:id': { label: 'Taken over' },
    'PATCH /applications/:id/custom-fields': { custom_fields: {} },
    'POST /submissions/:id/status': { status: 'client_reviewing' },
    'POST /submissions/:id/withdraw': {},
    'PATCH /submissions/:id/custom-fields': { custom_fields: {} },
    'POST /submissions/:id/placement': { start_date: '2030-01-01', currency: 'EUR', fee_type: 'flat', fee_amount: 1 },
    'PATCH /placements/:id': { invoice_ref: 'Taken over' },
    'PUT /jobs/:id/submission-stages': { mapping: {} },
    'POST /saved-reports/:id/send': {},
    'PATCH /talent-scout/partners/:id': { jobs: [{ job_id: own.job }] },
    'POST /talent-scout/records/:id/accept': {},
    'POST /talent-scout/records/:id/reject': { reason: 'Taken over' },
    'POST /talent-scout/records/:id/ask': { message: 'Taken over' },
    'PATCH /saved-reports/:id': { name: 'Taken over' },
    'POST /support/tickets/:id/messages': { message: 'Taking over this ticket' },
    'PATCH /webhooks/:id': { enabled: false },
    'POST /webhooks/:id/rotate-secret': {},
    'POST /webhooks/:id/deliveries/:deliveryId/redeliver': {},
  };
  return bodies[key];
}
const NO_BODY = /\/(deactivate|reactivate|resend|archive|restore|retry|confirm|dismiss|revoke)$/;

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
      if (NOT_AN_ID.has(key)) continue;
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

/** Reached before sign-in (a session cookie, no bearer token): the role matrix does not apply. */
const BEFORE_SIGN_IN = new Set(['POST /auth/token', 'POST /auth/google-oauth']);

/**
 * Routes every member reaches, by choice: reads of the organization's shared work, the member's own settings,
 * and the activity log (whose entries are sorted by role in features/activity/activity-access.ts). Any other
 * route must declare a permission of the shared matrix with `requirePermission`, or this test fails.
 */
const OPEN_TO_EVERY_MEMBER = new Set([
  'GET /user/profile',
  'PATCH /user/profile',
  'GET /user/working-hours',
  'PUT /user/working-hours',
  'DELETE /user/working-hours',
  'GET /org/list',
  'GET /org/slug-available',
  'POST /org',
  'POST /invitations/accept',
  'GET /candidates/search',
  'GET /saved-searches',
  'POST /saved-searches',
  'DELETE /saved-searches/:id',
  'GET /pipelines',
  'GET /pipelines/:id',
  'GET /rejection-reasons',
  'GET /jobs',
  'GET /jobs/:id',
  'GET /jobs/:id/applications',
  'GET /jobs/:id/requirements',
  'GET /jobs/:id/requirements/versions',
  'GET /jobs/:id/recommendations',
  'GET /candidates/:id/matching-jobs',
  'GET /applications/:id',
  'GET /dashboard',
  'GET /candidates',
  'GET /candidates/:id',
  'GET /candidates/:id/duplicates',
  'GET /candidates/:id/notes',
  'GET /clients/:id/notes',
  'GET /jobs/:id/notes',
  'GET /clients',
  'GET /clients/:id',
  'GET /clients/:id/contacts',
  'GET /tags',
  'GET /submissions',
  'GET /submissions/agency-dashboard',
  'GET /submissions/:id',
  'GET /placements/:id',
  'GET /jobs/:id/submission-stages',
  'GET /candidate-reports',
  'GET /assessments',
  'GET /assessments/:id',
  'GET /assessments/:id/attempts',
  'GET /assessments/:id/stats',
  'GET /assessments/:id/attempts/:attemptId',
  'GET /jobs/:id/assessment-results',
  'GET /candidates/:id/assessment-attempts',
  'GET /tags/:id',
  'GET /activity',
  'GET /resumes',
  'GET /resumes/:id',
  'GET /resumes/:id/file',
  'GET /resumes/:id/html',
  'GET /notifications',
  'POST /notifications/read',
  'GET /interviews',
  'GET /interviews/clashes',
  'GET /availability',
  'GET /interviews/:id',
  'GET /interviews/:id/scorecards',
  'GET /jobs/:id/scorecard-criteria',
  'GET /calendar/feed',
  'POST /calendar/feed/rotate',
  'GET /jobs/:id/triggers',
  'GET /jobs/:id/trigger-runs',
  'GET /email-templates',
  'POST /email-templates/preview',
  'GET /email-templates/:id',
  'GET /emails',
  'GET /emails/:id',
  'GET /emails/:id/html',
  'GET /emails/:id/attachments/:index',
  'GET /me/email-signature',
  'PUT /me/email-signature',
  'GET /candidates/:id/email-opt-out',
  'GET /career-page',
  'GET /jobs/:id/publish',
  'POST /jobs/:id/publish/preview',
  'GET /applications/:id/form',
  'GET /talent-scout/partners',
  'GET /talent-scout/partners/:id',
  'GET /talent-scout/records',
  'GET /talent-scout/records/:id',
  'GET /talent-scout/records/:id/resume',
  'GET /help-center/articles',
  'GET /help-center/articles/:slug',
  'PUT /help-center/articles/:slug/feedback',
  'GET /support/tickets',
  'POST /support/tickets',
  'GET /support/tickets/:id',
  'POST /support/tickets/:id/messages',
  'GET /support/tickets/:id/attachments/:attachmentId',
  'GET /feedback/sso',
  'POST /oneauth/tokens',
  // A member's own mailbox and calendar; the organization's integrations are checked per provider (integrations.service.ts).
  'GET /integrations',
  'POST /integrations/:provider/connect',
  'POST /integrations/:provider/callback',
  'POST /integrations/:provider/sync',
  'DELETE /integrations/:provider',
  // A candidate's scheduling links are read by whoever reads the application; sending and revoking need interviews:write.
  'GET /applications/:id/scheduling-links',
  'GET /applications/:id/scheduling-links/:linkId',
  // The job portal's page: every member reads it; the feed address and the mailboxes only administrators (portals.service.ts).
  'GET /portals/:portal',
]);

/** The form of an open route every member may call (the whole activity log is checked in activity.test.ts). */
const OPEN_FORM: Record<string, () => string> = { 'GET /activity': () => `?entity_id=${newId()}` };

/** Every (method, path) under the recruiter API with the permissions its handlers declare, read off the built app. */
function routeGuards() {
  const byRoute = new Map<string, Set<Permission>>();
  const exact = new Map<string, Set<Permission>>();
  for (const r of t.app.routes) {
    if (!r.path.startsWith(`${API}/`)) continue;
    const path = r.path.slice(API.length);
    const permission = declaredPermission(r.handler);
    const into = r.method === 'ALL' ? exact : byRoute;
    const key = r.method === 'ALL' ? path : `${r.method} ${path}`;
    const set = into.get(key) ?? new Set<Permission>();
    if (permission) set.add(permission);
    into.set(key, set);
  }
  return [...byRoute].map(([key, permissions]) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, path, permissions: [...permissions, ...(exact.get(path) ?? [])] };
  });
}

describe('role matrix', () => {
  it('every recruiter route declares a permission of the shared matrix, or is listed as open to every member', () => {
    const routes = routeGuards();
    expect(routes.length).toBeGreaterThan(100);
    const keys = new Set(routes.map((r) => r.key));
    const undeclared = routes.filter((r) => r.permissions.length === 0 && !OPEN_TO_EVERY_MEMBER.has(r.key) && !BEFORE_SIGN_IN.has(r.key));
    expect(undeclared.map((r) => r.key)).toEqual([]);
    // The open list stays true: no route in it declares a permission, and none of it is gone.
    expect(routes.filter((r) => r.permissions.length > 0 && OPEN_TO_EVERY_MEMBER.has(r.key)).map((r) => r.key)).toEqual([]);
    expect([...OPEN_TO_EVERY_MEMBER, ...BEFORE_SIGN_IN].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('answers 403 to a role exactly when the matrix denies it the route’s permission', async () => {
    const manager = await t.addMember({ token: a.token, orgId: a.orgId }, 'sec-manager@example.com', 'manager');
    const tokens: Record<Role, string> = { admin: a.token, manager: manager.token, recruiter: a.memberToken! };
    const failures: string[] = [];
    for (const { key, method, path, permissions } of routeGuards()) {
      if (BEFORE_SIGN_IN.has(key)) continue;
      // Ids that exist nowhere and an empty body: a role the guard lets through meets 404 or 422, and nothing changes.
      const url = path.replace(/:[A-Za-z]+/g, () => newId()) + (OPEN_FORM[key]?.() ?? '');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const role of ROLES) {
        const res = await t.call(method, `${API}${url}`, { token: tokens[role], body });
        const refused = res.status === 403 && res.json?.error?.code === 'forbidden';
        const denied = permissions.some((p) => !can(role, p));
        if (refused !== denied) failures.push(`${role} ${key} [${permissions.join(', ') || 'open'}] → ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the plan read apart from billing, and keeps templates a manager’s', () => {
    expect(ROLES.every((role) => can(role, 'plan:read'))).toBe(true);
    expect(ROLES.filter((role) => can(role, 'billing:read') || can(role, 'billing:manage'))).toEqual(['admin']);
    const guards = new Map(routeGuards().map((r) => [r.key, r.permissions]));
    expect(guards.get('GET /subscriptions/info')).toEqual(['plan:read']);
    for (const key of ['POST /email-templates', 'PATCH /email-templates/:id', 'DELETE /email-templates/:id']) {
      expect(guards.get(key), key).toEqual(['templates:manage']);
    }
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
