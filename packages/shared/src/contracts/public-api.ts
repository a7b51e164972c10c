/**
 * The public REST API: organization API keys and their scopes, webhook endpoints and deliveries, and
 * the table of every route a key may call. The table is the one source for the key guard (which
 * resource and access a route needs), the OpenAPI document and the typed client.
 */
import { z } from 'zod';
import type { DomainEventType } from '../events';
import { addApplicationSchema, applicationPatchSchema, applicationSchema, bulkApplicationsSchema } from './applications';
import { candidateInputSchema, candidatePatchSchema, candidateSchema } from './candidates';
import { clientInputSchema, clientPatchSchema, clientSchema, contactInputSchema, contactSchema } from './clients';
import { interviewInputSchema, interviewPatchSchema, interviewSchema } from './interviews';
import { jobInputSchema, jobPatchSchema, jobSchema, jobSummarySchema } from './jobs';
import { noteInputSchema, noteSchema } from './notes';
import { schedulingLinkInputSchema, schedulingLinkListSchema, schedulingLinkSchema } from './scheduling-links';
import { jobStagesInputSchema, pipelineSchema } from './pipelines';
import { submissionInputSchema, submissionSchema, submissionStatusInputSchema, withdrawInputSchema } from './submissions';

export const API_RESOURCES = [
  'jobs',
  'candidates',
  'applications',
  'stages',
  'notes',
  'interviews',
  'clients',
  'submissions',
  'uploads',
] as const;
export type ApiResource = (typeof API_RESOURCES)[number];
export const API_ACCESS = ['read', 'write'] as const;
export type ApiAccess = (typeof API_ACCESS)[number];
/** What a key may do with each resource: read, or read and write; a resource not named is out of reach. */
export type ApiKeyScopes = Partial<Record<ApiResource, ApiAccess>>;

export const API_RESOURCE_LABELS: Record<ApiResource, string> = {
  jobs: 'Jobs',
  candidates: 'Candidates',
  applications: 'Applications',
  stages: 'Stages and pipelines',
  notes: 'Notes',
  interviews: 'Interviews',
  clients: 'Clients and contacts',
  submissions: 'Client submissions',
  uploads: 'Resume uploads',
};

/** Every API key starts with this, so a leaked one is easy to find and tell from a session token. */
export const API_KEY_PREFIX = 'hb_';
export const API_KEY_DEFAULT_RATE_LIMIT = 600;

