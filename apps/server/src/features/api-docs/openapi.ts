/**
 * The OpenAPI 3.1 document of the public API, built from the route table and the shared contracts
 * (PUBLIC_API_ROUTES): every route a key can call, its body and answer schemas, and examples.
 */
import { z } from 'zod';
import { API_RESOURCE_LABELS, API_RESOURCES, PUBLIC_API_RESPONSE_EXAMPLES, PUBLIC_API_ROUTES, WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, type PublicRoute } from '@hirebase/shared';

export const API_BASE = '/api/v1/recruiter';

type Json = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return rest;
};

const error = (description: string, code: string, message: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: { code, message } } } },
});

export const operationId = (r: PublicRoute) =>
  `${r.method.toLowerCase()}${r.path
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? `By${p[1]!.toUpperCase()}${p.slice(2)}` : p.replace(/(^|-)([a-z])/g, (_m, _d, ch: string) => ch.toUpperCase())))
    .join('')}`;

export const openApiPath = (path: string) => `${API_BASE}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

function operation(r: PublicRoute): Json {
  const params = [...r.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' }, example: 'a3f1c2d4e5b6' }));
  if (r.list) {
    params.push(
      { name: 'page_size', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } as never, example: 25 as never },
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string' }, example: 'eyJwIjoyLCJuIjoyNSwicyI6Ii11cGRhdGVkX2F0In0' },
    );
  }
  const example = r.response ? PUBLIC_API_RESPONSE_EXAMPLES.get(r.response) : undefined;
  const data = r.response ? schemaOf(r.response, 'output') : { type: 'object' };
  const okSchema = r.list
    ? { type: 'object', properties: { data: { type: 'array', items: data }, meta: { $ref: '#/components/schemas/ListMeta' } }, required: ['data', 'meta'] }
    : { type: 'object', properties: { data }, required: ['data'] };
  const okExample = r.list
    ? { data: example ? [example] : [], meta: { total: 26, page: 1, page_size: 25, next_cursor: 'eyJwIjoyLCJuIjoyNSwicyI6Ii11cGRhdGVkX2F0In0' } }
    : { data: example ?? (r.method === 'DELETE' ? { deleted: true } : {}) };
  const created = r.method === 'POST' && !r.path.includes('/:') && r.path !== '/applications/bulk';
  const body = r.multipart
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { target: { type: 'string', enum: ['resdb', 'job'] }, job_id: { type: 'string' }, files: { type: 'array', items: { type: 'string', format: 'binary' } } },
              required: ['target', 'files'],
            },
          },
        },
      }
    : r.body
      ? { required: true, content: { 'application/json': { schema: schemaOf(r.body, 'input'), example: r.example } } }
      : undefined;
  return {
    operationId: operationId(r),
    summary: r.summary,
    tags: [API_RESOURCE_LABELS[r.resource]],
    description: `Needs an API key with ${r.method === 'GET' ? 'read or write' : 'write'} access to \`${r.resource}\`.`,
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [created ? '201' : '200']: { description: 'Done', content: { 'application/json': { schema: okSchema, example: okExample } } },
      '401': error('The key is missing, unknown, revoked or expired', 'unauthorized', 'This API key has been revoked'),
      '403': error("The key's scopes do not allow this, or the plan lacks API access", 'forbidden', `This API key cannot ${r.method === 'GET' ? 'read' : 'write'} ${API_RESOURCE_LABELS[r.resource].toLowerCase()}`),
      ...(r.path.includes('/:') ? { '404': error('No such record in this organization', 'not_found', 'Not found') } : {}),
      ...(body ? { '422': error('The body is not valid; `details` names each field', 'validation_failed', 'Required') } : {}),
      '429': {
        ...error("The key's per-minute limit is used up", 'rate_limited', 'Too many requests with this API key. Please wait and try again.'),
        headers: { 'Retry-After': { description: 'Seconds until the limit resets', schema: { type: 'integer' } } },
      },
    },
  };
}

export function buildOpenApi(publicUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const r of PUBLIC_API_ROUTES) (paths[openApiPath(r.path)] ??= {})[r.method.toLowerCase()] = operation(r);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hirebase API',
      version: '1.0.0',
      description: [
        'Every call sends an organization API key as `Authorization: Bearer hb_…`. Administrators make keys in Settings → API; each key reads or writes the resources it was given, acts as the member who made it, and has its own per-minute limit.',
        '',
        'Lists answer `{ data, meta }`; `meta.next_cursor` asks for the next page (`?cursor=`), null on the last one.',
        '',
        `Webhooks (Settings → Webhooks) send these events: ${WEBHOOK_EVENTS.map((e) => `\`${e}\` (${WEBHOOK_EVENT_LABELS[e].toLowerCase()})`).join(', ')}. Each is a POST of \`{ id, type, timestamp, data }\` signed the Standard Webhooks way: \`webhook-id\`, \`webhook-timestamp\` and \`webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">\`, keyed with the base64-decoded part of the endpoint's \`whsec_\` secret. Failed deliveries are retried with exponential back-off for 24 hours.`,
      ].join('\n'),
    },
    servers: [{ url: publicUrl }],
    security: [{ apiKey: [] }],
    tags: API_RESOURCES.map((r) => ({ name: API_RESOURCE_LABELS[r] })),
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'hb_…', description: 'An organization API key' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
              required: ['code', 'message'],
            },
          },
          required: ['error'],
        },
        ListMeta: {
          type: 'object',
          properties: { total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' }, next_cursor: { type: ['string', 'null'] } },
          required: ['total', 'page', 'page_size', 'next_cursor'],
        },
      },
    },
  };
}
