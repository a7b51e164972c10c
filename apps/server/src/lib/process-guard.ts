/**
 * The last resort behind per-stream error handling: an error no stream listener took. A client
 * that went away (a reset connection, a closed socket, an aborted body) must not end the process
 * for every organization, so that error is logged and the process carries on; any other uncaught
 * error is logged and ends the process, as before, since its state can no longer be trusted.
 */
import type { Logger } from 'pino';

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

export function isClientGone(err: unknown): boolean {
  const error = err as { code?: unknown; message?: unknown } | null;
  if (!error || typeof error !== 'object') return false;
  return (typeof error.code === 'string' && CLIENT_GONE.has(error.code)) || error.message === 'aborted';
}

export function guardProcess(log: Logger): void {
  process.on('uncaughtException', (err) => {
    if (isClientGone(err)) {
      log.warn({ err }, 'a stream error no handler took (a client went away); carrying on');
      return;
    }
    log.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
}
