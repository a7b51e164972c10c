/**
 * The operator commands, run on an open database: by `npm run admin` itself when no server holds
 * the embedded database, or by the running server when the CLI reaches it over its admin channel.
 * They return their output instead of printing it, so both ways print the same.
 */
import { count, eq } from 'drizzle-orm';
import { PLAN_IDS, isRole, passwordProblem, type PlanId } from '@hirebase/shared';
import type { Db } from '../db/client';
import { memberships, organizations } from '../db/schema';
import { setPlanByOperator } from '../features/billing/billing.service';
import { siteBase } from '../features/careers/career-page.service';
import { demoLoginsText, seedDemo } from '../features/users/demo-seed';
import { ensureMembership, ensureUser, resetPassword } from '../features/users/users.service';
import type { AdminRequest, AdminResult } from '../lib/admin-channel';
import type { Auth } from '../lib/auth';
import type { Env } from '../lib/env';
import { createStorage } from '../providers/storage';
import { operatorReply, operatorTickets } from '../features/support/support.service';
import { usageError } from './usage';

export type CommandDeps = { auth: Auth; db: Db; env: Env };

function done(stdout: string): AdminResult {
  return { exitCode: 0, stdout, stderr: '' };
}

async function createUser({ auth, db, env }: CommandDeps, values: Record<string, string>): Promise<AdminResult> {
  const { email, password, org, role } = values;
  if (!email || !password || !org || !role)
    return usageError('create-user needs --email, --password, --org and --role.');
  if (!isRole(role)) return usageError(`--role must be admin, manager or recruiter (got "${role}").`);
  const problem = passwordProblem(password, env.passwordPolicy);
  if (problem) return usageError(problem);
  const [local] = email.split('@');
  const { userId, created } = await ensureUser(auth, db, {
    email,
    password,
    firstName: values['first-name'] ?? local ?? 'New',
    lastName: values['last-name'] ?? 'User',
  });
  const { orgCreated } = await ensureMembership(db, { userId, orgName: org, role });
  return done(`${created ? 'Created' : 'Found'} ${email}; ${orgCreated ? 'created' : 'joined'} "${org}" as ${role}.`);
}

async function resetUserPassword({ auth, db, env }: CommandDeps, values: Record<string, string>): Promise<AdminResult> {
  const { email, password } = values;
  if (!email || !password) return usageError('reset-password needs --email and --password.');
  const problem = passwordProblem(password, env.passwordPolicy);
  if (problem) return usageError(problem);
  if (!(await resetPassword(auth, db, { email, password }))) return usageError(`No user with email ${email}.`);
  return done(`Password reset for ${email}; their sessions were signed out.`);
}

async function listOrgs({ db }: CommandDeps): Promise<AdminResult> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      members: count(memberships.id),
    })
    .from(organizations)
    .leftJoin(memberships, eq(memberships.orgId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(organizations.name);
  if (rows.length === 0) return done('No organizations yet.');
  return done(
    rows.map((r) => `${r.id}  ${r.slug.padEnd(24)} ${String(r.members).padStart(3)} members  ${r.name}`).join('\n'),
  );
}

/** Self-hosted billing: the operator puts an organization on a plan (optionally capping its seats below the plan's). */
async function setPlan({ db }: CommandDeps, values: Record<string, string>): Promise<AdminResult> {
  const { org, plan } = values;
  if (!org || !plan) return usageError('set-plan needs --org and --plan.');
  if (!(PLAN_IDS as readonly string[]).includes(plan)) return usageError(`--plan must be ${PLAN_IDS.join(', ')} (got "${plan}").`);
  const seats = values.seats == null ? null : Number(values.seats);
  if (seats != null && !(Number.isInteger(seats) && seats >= 1)) return usageError(`--seats must be a whole number of at least 1 (got "${values.seats}").`);
  const { orgName, subscription: s } = await setPlanByOperator(db, { org, plan: plan as PlanId, seats });
  const seatText = s.seat_limit == null ? `${s.seats_used} seats used (no limit)` : `${s.seats_used} of ${s.seat_limit} seats used`;
  const jobText = s.open_job_limit == null ? `${s.open_jobs_used} open jobs (no limit)` : `${s.open_jobs_used} of ${s.open_job_limit} open jobs`;
  return done(`"${orgName}" is on ${s.plan_name}: ${seatText}, ${jobText}.`);
}

/** Support tickets for the operator, newest activity first. */
async function supportTickets({ db }: CommandDeps, values: Record<string, string>): Promise<AdminResult> {
  const status = values.status ?? 'open';
  if (!['open', 'answered', 'closed', 'all'].includes(status)) return usageError(`--status must be open, answered, closed or all (got "${status}").`);
  const rows = await operatorTickets(db, status as 'open');
  if (rows.length === 0) return done(status === 'all' ? 'No support tickets.' : `No ${status} support tickets.`);
  return done(
    rows
      .map((r) => `${r.id}  ${r.status.padEnd(8)} ${r.updatedAt.toISOString().slice(0, 16).replace('T', ' ')}  ${r.org} · ${r.email ?? 'removed user'} · ${r.messages} messages\n    ${r.subject}`)
      .join('\n'),
  );
}

async function supportReply({ db }: CommandDeps, values: Record<string, string>): Promise<AdminResult> {
  const { ticket, message, name } = values;
  if (!ticket || !message) return usageError('support-reply needs --ticket and --message.');
  const close = values.close !== undefined && values.close !== 'false';
  const result = await operatorReply(db, { ticketId: ticket, message, name: name?.trim() || 'Hirebase support', close });
  return done(`Replied to "${result.subject}"; the ticket is now ${result.status}.`);
}

/** Runs one command; a failure comes back as exit code 1 with its message, never as a throw. */
export async function runCommand(deps: CommandDeps, { command, values }: AdminRequest): Promise<AdminResult> {
  try {
    switch (command) {
      case 'create-user':
        return await createUser(deps, values);
      case 'reset-password':
        return await resetUserPassword(deps, values);
      case 'seed-demo':
        await seedDemo(deps.auth, deps.db, createStorage(deps.env.storage), { siteBase: siteBase(deps.env), publicUrl: deps.env.publicUrl, env: deps.env });
        return done(`Demo organization ready. Logins:\n${demoLoginsText()}`);
      case 'list-orgs':
        return await listOrgs(deps);
      case 'set-plan':
        return await setPlan(deps, values);
      case 'support-tickets':
        return await supportTickets(deps, values);
      case 'support-reply':
        return await supportReply(deps, values);
      default:
        return usageError(command ? `Unknown command "${command}".` : 'Missing command.');
    }
  } catch (err) {
    return { exitCode: 1, stdout: '', stderr: err instanceof Error ? err.message : String(err) };
  }
}
