/**
 * A typed client of the public API, derived from the route table (PUBLIC_API_ROUTES) and the shared
 * contracts: `call('POST /candidates', { body })` takes the route's body and path parameters and
 * answers its `data` typed by the contract. It sends any bearer token: an organization API key
 * (`hb_…`) or the app's own session token, as the browser extension does.
 */
import type { z } from 'zod';
import { PUBLIC_API_ROUTES } from './contracts/public-api';

type Route = (typeof PUBLIC_API_ROUTES)[number];
export type ApiRouteKey = `${Route['method']} ${Route['path']}`;
type RouteOf<K extends ApiRouteKey> = Extract<Route, { method: K extends `${infer M} ${string}` ? M : never; path: K extends `${string} ${infer P}` ? P : never }>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
type Params<K extends ApiRouteKey> = [ParamNames<RouteOf<K>['path']>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<RouteOf<K>['path']>, string> };
type Body<K extends ApiRouteKey> = RouteOf<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : RouteOf<K> extends { multipart: true } ? { body: FormData } : { body?: undefined };
export type ApiResult<K extends ApiRouteKey> = RouteOf<K> extends { response: infer S extends z.ZodType } ? (RouteOf<K> extends { list: true } ? z.output<S>[] : z.output<S>) : unknown;
export type ApiCallOptions<K extends ApiRouteKey> = Params<K> & Body<K> & { query?: Record<string, string | number | undefined> };
/** The call's arguments: optional when the route needs no parameters and no body. */
type Args<K extends ApiRouteKey> = Record<never, never> extends ApiCallOptions<K> ? [ApiCallOptions<K>?] : [ApiCallOptions<K>];
export type ApiPage<K extends ApiRouteKey> = { data: ApiResult<K>; meta?: { total: number; page: number; page_size: number; next_cursor?: string | null } };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Seconds to wait before trying again, on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export type ApiClientOptions = {
  /** The app's address, e.g. `https://hire.example.com`. */
  baseUrl: string;
  /** An API key or a session token; a function is asked before every call (a token that is refreshed). */
  token: string | (() => string | Promise<string>);
  fetch?: typeof fetch;
};

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = `${options.baseUrl.replace(/\/$/, '')}/api/v1/recruiter`;

  async function page<K extends ApiRouteKey>(key: K, ...[opts]: Args<K>): Promise<ApiPage<K>> {
    const o = (opts ?? {}) as { params?: Record<string, string>; body?: unknown; query?: Record<string, string | number | undefined> };
    const [method, template] = key.split(' ') as [string, string];
    const path = template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      const value = o.params?.[name];
      if (value === undefined) throw new Error(`Missing path parameter ${name}`);
      return encodeURIComponent(value);
    });
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) query.set(k, String(v));
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    let body: string | FormData | undefined;
    if (o.body instanceof FormData) body = o.body;
    else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await doFetch(`${base}${path}${query.size ? `?${query}` : ''}`, { method, headers, body });
    const json = (await res.json().catch(() => null)) as { data?: unknown; meta?: ApiPage<K>['meta']; error?: { code: string; message: string; details?: unknown } } | null;
    if (!res.ok) {
      const retry = Number(res.headers.get('retry-after'));
      throw new ApiError(res.status, json?.error?.code ?? 'http_error', json?.error?.message ?? `Request failed with ${res.status}`, json?.error?.details, Number.isFinite(retry) && retry > 0 ? retry : undefined);
    }
    return { data: json?.data as ApiResult<K>, ...(json?.meta ? { meta: json.meta } : {}) };
  }

  return {
    /** Calls a route and answers its `data`. */
    async call<K extends ApiRouteKey>(key: K, ...rest: Args<K>): Promise<ApiResult<K>> {
      return (await page(key, ...rest)).data;
    },
    /** Calls a list route and answers `data` with `meta` (its `next_cursor` goes in `query.cursor`). */
    page,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
