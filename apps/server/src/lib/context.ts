import type { Logger } from 'pino';
import type { Database, Db } from '../db/client';
import type { Env } from './env';
import { createMailer, type Mailer } from './mailer';
import { createJobQueue, type Queue } from './queue';
import { createStorage, type Storage } from '../providers/storage';
import { createAi, type AiProvider } from '../providers/ai';
import { createSessionCache, type SessionCache } from './session-cache';
import { createReadCache, type ReadCache } from './read-cache';

/** What every feature needs from the running process, built once in main.ts (or a test). */
export type AppContext = { env: Env; db: Db; mailer: Mailer; log: Logger; queue: Queue; storage: Storage; sessions: SessionCache; reads: ReadCache; ai: AiProvider | null };

/** Builds the context from the environment and an open database: the one place that wires services. */
export function buildContext(env: Env, database: Database, log: Logger): AppContext {
  const mailer = createMailer(env.smtpUrl, env.mailFrom, (m) =>
    log.info({ to: m.to, subject: m.subject, links: m.text.match(/https?:\/\/\S+/g) }, 'mail kept in the outbox'),
  );
  return {
    env,
    db: database.db,
    mailer,
    log,
    queue: createJobQueue(database),
    storage: createStorage(env.storage),
    sessions: createSessionCache(database.listen),
    reads: createReadCache(database.listen, { enabled: env.readCache }),
    ai: createAi(env.ai),
  };
}
