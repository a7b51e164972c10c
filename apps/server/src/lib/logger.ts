/**
 * The one logger and what a person sees at start-up. LOG_FORMAT decides the form (env.ts): JSON
 * lines for log collectors, or pino-pretty for a person at a terminal; LOG_LEVEL filters both.
 * Libraries that would print on their own (better-auth, pg-boss, anything on `console`) go
 * through the same logger, so one setting governs every line the server writes.
 */
import { format } from 'node:util';
import pino, { type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Env, LogFormat } from './env';

/** A request slower than this is worth a line in the terminal even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/** `destination` is for tests; the server writes to stdout (sonic-boom on fd 1, as pino does by default). */
export function createLogger(env: Pick<Env, 'logLevel' | 'logFormat'>, destination?: NodeJS.WritableStream): Logger {
  const options = { level: env.logLevel };
  if (env.logFormat === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(
    options,
    pretty({
      destination: destination ?? 1,
      // Synchronous, so the lines written just before an exit (a fatal error, a refused start) are not lost.
      sync: true,
      colorize: !destination && process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path as it may be logged: segments shaped like secret tokens (capability links, invitations —
 * 32 or more URL-safe characters) become `:token`, so holding the logs never grants what a link does.
 */
export function redactTokens(path: string): string {
  return path.replace(/(?<=\/)[A-Za-z0-9_-]{32,}(?=\/|$)/g, (segment) => (UUID.test(segment) ? segment : ':token'));
}

/**
 * JSON keeps one access line per API request, for whoever collects the logs. A terminal shows only
 * requests that need a look (server errors, slow ones); the rest appear with LOG_LEVEL=debug.
 */
export function requestLogLevel(logFormat: LogFormat, status: number, ms: number): Level {
  if (status >= 500) return 'warn';
  if (logFormat === 'json' || ms >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

const BETTER_AUTH_LEVEL: Record<string, BetterAuthLevel> = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
};

/** better-auth's `logger` option: its lines go to pino (which filters by LOG_LEVEL), tagged with where they came from. */
export function betterAuthLogger(log: Logger) {
  const child = log.child({ from: 'better-auth' });
  return {
    disabled: log.level === 'silent',
    // Asked for no finer lines than pino would keep; pino still filters what arrives.
    level: BETTER_AUTH_LEVEL[log.level] ?? 'error',
    log: (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
      const [first] = args;
      const details = first instanceof Error ? { err: first } : args.length > 0 ? { details: args } : {};
      child[level](details, message);
    },
  };
}

type ErrorSource = { on: (event: 'error', listener: (err: Error) => void) => unknown };

/** pg-boss reports failed maintenance and polling as `error` events; without a listener one would end the process. */
export function logQueueErrors(boss: ErrorSource, log: Logger): void {
  const child = log.child({ from: 'pg-boss' });
  boss.on('error', (err) => child.error({ err }, 'job queue error'));
}

/**
 * What libraries print on their own becomes log lines at the matching level: console.* calls, and
 * process warnings (pg-boss's clock-skew notice, deprecations), which Node would write to stderr.
 */
export function routeStrayOutput(log: Logger): void {
  const child = log.child({ from: 'console' });
  const levels = { debug: 'debug', info: 'info', log: 'info', warn: 'warn', error: 'error' } as const;
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => child[level](format(...args));
  }
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    log.warn(
      { from: 'process', warning: { name: warning.name, code: (warning as { code?: string }).code } },
      warning.message,
    ),
  );
}

export type StartupFacts = {
  publicUrl: string;
  port: number;
  readyMs: number;
  database: 'pglite' | 'postgres';
  dataDir: string;
  /** The demo logins table when the demo organization was seeded, otherwise null. */
  demoLogins: string | null;
  smtp: boolean;
};

/** The few lines a person running `npm start` needs: where to go, how to sign in, where the data lives, how to stop. */
export function startupBanner(facts: StartupFacts): string {
  const database = facts.database === 'pglite' ? 'embedded (PGlite), kept in DATA_DIR' : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Hirebase is running at ${facts.publicUrl}  (port ${facts.port}, ready in ${facts.readyMs} ms)`,
    '',
    `  Database   ${database}`,
    `  DATA_DIR   ${facts.dataDir}`,
  ];
  if (!facts.smtp) lines.push('  Mail       no SMTP_URL: mail is kept in the outbox and its links are logged');
  if (facts.demoLogins) lines.push('', '  Demo logins:', facts.demoLogins);
  lines.push('', '  Press Ctrl+C to stop.', '');
  return lines.join('\n') + '\n';
}

/** Pretty: the banner as text; JSON: the same facts as one log line, so a log collector gets only JSON. */
export function announceStart(log: Logger, logFormat: LogFormat, facts: StartupFacts): void {
  if (logFormat === 'pretty') {
    process.stdout.write(startupBanner(facts));
    return;
  }
  const { demoLogins, ...rest } = facts;
  log.info({ ...rest, demoLogins: demoLogins?.split('\n').map((line) => line.trim()) }, 'Hirebase is running');
}
