// The real app on its default database (PGlite unless DATABASE_URL is set) with one organization whose
// careers site lists 200 published jobs, each with a description of a few paragraphs and two questions.
import { serve } from '@hono/node-server';
import { startBenchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const jobs = Number(process.env.BENCH_JOBS ?? 200);
const bench = await startBenchApp(port);
const { token } = await bench.member(`careers-${Date.now()}@example.com`, 'bench-password', 'Bench Careers Co', 'admin');
const DEPARTMENTS = ['Engineering', 'Data', 'Design', 'Sales', 'Support'];
const PLACES = ['Berlin, Germany', 'Austin, TX', 'Lisbon, Portugal', 'Toronto, ON, Canada', 'Remote'];
const description = [
  '<p>We are looking for someone who enjoys careful work and clear writing, and who likes to see a change through to production.</p>',
  '<h3>What you will do</h3><ul><li>Design and ship features with a small team</li><li>Review code and mentor</li><li>Talk to customers</li></ul>',
  '<h3>What you bring</h3><ul><li>Several years of relevant experience</li><li>Curiosity and good judgement</li></ul>',
].join('');
const questions = [
  { id: 'auth', kind: 'yes_no', label: 'Are you authorised to work here?', required: true, options: [], knockout_answers: ['No'] },
  { id: 'why', kind: 'long_text', label: 'Why this job?', required: false, options: [], knockout_answers: [] },
];
let jobSlug = '';
for (let i = 0; i < jobs; i++) {
  const remote = PLACES[i % PLACES.length] === 'Remote';
  const job = (
    await bench.call('POST', '/api/v1/recruiter/jobs', {
      token,
      body: {
        title: `${DEPARTMENTS[i % DEPARTMENTS.length]} role ${i + 1}`,
        status: 'open',
        department: DEPARTMENTS[i % DEPARTMENTS.length],
        location: remote ? 'Europe' : PLACES[i % PLACES.length],
        workplace: remote ? 'remote' : i % 3 === 0 ? 'hybrid' : 'onsite',
        salary_min: 50_000 + i * 100,
        salary_max: 70_000 + i * 100,
        salary_currency: 'EUR',
        salary_period: 'year',
        description,
      },
    })
  ).json.data;
  const posting = (await bench.call('POST', `/api/v1/recruiter/jobs/${job.id}/publish`, { token, body: { show_salary: i % 2 === 0, questions } })).json.data as unknown as { public_url: string };
  jobSlug = new URL(posting.public_url).pathname;
}
const page = (await bench.call('GET', '/api/v1/recruiter/career-page', { token })).json.data as unknown as { site_url: string };
const server = serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, careers: new URL(page.site_url).pathname, job: jobSlug, database: bench.database.kind })),
);
process.on('SIGTERM', () => server.close(() => void bench.close().finally(() => process.exit(0))));
