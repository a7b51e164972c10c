/**
 * Operator CLI: `npm run admin -- <command> [--flag value]` (usage.ts lists the commands, commands.ts runs them).
 * The embedded database belongs to one process at a time: while a server holds it, the command is
 * sent to that server over its local admin channel; otherwise the CLI opens the database itself,
 * holding its lock. The output is the same either way.
 */
import { parseArgs } from 'node:util';
import { sendAdminRequest, type AdminRequest, type AdminResult } from '../lib/admin-channel';
import { isDataDirLocked, lockHolder } from '../lib/data-dir-lock';
import { loadEnv, type Env } from '../lib/env';
import { usageError } from './usage';

function parseRequest(argv: string[]): AdminRequest | AdminResult {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        org: { type: 'string' },
        role: { type: 'string' },
        plan: { type: 'string' },
        seats: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        status: { type: 'string' },
        ticket: { type: 'string' },
        message: { type: 'string' },
        name: { type: 'string' },
        close: { type: 'boolean' },
      },
    });
    // A flag (--close) travels as the text "true", like every other value.
    const defined = Object.entries(values).flatMap(([k, v]): [string, string][] => (typeof v === 'string' ? [[k, v]] : v === true ? [[k, 'true']] : []));
    if (!positionals[0]) return usageError('Missing command.');
    return { command: positionals[0], values: Object.fromEntries(defined) };
  } catch (err) {
    return usageError(err instanceof Error ? err.message : String(err));
  }
}

/** Opens the database and runs the command in this process; the app is loaded only on this path. */
async function runHere(env: Env, request: AdminRequest): Promise<AdminResult> {
  const [{ openDatabase }, { createApp }, { buildContext }, { runCommand }, { default: pino }] = await Promise.all([
    import('../db/client'),
    import('../app'),
    import('../lib/context'),
    import('./commands'),
    import('pino'),
  ]);
  let database;
  try {
    database = await openDatabase(env);
  } catch (err) {
    if (isDataDirLocked(err)) return { exitCode: 1, stdout: '', stderr: err.message };
    throw err;
  }
  try {
    await database.migrate();
    const { auth } = createApp(buildContext(env, database, pino({ level: 'silent' })));
    return await runCommand({ auth, db: database.db, env }, request);
  } finally {
    await database.close();
  }
}

async function run(env: Env, request: AdminRequest): Promise<AdminResult> {
  const holder = env.databaseUrl ? null : lockHolder(env.dataDir);
  if (!holder?.channel) return runHere(env, request);
  try {
    return await sendAdminRequest(holder.channel, request);
  } catch (err) {
    // The server stopped between the look and the call: the database is free again.
    if (!lockHolder(env.dataDir)) return runHere(env, request);
    const reason = err instanceof Error ? err.message : String(err);
    return {
      exitCode: 1,
      stdout: '',
      stderr: `Could not reach the running server (pid ${holder.pid}) at ${holder.channel.socket}: ${reason}`,
    };
  }
}

const parsed = parseRequest(process.argv.slice(2));
const result =
  'command' in parsed
    ? await run(loadEnv(), parsed).catch((err: unknown) => ({
        exitCode: 1,
        stdout: '',
        stderr: err instanceof Error ? err.message : String(err),
      }))
    : parsed;
if (result.stdout) console.log(result.stdout);
if (result.stderr) console.error(result.stderr);
process.exitCode = result.exitCode;
