/** Shared HTTP plumbing: the Hono environment, body validation, the error handler. */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { MESSAGES, type Role } from '@hirebase/shared';
import { AppError } from './app-error';
import { refuseUnstorable } from './input-text';
import { jsonTooDeep } from './json-depth';

export type AuthState = {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  orgId: string | null;
  role: Role | null;
  /** Set when the caller is an API key (which acts as the member who made it). */
  apiKeyId?: string;
};

export type HonoEnv = { Variables: { auth: AuthState; requestId: string } };

const MAX_JSON_BYTES = 1024 * 1024;

/** Reads a JSON body and validates it: 400 when it is not JSON or nested too deeply, 422 with field issues when invalid. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError('payload_too_large', 'Request body is too large');
  let raw: unknown;
  try {
    const text = await c.req.text();
    if (text.length > MAX_JSON_BYTES) throw new AppError('payload_too_large', 'Request body is too large');
    // Measured on the text, before JSON.parse or any later serialisation can recurse through it.
    if (jsonTooDeep(text)) throw new AppError('bad_request', 'Request body is nested too deeply');
    raw = text.length === 0 ? {} : JSON.parse(text);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('bad_request', 'Request body must be valid JSON');
  }
  return validate(schema, raw);
}

/**
 * The one validation step for bodies, query strings and path parameters: text the database cannot store
 * (NUL, lone surrogates) is refused here with the field named, then the schema decides (422 with field issues).
 */
export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  refuseUnstorable(raw);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('validation_failed', details[0]?.message ?? 'Invalid request', details);
  }
  return result.data;
}

export function ok<T>(c: Context, data: T, status: 200 | 201 = 200) {
  return c.json({ data }, status);
}

export const errorHandler =
  (log: { error: (obj: object, msg: string) => void }): ErrorHandler =>
  (err, c) => {
    if (err instanceof AppError) {
      return c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status as 400);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'bad_request';
      return c.json({ error: { code, message: err.message || 'Request failed' } }, status);
    }
    log.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: MESSAGES.internalServerError } }, 500);
  };
