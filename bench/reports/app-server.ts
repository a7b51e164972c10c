// The real app with APPLICATIONS applications (100,000 by default) in one organization, for bench/reports:
// 200 jobs over 12 departments and 10 clients, a fifth of the applications per candidate, each application's
// stage history (moves forward, some back, rejections, some reopened), interviews, scorecards, emails and
// submissions, spread over the last year. Rows are written straight to the tables in the services' shapes.
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import {
  applications,
  applicationStageHistory,
  candidates,
  clients,
  emails,
  interviews,
  jobs,
  jobStages,
  scorecards,
  submissions,
} from '../../apps/server/src/db/schema';
import { newId } from '../../apps/server/src/lib/ids';
import { startBenchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const total = Number(process.env.APPLICATIONS ?? 100_000);
const DAY = 86_400_000;
const KINDS = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
const SOURCES = ['Careers page', 'Employee referral', 'Resume upload', 'CSV import', 'Agency partner', 'LinkedIn', 'Walk-in'];
const BATCH = 1000;

const started = Date.now();
const bench = await startBenchApp(port);
const orgName = 'Reports Bench';
const admin = await bench.member('bench-reports@example.com', 'bench-password-1', orgName, 'admin');
const members = [admin.userId];
for (let i = 1; i < 8; i++) members.push((await bench.member(`bench-reports-${i}@example.com`, 'bench-password-1', orgName, 'recruiter')).userId);
const orgId = (await bench.call('GET', '/api/v1/recruiter/org/info', { token: admin.token })).json.data.id;
const db = bench.database.db;
const now = Date.now();
// A deterministic spread: the n-th draw of a run is always the same.
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const clientRows = Array.from({ length: 10 }, (_, i) => ({ id: newId(), orgId, name: `Client ${i + 1}` }));
await db.insert(clients).values(clientRows);
const jobRows = Array.from({ length: 200 }, (_, i) => ({
  id: newId(),
  orgId,
  title: `Role ${i + 1}`,
  department: i % 13 === 12 ? null : `Department ${(i % 13) + 1}`,
  clientId: i % 3 === 0 ? clientRows[i % 10]!.id : null,
  openings: 1 + (i % 3),
  status: i % 5 === 4 ? ('filled' as const) : ('open' as const),
  ownerId: members[i % members.length]!,
  createdAt: new Date(now - (30 + (i % 330)) * DAY),
}));
await db.insert(jobs).values(jobRows);
const stageOf = new Map<string, Record<(typeof KINDS)[number], string>>();
for (const j of jobRows) {
  const ids = Object.fromEntries(KINDS.map((k) => [k, newId()])) as Record<(typeof KINDS)[number], string>;
  stageOf.set(j.id, ids);
  await db.insert(jobStages).values(KINDS.map((kind, position) => ({ id: ids[kind], orgId, jobId: j.id, name: kind, kind, position })));
}
const people = Math.ceil(total / 5);
for (let i = 0; i < people; i += BATCH) {
  const rows = [];
  for (let n = i; n < Math.min(people, i + BATCH); n++) {
    rows.push({ id: `c${n}`, orgId, firstName: `Person${n}`, lastName: 'Bench', source: SOURCES[n % SOURCES.length]!, createdBy: members[n % members.length]!, createdAt: new Date(now - (n % 365) * DAY) });
  }
  await db.insert(candidates).values(rows);
}
console.error(`bench/reports: ${people} candidates in ${((Date.now() - started) / 1000).toFixed(0)} s`);

let histories = 0;
for (let start = 0; start < total; start += BATCH) {
  const apps = [];
  const hist = [];
  const ivs = [];
  const cards = [];
  const mails = [];
  const subs = [];
  for (let n = start; n < Math.min(total, start + BATCH); n++) {
    const candidateId = `c${n % people}`;
    // A candidate's applications (n, n + people, …) go to five different jobs.
    const job = jobRows[((n % people) + Math.floor(n / people) * 41) % 200]!;
    const stages = stageOf.get(job.id)!;
    const by = members[n % members.length]!;
    const created = now - Math.floor(rand() * 365) * DAY - Math.floor(rand() * DAY);
    // How far it got, with some moves back and some rejections reopened.
    const moves: (typeof KINDS)[number][] = ['applied'];
    const r = rand();
    if (r > 0.35) moves.push('screening');
    if (r > 0.6) moves.push('interview');
    if (r > 0.7 && rand() < 0.3) moves.push('screening', 'interview');
    if (r > 0.85) moves.push('offer');
    if (r > 0.93) moves.push('hired');
    else if (rand() < 0.4) moves.push('rejected');
    if (moves.at(-1) === 'rejected' && rand() < 0.1) moves.push(moves.at(-2)!);
    const last = moves.at(-1)!;
    const id = newId();
    let at = created;
    let from: string | null = null;
    for (const kind of moves) {
      hist.push({ id: newId(), orgId, applicationId: id, fromStageId: from, toStageId: stages[kind], toStageKind: kind, movedBy: by, movedAt: new Date(at) });
      from = stages[kind];
      at += Math.floor((1 + rand() * 9) * DAY);
    }
    histories += moves.length;
    const status = last === 'hired' ? 'hired' : last === 'rejected' ? 'rejected' : 'active';
    apps.push({ id, orgId, jobId: job.id, candidateId, stageId: stages[last], status: status as 'hired' | 'rejected' | 'active', rejectionReason: status === 'rejected' ? pick(['Not qualified', 'Salary', 'Withdrew', '']) : null, createdBy: by, createdAt: new Date(created), updatedAt: new Date(at), stageEnteredAt: new Date(at) });
    if (moves.includes('interview')) {
      const ivId = newId();
      const startsAt = new Date(created + 5 * DAY);
      ivs.push({ id: ivId, orgId, applicationId: id, candidateId, jobId: job.id, title: 'Interview', type: 'video' as const, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), timezone: 'UTC', icsUid: ivId, createdBy: by, createdAt: new Date(created + 2 * DAY) });
      if (rand() < 0.6) cards.push({ id: newId(), orgId, interviewId: ivId, applicationId: id, interviewerId: by, recommendation: 'yes' as const, submittedAt: new Date(created + 6 * DAY) });
    }
    if (n % 8 === 0) mails.push({ id: newId(), orgId, candidateId, jobId: job.id, subject: 'Next steps', body: 'Hi', status: 'sent' as const, sentBy: by, createdAt: new Date(created + DAY) });
    if (job.clientId && n % 4 === 0) subs.push({ id: newId(), orgId, jobId: job.id, candidateId, clientId: job.clientId, applicationId: id, submittedBy: by, createdAt: new Date(created + DAY), statusChangedAt: new Date(created + DAY) });
  }
  await db.insert(applications).values(apps);
  for (let i = 0; i < hist.length; i += BATCH) await db.insert(applicationStageHistory).values(hist.slice(i, i + BATCH));
  if (ivs.length) await db.insert(interviews).values(ivs);
  if (cards.length) await db.insert(scorecards).values(cards);
  if (mails.length) await db.insert(emails).values(mails);
  if (subs.length) await db.insert(submissions).values(subs);
}
// What autovacuum does to a table after many inserts: statistics, and the visibility map index-only scans read.
await db.execute(sql`VACUUM ANALYZE`);
console.error(`bench/reports: ${total} applications, ${histories} stage entries, seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
const server = serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, token: admin.token, recruiterId: members[1], histories, database: bench.database.kind })),
);
process.on('SIGTERM', () => server.close(() => void bench.close().finally(() => process.exit(0))));
