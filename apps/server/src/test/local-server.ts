/** What the tests' throwaway protocol servers (Dovecot, Radicale) share: finding the binary and a free loopback port. */
import { existsSync } from 'node:fs';
import net from 'node:net';

/** The binary named by `envName`, else the first of `candidates` that exists, or null (the tests that need it skip). */
export function findBinary(envName: string, candidates: string[]): string | null {
  const named = process.env[envName];
  return (named ? [named] : candidates).find((p) => existsSync(p)) ?? null;
}

/** A loopback port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
