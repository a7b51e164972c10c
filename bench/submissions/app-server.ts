// The real app with 10,000 submissions in one organization (over 40 jobs, 8 clients, 2,000 candidates
// and 4 recruiters), for bench/submissions. Rows are written straight to the tables in the services' shapes.
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { candidates, clients, jobs, submissionEvents, submissions } from '../../apps/server/src/db/schema';
import { newId } from '../../apps/server/src/lib/ids';
import { startBenchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const total = Number(process.env.SUBMISSIONS ?? 10_000);
const STATUSES = ['submitted', 'client_reviewing', 'interview_requested', 'offered', 'placed', 'rejected', 'withdrawn'] as const;
const DAY = 24 * 60 * 60 * 1000;

const bench = await startBenchApp(port);
const orgName = 'Submissions Bench';
const admin = await bench.member('bench-subs@example.com', 'bench-password-1', orgName, 'admin');
const recruiters = [admin.userId];
for (let i = 1; i < 4; i++) recruiters.push((await bench.member(`bench-subs-${i}@example.com`, 'bench-password-1', orgName, 'recruiter')).userId);
const orgId = (await bench.call('GET', '/api/v1/recruiter/org/info', { token: admin.token })).json.data.id;
const db = bench.database.db;
const now = Date.now();

const clientRows = Array.from({ length: 8 }, (_, i) => ({ id: newId(), orgId, name: `Client ${i + 1}` }));
await db.insert(clients).values(clientRows);
const jobRows = Array.from({ length: 40 }, (_, i) => ({ id: newId(), orgId, title: `Role ${i + 1}`, clientId: clientRows[i % 8]!.id, status: 'open' as const }));
await db.insert(jobs).values(jobRows);
const people = Array.from({ length: 2000 }, (_, i) => ({ id: newId(), orgId, firstName: `Person${i}`, lastName: 'Bench', currentTitle: 'Engineer' }));
for (let i = 0; i < people.length; i += 500) await db.insert(candidates).values(people.slice(i, i + 500));
// Each (candidate, job) pair at most once: candidate i goes to jobs i, i+1, … (mod 40).
for (let start = 0; start < total; start += 1000) {
  const rows = [];
  const events = [];
  for (let n = start; n < Math.min(total, start + 1000); n++) {
    const person = people[n % people.length]!;
    const job = jobRows[(n + Math.floor(n / people.length)) % jobRows.length]!;
    const created = new Date(now - (n % 120) * DAY - (n % 24) * 3600_000);
    const status = STATUSES[n % STATUSES.length]!;
    const id = newId();
    rows.push({ id, orgId, jobId: job.id, candidateId: person.id, clientId: job.clientId, status, statusChangedAt: created, submittedBy: recruiters[n % recruiters.length]!, createdAt: created });
    events.push({ id: newId(), orgId, submissionId: id, fromStatus: null, toStatus: 'submitted' as const, source: 'recruiter' as const, actorId: recruiters[n % recruiters.length]!, createdAt: created });
  }
  await db.insert(submissions).values(rows);
  await db.insert(submissionEvents).values(events);
}
await bench.database.db.execute(sql`ANALYZE`);
const server = serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, token: admin.token, clientId: clientRows[0]!.id, jobId: jobRows[0]!.id, recruiterId: recruiters[1], database: bench.database.kind })),
);
process.on('SIGTERM', () => server.close(() => void bench.close().finally(() => process.exit(0))));
