/**
 * SIGTERM and SIGINT drain the process: `stop` runs once (no new work is claimed, in-flight work
 * finishes or is released), and a process that has not exited within 10 s is ended anyway.
 */
import type { Logger } from 'pino';

export function exitOnSignals(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
