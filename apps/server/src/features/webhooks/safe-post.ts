/**
 * Sending a webhook without letting its URL reach inside the network (SSRF): the host's addresses are
 * checked after DNS resolution, at the moment of connecting (so a name that changes its answer between
 * a check and the connection gains nothing), and every redirect is checked the same way before it is
 * followed. Private, loopback, link-local, shared, multicast and metadata addresses are refused unless
 * WEBHOOKS_ALLOW_PRIVATE=1 (tests on loopback).
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPrivateAddress, RefusedAddress } from '../../lib/private-address';

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Which addresses a webhook may not reach: the private ones, or none when WEBHOOKS_ALLOW_PRIVATE=1. */
export type AddressPolicy = (address: string) => boolean;
export const addressPolicy = (allowPrivate: boolean): AddressPolicy => (allowPrivate ? () => false : isPrivateAddress);

/** Resolves the URL's host and refuses it when any of its addresses is refused. */
export async function assertPublicUrl(raw: string, refuse: AddressPolicy): Promise<void> {
  const url = new URL(raw);
  const host = hostOf(url);
  const addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(refuse)) throw new RefusedAddress(host);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for the connection that refuses private answers, so what is checked is what is connected to. */
export function guardedLookup(refuse: AddressPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => refuse(a.address))) {
        return callback(Object.assign(new RefusedAddress(hostname), { code: 'EREFUSED_PRIVATE' }), '');
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export type PostResult = { status: number; body: string };

const MAX_REDIRECTS = 3;
const MAX_RESPONSE_CHARS = 2000;

/** POSTs `body` to `url`, following up to three redirects (each checked); the answer's first 2000 characters. */
export async function safePost(rawUrl: string, headers: Record<string, string>, body: string, opts: { refuse: AddressPolicy; timeoutMs: number }): Promise<PostResult> {
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    const host = hostOf(url);
    if (net.isIP(host) && opts.refuse(host)) throw new RefusedAddress(host);
    const result = await postOnce(url, headers, body, opts);
    if (result.location && hop < MAX_REDIRECTS) {
      url = new URL(result.location, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Redirected to a non-http address');
      continue;
    }
    return { status: result.status, body: result.body };
  }
}

function postOnce(url: URL, headers: Record<string, string>, body: string, opts: { refuse: AddressPolicy; timeoutMs: number }): Promise<PostResult & { location: string | null }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(opts.refuse) as never,
        timeout: opts.timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < MAX_RESPONSE_CHARS) text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const location = status >= 300 && status < 400 && typeof res.headers.location === 'string' ? res.headers.location : null;
          resolve({ status, body: text.slice(0, MAX_RESPONSE_CHARS), location });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${Math.round(opts.timeoutMs / 1000)} s`)));
    req.on('error', reject);
    req.end(body);
  });
}
