/**
 * Which network addresses a server-side connection made for a user (a webhook, an IMAP, SMTP or CalDAV
 * host) may not reach: private, loopback, link-local, shared, multicast, documentation and metadata
 * ranges. Webhooks check them at connection time (features/webhooks/safe-post.ts); mail and calendar
 * hosts are checked with `assertPublicHost` before every connection. INTEGRATIONS_ALLOW_PRIVATE=1 and
 * WEBHOOKS_ALLOW_PRIVATE=1 lift the check (intranet installs, tests on loopback).
 */
import dns from 'node:dns';
import net, { BlockList } from 'node:net';

const blocked = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** Whether an address is one a user-configured connection may not reach (IPv4-mapped IPv6 is judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

export class RefusedAddress extends Error {
  constructor(host: string, why = 'is a private, loopback or link-local address') {
    super(`${host} ${why}`);
  }
}


/** Resolves `host` and refuses it when it or any of its addresses is private; a no-op when private hosts are allowed. */
export async function assertPublicHost(host: string, allowPrivate: boolean): Promise<void> {
  await connectableAddress(host, allowPrivate);
}

/**
 * The address to open a connection to for `host`: checked as `assertPublicHost` does and returned, so the
 * connection goes to the very address that was checked (a name cannot resolve elsewhere in between).
 * With private hosts allowed, the host itself.
 */
export async function connectableAddress(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.trim().replace(/^\[|\]$/g, '');
  if (allowPrivate) return bare;
  if (!bare || /^localhost$/i.test(bare) || /\.localhost$/i.test(bare)) throw new RefusedAddress(host);
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = (await dns.promises.lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new RefusedAddress(host, 'cannot be resolved');
    }
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new RefusedAddress(host);
  return addresses[0]!;
}
