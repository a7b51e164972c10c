import { API_BASE_PATH, type ApiErrorBody } from '@hirebase/shared';

/** The one error type of the web app: every failed call becomes an ApiError. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({ status, code, message, details }: { status: number; code: string; message: string; details?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Reads `{error:{code,message,details}}` (ours) or `{code,message}` (better-auth) into an ApiError. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const fallbackCode = STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'error');
  const fallbackMessage = statusText || (status === 0 ? 'Network error' : `Request failed (${status})`);
  if (body && typeof body === 'object') {
    const record = body as Partial<ApiErrorBody> & { code?: unknown; message?: unknown };
    const inner = record.error && typeof record.error === 'object' ? record.error : record;
    const code = typeof inner.code === 'string' && inner.code ? inner.code : fallbackCode;
    const message = typeof inner.message === 'string' && inner.message ? inner.message : fallbackMessage;
    return new ApiError({ status, code, message, details: 'details' in inner ? inner.details : undefined });
  }
  return new ApiError({ status, code: fallbackCode, message: fallbackMessage });
}

type TokenProvider = () => Promise<string | null> | string | null;
let tokenProvider: TokenProvider = () => null;
let errorListener: (error: ApiError) => void = () => {};

/** The auth store registers how to get a fresh bearer token. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** The app registers one listener for app-wide errors (maintenance). */
export function setApiErrorListener(listener: (error: ApiError) => void): void {
  errorListener = listener;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal | undefined;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Send cookies (identity session); default same-origin. */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Low-level call to any same-origin URL; throws ApiError on non-2xx or network failure. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true, credentials = 'same-origin', headers = {} } = options;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) finalHeaders['Content-Type'] = 'application/json';
  if (auth) {
    const token = await tokenProvider();
    if (token) finalHeaders.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(search.size ? `${url}?${search}` : url, {
      method,
      headers: finalHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials,
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error: the server could not be reached' });
  }
  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, data, response.statusText);
    if (error.status === 503 && error.code === 'maintenance') errorListener(error);
    throw error;
  }
  return data as T;
}

/** A product call under /api/v1 with the bearer token. */
export function api<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>(`${API_BASE_PATH}${path}`, options);
}

/** Unwraps the `{data}` envelope of product responses. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const body = await api<{ data: T }>(path, options);
  return body.data;
}
