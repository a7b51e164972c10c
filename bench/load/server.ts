/**
 * The real app for bench/load on its default database (PGlite unless DATABASE_URL is set), seeded as a
 * working agency: 30 recruiters and managers, 20 jobs, CANDIDATES people (default 2,000) each applied to
 * one job, so each board holds ~100 cards. Prints the users' tokens and the ids the simulated users need.
 */
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { applications, candidates as candidatesTable, jobs, jobStages } from '../../apps/server/src/db/schema';
import { newId } from '../../apps/server/src/lib/ids';
import { startBenchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const candidates = Number(process.env.CANDIDATES ?? 2000);
const { app, call, member, close, database } = await startBenchApp(port);
const orgName = `Load ${Date.now()}`;
const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Radia', 'Guido', 'Frances', 'Niklaus'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Thompson', 'Liskov', 'Ritchie', 'Perlman', 'van Rossum', 'Allen', 'Wirth'];
const TITLES = ['Software Engineer', 'Data Analyst', 'Product Manager', 'Account Executive', 'Nurse', 'Accountant', 'Designer', 'Sales Manager'];
const SKILLS = ['TypeScript', 'SQL', 'Python', 'Excel', 'Negotiation', 'Figma', 'Kubernetes', 'Salesforce', 'Patient care', 'IFRS'];
const CITIES = ['Berlin', 'London', 'Austin', 'Toronto', 'Lisbon', 'Warsaw'];

const users: { token: string }[] = [];
for (let i = 0; i < 30; i++) {
  const role = i === 0 ? 'admin' : i < 5 ? 'manager' : 'recruiter';
  users.push(await member(`load-${i}-${Date.now()}@example.com`, 'load-bench-password', orgName, role, { first: FIRST[i % 12]!, last: LAST[(i * 5) % 12]! }));
}
const admin = users[0]!.token;
const jobIds: string[] = [];
for (let i = 0; i < 20; i++) {
  const job = (await call('POST', '/api/v1/recruiter/jobs', { token: admin, body: { title: `${TITLES[i % 8]} ${CITIES[i % 6]}`, status: 'open', location: CITIES[i % 6] } })).json.data;
  jobIds.push(job.id);
}

// People and applications go in by bulk insert (the search vector is kept by its trigger): creating thousands
// one request at a time would take minutes on the embedded database and measure nothing this bench reports.
const [{ orgId }] = (await database.db.select({ orgId: jobs.orgId }).from(jobs).where(eq(jobs.id, jobIds[0]!))) as [{ orgId: string }];
const firstStages = await database.db
  .select({ jobId: jobStages.jobId, id: jobStages.id })
  .from(jobStages)
  .where(and(eq(jobStages.orgId, orgId), eq(jobStages.position, 0)));
const firstStage = new Map(firstStages.map((s) => [s.jobId, s.id]));
const candidateIds: string[] = [];
for (let from = 0; from < candidates; from += 500) {
  const people = [];
  const apps = [];
  for (let i = from; i < Math.min(candidates, from + 500); i++) {
    const id = newId();
    const first = FIRST[i % 12]!;
    const last = `${LAST[(i * 7) % 12]!}${i}`;
    const email = `${first}.${last}@load.example`.toLowerCase().replace(/\s/g, '');
    people.push({ id, orgId, firstName: first, lastName: last, email, emails: [email], currentTitle: TITLES[i % 8], location: CITIES[(i * 3) % 6], skills: [SKILLS[i % 10]!, SKILLS[(i * 3 + 1) % 10]!] });
    const jobId = jobIds[i % 20]!;
    apps.push({ id: newId(), orgId, jobId, candidateId: id, stageId: firstStage.get(jobId)! });
    candidateIds.push(id);
  }
  await database.db.insert(candidatesTable).values(people);
  await database.db.insert(applications).values(apps);
}

const server = serve({ fetch: app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, database: database.kind, tokens: users.map((u) => u.token), jobIds, candidateIds })),
);
process.on('SIGTERM', () => server.close(() => void close().finally(() => process.exit(0))));