export const apiKeyScopesSchema = z
  .partialRecord(z.enum(API_RESOURCES), z.enum(API_ACCESS))
  .refine((s) => Object.keys(s).length > 0, 'Choose at least one resource');

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  scopes: apiKeyScopesSchema,
  /** Days until the key stops working; none for a key that lasts until it is revoked. */
  expires_in_days: z.number({ error: 'Enter a number' }).int('Enter a whole number').min(1).max(730).nullable().default(null),
  rate_limit_per_minute: z.number({ error: 'Enter a number' }).int('Enter a whole number').min(1).max(10_000).default(API_KEY_DEFAULT_RATE_LIMIT),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  scopes: z.partialRecord(z.enum(API_RESOURCES), z.enum(API_ACCESS)),
  rate_limit_per_minute: z.number(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
/** The answer to creating a key: the only time the key itself is shown. */
export type CreatedApiKey = ApiKey & { key: string };

/** The events a webhook endpoint can subscribe to: the domain events other systems care about. */
export const WEBHOOK_EVENTS = [
  'candidate.created',
  'application.created',
  'application.stage_changed',
  'application.hired',
  'interview.scheduled',
  'interview.cancelled',
  'submission.status_changed',
  'assessment.completed',
] as const satisfies readonly DomainEventType[];
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'candidate.created': 'A candidate is added',
  'application.created': 'A candidate is added to a job',
  'application.stage_changed': 'An application moves to another stage',
  'application.hired': 'A candidate is hired',
  'interview.scheduled': 'An interview is scheduled',
  'interview.cancelled': 'An interview is cancelled',
  'submission.status_changed': 'A client submission changes status',
  'assessment.completed': 'A candidate completes an assessment',
};

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .url('Enter a full URL')
  .refine((u) => /^https?:\/\//i.test(u), 'Only http(s) addresses');

export const webhookEndpointInputSchema = z.object({
  url: webhookUrl,
  description: z.string().trim().max(300).default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = z.object({
  url: webhookUrl.optional(),
  description: z.string().trim().max(300).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length).optional(),
  enabled: z.boolean().optional(),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
/** Creating an endpoint (or rotating its secret) shows the secret once. */
export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  /** The request as sent: its JSON body and its signed headers. */
  request: z.object({ body: z.string(), headers: z.record(z.string(), z.string()) }),
  response_status: z.number().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What a webhook's body holds: the event's id, type, time and payload. */
export type WebhookPayload = { id: string; type: WebhookEvent; timestamp: string; data: Record<string, unknown> };

/* ---------------------------------------------------------------------------------------------- */
/* The routes a key can reach. */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type PublicRoute = {
  method: HttpMethod;
  /** Under `/api/v1/recruiter`, with `:name` parameters as the server declares them. */
  path: string;
  resource: ApiResource;
  summary: string;
  body?: z.ZodType;
  /** The schema of `data` in the answer; lists answer an array of it with `meta`. */
  response?: z.ZodType;
  list?: boolean;
  /** A request body that the route accepts. */
  example?: unknown;
  /** Multipart instead of JSON. */
  multipart?: boolean;
};

const ID = 'a3f1c2d4e5b6';
const T = '2026-03-02T09:30:00.000Z';
const user = { id: 'u7d2e9a1b3c4', name: 'Priya Natarajan' };
const tag = { id: 't1b2c3d4e5f6', name: 'Shortlist', color_fg: '#1e3a8a', color_bg: '#dbeafe' };
const stage = { id: 's1a2b3c4d5e6', name: 'Screening', kind: 'screening' as const, position: 2 };
const jobExample = {
  id: ID, title: 'Senior Backend Engineer', client: null, department: 'Engineering', location: 'Berlin', workplace: 'hybrid',
  employment_type: 'full_time', openings: 2, salary_min: 70000, salary_max: 90000, salary_currency: 'EUR', salary_period: 'year',
  experience_min: 5, experience_max: null, required_skills: ['TypeScript', 'PostgreSQL'], nice_to_have_skills: ['Kubernetes'],
  description: 'You will own the services behind our scheduling product.', status: 'open', owner: user, hiring_team: [user], tags: [tag],
  stages: [{ ...stage, count: 4 }], archived_at: null, created_at: T, updated_at: T,
};
const candidateExample = {
  id: ID, first_name: 'Jonas', last_name: 'Weber', name: 'Jonas Weber', email: 'jonas.weber@example.com', phone: '+49 30 1234567',
  emails: ['jonas.weber@example.com'], phones: ['+49 30 1234567'], location: 'Berlin', current_title: 'Backend Engineer',
  current_company: 'Nordlicht GmbH', years_experience: 6, skills: ['TypeScript', 'PostgreSQL'], links: [{ kind: 'github', url: 'https://github.com/jweber' }],
  source: 'api', owner: user, tags: [tag], applications: [], created_at: T, updated_at: T,
};
const applicationExample = {
  id: ID, job_id: 'j9e8d7c6b5a4',
  candidate: { id: 'c1d2e3f4a5b6', name: 'Jonas Weber', email: 'jonas.weber@example.com', current_title: 'Backend Engineer', current_company: 'Nordlicht GmbH', location: 'Berlin', tags: [] },
  stage_id: stage.id, stage_kind: 'screening', status: 'active', rejection_reason: null, source: null, stage_entered_at: T, days_in_stage: 3, created_at: T, updated_at: T,
};
const noteExample = { id: ID, body: 'Strong system design answers; follow up on notice period.', mentions: [], author: user, created_at: T, updated_at: T };
const interviewExample = {
  id: ID, application_id: 'p1q2r3s4t5u6', candidate: { id: 'c1d2e3f4a5b6', name: 'Jonas Weber', email: 'jonas.weber@example.com' },
  job: { id: 'j9e8d7c6b5a4', title: 'Senior Backend Engineer' }, title: 'Technical interview', type: 'video', status: 'scheduled',
  starts_at: '2026-03-05T13:00:00.000Z', ends_at: '2026-03-05T14:00:00.000Z', timezone: 'Europe/Berlin', location: null,
  video_url: 'https://meet.example.com/abc-defg', notes: null, interviewers: [user], declined_by: [], scorecard_by: [], sequence: 0, created_by: user, created_at: T, updated_at: T,
};
const schedulingLinkExample = {
  id: ID, application_id: 'p1q2r3s4t5u6', candidate: interviewExample.candidate, job: interviewExample.job, title: 'Technical interview', type: 'video',
  duration_minutes: 60, window_start: '2026-03-09', window_end: '2026-03-13', timezone: 'Europe/Berlin', interviewers: [user], location: null,
  video_url: 'https://meet.example.com/abc-defg', reschedule_notice_hours: 24, cancel_notice_hours: 24, max_reschedules: 1, reschedules: 0, status: 'booked',
  interview: { id: 'i1j2k3l4m5n6', starts_at: '2026-03-10T09:00:00.000Z', ends_at: '2026-03-10T10:00:00.000Z', status: 'scheduled' },
  booked_at: T, cancelled_at: null, revoked_at: null, expires_at: '2026-03-13T23:00:00.000Z', view_count: 2, last_viewed_at: T, created_by: user, created_at: T,
};
const contactExample = { id: 'k1l2m3n4o5p6', name: 'Sara Lind', title: 'Head of Talent', email: 'sara@lindqvist.example', phone: null, is_primary: true };
const clientExample = {
  id: ID, name: 'Lindqvist Logistics', website: 'https://lindqvist.example', industry: 'Logistics', location: 'Stockholm', phone: null,
  description: null, status: 'active', owner: user, tags: [], contacts: [contactExample], open_jobs: 2, created_at: T, updated_at: T,
};
const submissionExample = {
  id: ID, status: 'client_reviewing', status_changed_at: T, candidate: { id: 'c1d2e3f4a5b6', name: 'Jonas Weber', current_title: 'Backend Engineer' },
  job: { id: 'j9e8d7c6b5a4', title: 'Senior Backend Engineer' }, client: { id: 'l1m2n3o4p5q6', name: 'Lindqvist Logistics' },
  submitted_by: user, verdict: null, feedback: null, feedback_at: null, report_id: 'r1s2t3u4v5w6', placement: null, created_at: T,
};
const pipelineExample = { id: ID, name: 'Default pipeline', is_default: true, stages: [stage], updated_at: T };

/** Examples of answers, by the route's response schema (shown in the reference and checked by a test). */
export const PUBLIC_API_RESPONSE_EXAMPLES = new Map<z.ZodType, unknown>([
  [jobSchema, jobExample],
  [candidateSchema, candidateExample],
  [applicationSchema, applicationExample],
  [noteSchema, noteExample],
  [interviewSchema, interviewExample],
  [clientSchema, clientExample],
  [contactSchema, contactExample],
  [submissionSchema, submissionExample],
  [pipelineSchema, pipelineExample],
  [schedulingLinkSchema, schedulingLinkExample],
  [schedulingLinkListSchema, [schedulingLinkExample]],
]);

const jobBody = { title: 'Senior Backend Engineer', location: 'Berlin', workplace: 'hybrid', required_skills: ['TypeScript', 'PostgreSQL'], status: 'open' };
const candidateBody = { first_name: 'Jonas', last_name: 'Weber', email: 'jonas.weber@example.com', current_title: 'Backend Engineer', skills: ['TypeScript'] };
const interviewBody = {
  application_id: 'p1q2r3s4t5u6', title: 'Technical interview', type: 'video', starts_at: '2026-03-05T14:00:00+01:00', ends_at: '2026-03-05T15:00:00+01:00',
  timezone: 'Europe/Berlin', interviewer_ids: [user.id], video_url: 'https://meet.example.com/abc-defg',
};
const submissionBody = {
  job_id: 'j9e8d7c6b5a4', candidate_ids: ['c1d2e3f4a5b6'], contact_ids: ['k1l2m3n4o5p6'], subject: 'Jonas Weber for Senior Backend Engineer',
  body: 'Hi Sara, please find Jonas’s profile attached.',
};

export const PUBLIC_API_ROUTES = [
  { method: 'GET', path: '/jobs', resource: 'jobs', summary: 'List jobs', response: jobSummarySchema, list: true },
  { method: 'POST', path: '/jobs', resource: 'jobs', summary: 'Create a job', body: jobInputSchema, response: jobSchema, example: jobBody },
  { method: 'GET', path: '/jobs/:id', resource: 'jobs', summary: 'Get a job with its stages', response: jobSchema },
  { method: 'PATCH', path: '/jobs/:id', resource: 'jobs', summary: 'Change some fields of a job', body: jobPatchSchema, response: jobSchema, example: { status: 'on_hold', openings: 1 } },
  { method: 'DELETE', path: '/jobs/:id', resource: 'jobs', summary: 'Delete a job' },
  { method: 'POST', path: '/jobs/:id/archive', resource: 'jobs', summary: 'Archive a job', response: jobSchema },
  { method: 'POST', path: '/jobs/:id/restore', resource: 'jobs', summary: 'Restore an archived job', response: jobSchema },
  { method: 'GET', path: '/pipelines', resource: 'stages', summary: 'List pipeline templates and their stages', response: pipelineSchema, list: true },
  { method: 'GET', path: '/pipelines/:id', resource: 'stages', summary: 'Get a pipeline template', response: pipelineSchema },
  {
    method: 'PUT', path: '/jobs/:id/stages', resource: 'stages', summary: "Replace a job's stages (in their new order)", body: jobStagesInputSchema, response: jobSchema,
    example: { stages: [{ id: stage.id, name: 'Screening', kind: 'screening' }, { name: 'Technical interview', kind: 'interview' }] },
  },
  { method: 'GET', path: '/candidates', resource: 'candidates', summary: 'List candidates', list: true },
  { method: 'POST', path: '/candidates', resource: 'candidates', summary: 'Create a candidate', body: candidateInputSchema, response: candidateSchema, example: candidateBody },
  { method: 'GET', path: '/candidates/:id', resource: 'candidates', summary: 'Get a candidate with their applications', response: candidateSchema },
  { method: 'PATCH', path: '/candidates/:id', resource: 'candidates', summary: 'Change some fields of a candidate', body: candidatePatchSchema, response: candidateSchema, example: { current_company: 'Nordlicht GmbH' } },
  { method: 'DELETE', path: '/candidates/:id', resource: 'candidates', summary: 'Delete a candidate' },
  { method: 'GET', path: '/candidates/:id/duplicates', resource: 'candidates', summary: 'List possible duplicates of a candidate', list: true },
  { method: 'GET', path: '/jobs/:id/applications', resource: 'applications', summary: "List a job's applications", response: applicationSchema, list: true },
  { method: 'POST', path: '/jobs/:id/applications', resource: 'applications', summary: 'Add a candidate to a job', body: addApplicationSchema, response: applicationSchema, example: { candidate_id: 'c1d2e3f4a5b6', stage_id: stage.id } },
  { method: 'GET', path: '/applications/:id', resource: 'applications', summary: 'Get an application', response: applicationSchema },
  { method: 'PATCH', path: '/applications/:id', resource: 'applications', summary: 'Move an application to a stage, or set its status', body: applicationPatchSchema, response: applicationSchema, example: { stage_id: stage.id } },
  { method: 'DELETE', path: '/applications/:id', resource: 'applications', summary: 'Remove a candidate from a job' },
  {
    method: 'POST', path: '/applications/bulk', resource: 'applications', summary: 'Move, tag, reject or remove many applications of one job', body: bulkApplicationsSchema,
    example: { action: 'move', application_ids: [ID], stage_id: stage.id },
  },
  { method: 'GET', path: '/candidates/:id/notes', resource: 'notes', summary: 'List the notes on a candidate, newest first', response: noteSchema, list: true },
  { method: 'POST', path: '/candidates/:id/notes', resource: 'notes', summary: 'Add a note to a candidate', body: noteInputSchema, response: noteSchema, example: { body: noteExample.body } },
  { method: 'GET', path: '/clients/:id/notes', resource: 'notes', summary: 'List the notes on a client, newest first', response: noteSchema, list: true },
  { method: 'POST', path: '/clients/:id/notes', resource: 'notes', summary: 'Add a note to a client', body: noteInputSchema, response: noteSchema, example: { body: noteExample.body } },
  { method: 'GET', path: '/jobs/:id/notes', resource: 'notes', summary: 'List the notes on a job, newest first', response: noteSchema, list: true },
  { method: 'POST', path: '/jobs/:id/notes', resource: 'notes', summary: 'Add a note to a job', body: noteInputSchema, response: noteSchema, example: { body: noteExample.body } },
  { method: 'PATCH', path: '/notes/:id', resource: 'notes', summary: 'Edit a note', body: noteInputSchema, response: noteSchema, example: { body: 'Notice period is one month.' } },
  { method: 'DELETE', path: '/notes/:id', resource: 'notes', summary: 'Delete a note' },
  { method: 'GET', path: '/interviews', resource: 'interviews', summary: 'List interviews', response: interviewSchema, list: true },
  { method: 'POST', path: '/interviews', resource: 'interviews', summary: 'Schedule an interview (invitations are mailed)', body: interviewInputSchema, response: interviewSchema, example: interviewBody },
  { method: 'GET', path: '/interviews/:id', resource: 'interviews', summary: 'Get an interview', response: interviewSchema },
  { method: 'PATCH', path: '/interviews/:id', resource: 'interviews', summary: 'Edit or reschedule an interview', body: interviewPatchSchema, response: interviewSchema, example: { title: 'Technical interview (90 minutes)' } },
  { method: 'POST', path: '/interviews/:id/cancel', resource: 'interviews', summary: 'Cancel an interview', response: interviewSchema },
  { method: 'GET', path: '/interviews/:id/scorecards', resource: 'interviews', summary: "List an interview's scorecards" },
  {
    method: 'POST', path: '/applications/:id/scheduling-links', resource: 'interviews',
    summary: 'Send the candidate a self-scheduling link (mailed; the answer holds the link this once as `url`)', body: schedulingLinkInputSchema, response: schedulingLinkSchema,
    example: {
      title: 'Technical interview', type: 'video', interviewer_ids: [user.id], duration_minutes: 60, window_start: '2026-03-09', window_end: '2026-03-13', timezone: 'Europe/Berlin',
      subject: 'Pick a time for your interview — {{job.title}}', body: 'Hi {{candidate.first_name}}, please pick a time: {{scheduling.link}}',
      reschedule_notice_hours: 24, cancel_notice_hours: 24, max_reschedules: 1,
    },
  },
  { method: 'GET', path: '/applications/:id/scheduling-links', resource: 'interviews', summary: "List an application's scheduling links, newest first", response: schedulingLinkListSchema },
  { method: 'GET', path: '/applications/:id/scheduling-links/:linkId', resource: 'interviews', summary: 'Get a scheduling link: sent, booked (with the interview), cancelled, revoked or expired', response: schedulingLinkSchema },
  { method: 'DELETE', path: '/applications/:id/scheduling-links/:linkId', resource: 'interviews', summary: 'Revoke a scheduling link (an interview booked through it stays)', response: schedulingLinkSchema },
  { method: 'GET', path: '/clients', resource: 'clients', summary: 'List clients', list: true },
  { method: 'POST', path: '/clients', resource: 'clients', summary: 'Create a client', body: clientInputSchema, response: clientSchema, example: { name: 'Lindqvist Logistics', website: 'https://lindqvist.example', industry: 'Logistics' } },
  { method: 'GET', path: '/clients/:id', resource: 'clients', summary: 'Get a client with its contacts', response: clientSchema },
  { method: 'PATCH', path: '/clients/:id', resource: 'clients', summary: 'Change some fields of a client', body: clientPatchSchema, response: clientSchema, example: { status: 'inactive' } },
  { method: 'DELETE', path: '/clients/:id', resource: 'clients', summary: 'Delete a client' },
  { method: 'GET', path: '/clients/:id/contacts', resource: 'clients', summary: "List a client's contacts", response: contactSchema, list: true },
  { method: 'POST', path: '/clients/:id/contacts', resource: 'clients', summary: 'Add a contact to a client', body: contactInputSchema, response: contactSchema, example: { name: 'Sara Lind', title: 'Head of Talent', email: 'sara@lindqvist.example' } },
  { method: 'GET', path: '/submissions', resource: 'submissions', summary: 'List client submissions', response: submissionSchema, list: true },
  { method: 'POST', path: '/submissions', resource: 'submissions', summary: 'Submit candidates to a client (mails the client a report link)', body: submissionInputSchema, example: submissionBody },
  { method: 'GET', path: '/submissions/:id', resource: 'submissions', summary: 'Get a submission with its history' },
  { method: 'POST', path: '/submissions/:id/status', resource: 'submissions', summary: "Change a submission's status", body: submissionStatusInputSchema, example: { status: 'interview_requested' } },
  { method: 'POST', path: '/submissions/:id/withdraw', resource: 'submissions', summary: 'Withdraw a submission', body: withdrawInputSchema, example: { reason: 'Accepted another offer' } },
  { method: 'POST', path: '/uploads', resource: 'uploads', summary: 'Upload resumes (multipart `files`, `target`=`resdb` or `job` with `job_id`); parsed in the background', multipart: true },
  { method: 'GET', path: '/operations/:id', resource: 'uploads', summary: 'Follow an upload: its items and their outcome' },
] as const satisfies readonly PublicRoute[];

/** The route of the table a (method, declared path) pair is, if a key may call it. */
export function findPublicRoute(method: string, path: string): PublicRoute | undefined {
  return (PUBLIC_API_ROUTES as readonly PublicRoute[]).find((r) => r.method === method && r.path === path);
}
