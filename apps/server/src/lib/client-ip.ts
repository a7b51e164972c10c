/**
 * The caller's address, which keys the per-IP rate limits. X-Forwarded-For is read only as far as
 * TRUST_PROXY allows: each trusted proxy appends the address it saw, so the client is the right-most
 * entry that a trusted proxy wrote; everything left of it was written by the client and is ignored.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustProxy } from './env';

export function clientIp(c: Context, trust: TrustProxy): string {
  const peer = peerAddress(c);
  if (trust.kind === 'none') return peer;
  const chain = forwardedChain(c.req.header('x-forwarded-for'));
  return pickClient(peer, chain, trust);
}

/** The client among the socket peer and the forwarded chain (left to right, as received). */
export function pickClient(peer: string, chain: string[], trust: TrustProxy): string {
  if (trust.kind === 'none') return peer;
  // Nearest first: the peer, then what the nearest proxy appended, and so on towards the client.
  const nearestFirst = [peer, ...chain.toReversed()];
  if (trust.kind === 'hops') return nearestFirst[Math.min(trust.hops, nearestFirst.length - 1)]!;
  const trusted = trustedList(trust.ranges);
  for (const address of nearestFirst) {
    if (!isTrusted(trusted, address)) return address;
  }
  // Every hop is a trusted proxy: the furthest one is the best we know.
  return nearestFirst.at(-1)!;
}

/**
 * The key a per-address limit counts under: an IPv4 address itself, an IPv6 address's /64 network,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function peerAddress(c: Context): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? '') || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The addresses of an X-Forwarded-For header; an entry that is not an address ends the trusted part. */
function forwardedChain(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((entry) => normalise(entry.trim()) || 'invalid');
}

/** "::ffff:10.0.0.1" → "10.0.0.1", "[::1]:443" and "10.0.0.1:80" → the bare address; anything else → "". */
function normalise(value: string): string {
  let address = value;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : '';
}

const lists = new Map<string, BlockList>();

function trustedList(ranges: string[]): BlockList {
  const key = ranges.join(',');
  let list = lists.get(key);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [address, bits] = range.split('/') as [string, string | undefined];
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    lists.set(key, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
