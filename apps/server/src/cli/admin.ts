/**
 * Operator CLI: `npm run admin -- <command> [--flag value]`.
 *   create-user --email E --password P --org "Name" --role admin|manager|recruiter [--first-name F --last-name L]
 *   reset-password --email E --password P
 *   seed-demo
 *   list-orgs
 */
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { isRole, passwordProblem } from '@hirebase/shared';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { memberships, organizations } from '../db/schema';
import { demoLoginsText, seedDemo } from '../features/users/demo-seed';
import { ensureMembership, ensureUser, resetPassword } from '../features/users/users.service';
import { loadEnv } from '../lib/env';
import { buildContext } from '../lib/context';

const USAGE = `Usage: npm run admin -- <command>
  create-user --email E --password P --org "Name" --role admin|manager|recruiter [--first-name F] [--last-name L]
  reset-password --email E --password P
  seed-demo
  list-orgs`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    org: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const command = positionals[0];
if (!command) fail('Missing command.');

const env = loadEnv();
const database = await openDatabase(env);
await database.migrate();
const { auth } = createApp(buildContext(env, database, pino({ level: 'silent' })));
const db = database.db;

try {
  switch (command) {
    case 'create-user': {
      const { email, password, org, role } = values;
      if (!email || !password || !org || !role) fail('create-user needs --email, --password, --org and --role.');
      if (!isRole(role)) fail(`--role must be admin, manager or recruiter (got "${role}").`);
      const problem = passwordProblem(password, env.passwordPolicy);
      if (problem) fail(problem);
      const [local] = email.split('@');
      const { userId, created } = await ensureUser(auth, db, {
        email,
        password,
        firstName: values['first-name'] ?? local ?? 'New',
        lastName: values['last-name'] ?? 'User',
      });
      const { orgCreated } = await ensureMembership(db, { userId, orgName: org, role });
      console.log(`${created ? 'Created' : 'Found'} ${email}; ${orgCreated ? 'created' : 'joined'} "${org}" as ${role}.`);
      break;
    }
    case 'reset-password': {
      const { email, password } = values;
      if (!email || !password) fail('reset-password needs --email and --password.');
      const problem = passwordProblem(password, env.passwordPolicy);
      if (problem) fail(problem);
      if (!(await resetPassword(auth, db, { email, password }))) fail(`No user with email ${email}.`);
      console.log(`Password reset for ${email}; their sessions were signed out.`);
      break;
    }
    case 'seed-demo':
      await seedDemo(auth, db);
      console.log(`Demo organization ready. Logins:\n${demoLoginsText()}`);
      break;
    case 'list-orgs': {
      const rows = await db
        .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, members: count(memberships.id) })
        .from(organizations)
        .leftJoin(memberships, eq(memberships.orgId, organizations.id))
        .groupBy(organizations.id)
        .orderBy(organizations.name);
      if (rows.length === 0) console.log('No organizations yet.');
      for (const r of rows) console.log(`${r.id}  ${r.slug.padEnd(24)} ${String(r.members).padStart(3)} members  ${r.name}`);
      break;
    }
    default:
      fail(`Unknown command "${command}".`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
