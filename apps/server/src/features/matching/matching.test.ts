import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jobRequirementsSchema } from '@hirebase/shared';
import { candidates, matchProgress, matchScores, subscriptions } from '../../db/schema';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SCORING_QUEUE, startMatchingWorkers } from './matching.jobs';
import { advanceScoring, SCORING_REVISED_AT } from './score-job';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let admin: { token: string; orgId: string };
let jobId: string;
const API = '/api/v1/recruiter';

const DESCRIPTION = `<p>We are hiring a backend engineer for our payments platform.</p>
<h3>Requirements</h3><ul><li>5+ years of experience building services in Go or Java</li><li>Strong Postgres and k8s</li><li>Bachelor's degree in computer science</li></ul>
<h3>Nice to have</h3><ul><li>Kafka</li><li>Terraform is a plus</li></ul>`;

const person = (first: string, over: Record<string, unknown> = {}) => ({
  first_name: first,
  last_name: 'Tester',
  current_title: 'Backend Engineer',
  location: 'Berlin, Germany',
  years_experience: 7,
  skills: ['Go', 'PostgreSQL', 'Kubernetes', 'Kafka'],
  ...over,
});

async function candidate(body: Record<string, unknown>, token = admin.token): Promise<string> {
  const res = await t.call('POST', `${API}/candidates`, { token, body });
  expect(res.status).toBe(201);
  return res.json.data.id;
}

const recs = (qs = '', token = admin.token) => t.call('GET', `${API}/jobs/${jobId}/recommendations${qs}`, { token });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '10000' }, {}, { queue: true });
  admin = await t.newAdmin('matcher@example.com');
  const job = await t.call('POST', `${API}/jobs`, {
    token: admin.token,
    body: { title: 'Senior Backend Engineer', description: DESCRIPTION, location: 'Berlin', workplace: 'hybrid', status: 'open' },
  });
  jobId = job.json.data.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('refine', () => {
  it('proposes valid requirements from the rules the first time, normalized to the vocabulary, without asking the model', async () => {
    const res = await t.call('GET', `${API}/jobs/${jobId}/requirements`, { token: admin.token });
    expect(fake.requests).toHaveLength(0);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ version: 0, source: 'rules', saved_at: null });
    expect(jobRequirementsSchema.safeParse(data.requirements).success).toBe(true);
    const r = data.requirements;
    expect(r.must_have_skills.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Go', 'Java', 'PostgreSQL', 'Kubernetes']));
    expect(r.nice_to_have_skills.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Kafka', 'Terraform']));
    expect(r).toMatchObject({ min_years: 5, education: 'bachelor', seniority: 'senior', remote: 'hybrid', locations: ['Berlin'] });
    expect(r.titles).toContain('Backend Engineer');
    expect(data.skills.find((s: { name: string }) => s.name === 'Kubernetes')).toMatchObject({ known: true, aliases: expect.arrayContaining(['k8s']) });

    // Only asking for a proposal (jobs:write, rate limited) calls the configured model.
    fake.answer({ content: JSON.stringify({ ...r, min_years: 6 }) });
    const asked = await t.call('POST', `${API}/jobs/${jobId}/requirements/proposal`, { token: admin.token });
    expect(asked.json.data).toMatchObject({ version: 0, source: 'model', requirements: { min_years: 6 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('saves edits as versions, and refuses bad values naming the field', async () => {
    const proposal = (await t.call('GET', `${API}/jobs/${jobId}/requirements`, { token: admin.token })).json.data.requirements;
    const first = await t.call('PUT', `${API}/jobs/${jobId}/requirements`, { token: admin.token, body: { requirements: proposal, source: 'rules' } });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ version: 1, source: 'rules' });
    const edited = { ...proposal, must_have_skills: [{ name: 'golang', weight: 5 }, { name: 'Postgres', weight: 3 }, { name: 'k8s', weight: 3 }], titles: ['Backend Engineer'] };
    const second = await t.call('PUT', `${API}/jobs/${jobId}/requirements`, { token: admin.token, body: { requirements: edited } });
    expect(second.json.data).toMatchObject({ version: 2, source: 'edited' });
    expect(second.json.data.requirements.must_have_skills.map((s: { name: string }) => s.name)).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
    const versions = await t.call('GET', `${API}/jobs/${jobId}/requirements/versions`, { token: admin.token });
    expect(versions.json.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const bad = await t.call('PUT', `${API}/jobs/${jobId}/requirements`, { token: admin.token, body: { requirements: { ...edited, min_years: 8, max_years: 3 } } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json.error.details)).toContain('max_years');
    const twice = await t.call('PUT', `${API}/jobs/${jobId}/requirements`, { token: admin.token, body: { requirements: { ...edited, nice_to_have_skills: [{ name: 'Go', weight: 1 }] } } });
    expect(twice.status).toBe(422);
  });
});

describe('recommendations', () => {
  let full: string;
  let missing: string;
  let inJob: string;
  let rejected: string;
  let other: { token: string; orgId: string };

  beforeAll(async () => {
    full = await candidate(person('Full'));
    missing = await candidate(person('Missing', { skills: ['Go', 'PostgreSQL', 'Kafka'] }));
    inJob = await candidate(person('Placed'));
    rejected = await candidate(person('Rejected'));
    await t.call('POST', `${API}/jobs/${jobId}/applications`, { token: admin.token, body: { candidate_id: inJob } });
    const app = await t.call('POST', `${API}/jobs/${jobId}/applications`, { token: admin.token, body: { candidate_id: rejected } });
    await t.call('PATCH', `${API}/applications/${app.json.data.id}`, { token: admin.token, body: { status: 'rejected', rejection_reason: 'Not a fit' } });
    other = await t.newAdmin('other-matcher@example.com');
    await candidate(person('Foreign'), other.token);
  });

  it('ranks the organization’s candidates with breakdowns that add up to the score', async () => {
    const res = await recs();
    expect(res.status).toBe(200);
    expect(res.json.meta).toMatchObject({ version: 2, complete: true, total: 2 });
    const [first, second] = res.json.data;
    expect([first.candidate_id, second.candidate_id]).toEqual([full, missing]);
    for (const item of res.json.data) {
      const sum = item.breakdown.reduce((s: number, b: { points: number }) => s + b.points, 0);
      expect(Math.abs(sum - item.score)).toBeLessThan(0.001);
      expect(item.breakdown.map((b: { factor: string }) => b.factor)).toEqual(['skills', 'experience', 'title', 'location', 'education', 'recency', 'text']);
    }
    expect(second.why.missing_must_haves).toEqual(['Kubernetes']);
    expect(second.breakdown[0].detail).toContain('missing Kubernetes');
    expect(first.score).toBeGreaterThan(second.score);
  });

  it('shows people rejected for this job only when asked, never people in it or of another organization', async () => {
    const shown = await recs('?hide_rejected=false');
    const ids = shown.json.data.map((r: { candidate_id: string }) => r.candidate_id);
    expect(ids).toContain(rejected);
    expect(ids).not.toContain(inJob);
    expect(shown.json.data.find((r: { candidate_id: string }) => r.candidate_id === rejected).previously_rejected).toBe(true);
    expect(shown.json.data.map((r: { name: string }) => r.name)).not.toContain('Foreign Tester');
    expect((await recs('?location=munich')).json.data).toEqual([]);
    expect((await recs('?min_score=101')).status).toBe(422);
    expect((await recs('', other.token)).status).toBe(404);
  });

  it('rescores a candidate whose profile changed without scoring the others again', async () => {
    const later = new Date(Date.now() + 60_000);
    const requirements = (await t.call('GET', `${API}/jobs/${jobId}/requirements`, { token: admin.token })).json.data.requirements;
    const args = { orgId: admin.orgId, jobId, version: 2, requirements, budget: 1000, now: later };
    await advanceScoring(t.db, args);
    expect((await advanceScoring(t.db, args)).visited).toBe(0);
    const before = await t.db.select().from(matchScores).where(and(eq(matchScores.jobId, jobId), eq(matchScores.candidateId, full)));
    await t.call('PATCH', `${API}/candidates/${missing}`, { token: admin.token, body: { skills: ['Go', 'PostgreSQL', 'Kubernetes', 'Kafka'] } });
    expect(await advanceScoring(t.db, args)).toEqual({ complete: true, visited: 1 });
    const after = await t.db.select().from(matchScores).where(and(eq(matchScores.jobId, jobId), eq(matchScores.candidateId, full)));
    expect(after[0]!.scoredAt).toEqual(before[0]!.scoredAt);
    const [a, b] = (await recs()).json.data;
    expect(b.score).toBe(a.score);
    expect(b.why.missing_must_haves).toEqual([]);

    // Scores given before the scoring rules last changed are all given again, under the same version.
    await t.db.update(matchProgress).set({ updatedAt: new Date(SCORING_REVISED_AT.getTime() - 1000) }).where(eq(matchProgress.jobId, jobId));
    expect(await advanceScoring(t.db, args)).toEqual({ complete: true, visited: 4 });
    expect((await advanceScoring(t.db, args)).visited).toBe(0);
  });

  it('adds recommended people to the pipeline in bulk and leaves them out afterwards', async () => {
    const res = await t.call('POST', `${API}/jobs/${jobId}/recommendations/add`, { token: admin.token, body: { candidate_ids: [full, missing, inJob] } });
    expect(res.status).toBe(200);
    expect(res.json.data.added.sort()).toEqual([full, missing].sort());
    expect(res.json.data.skipped).toEqual([{ candidate_id: inJob, reason: 'Already in the job' }]);
    const board = await t.call('GET', `${API}/jobs/${jobId}/applications`, { token: admin.token });
    expect(board.json.data.map((a: { candidate: { id: string } }) => a.candidate.id)).toEqual(expect.arrayContaining([full, missing]));
    expect((await recs()).json.data).toEqual([]);
    const foreign = await t.call('POST', `${API}/jobs/${jobId}/recommendations/add`, { token: other.token, body: { candidate_ids: [full] } });
    expect(foreign.status).toBe(404);
  });

  it('ranks the open jobs for one candidate with the same breakdown, never another organization’s', async () => {
    const foreign = await t.call('POST', `${API}/jobs`, { token: other.token, body: { title: 'Senior Backend Engineer', description: DESCRIPTION, status: 'open' } });
    const proposal = (await t.call('GET', `${API}/jobs/${foreign.json.data.id}/requirements`, { token: other.token })).json.data.requirements;
    expect((await t.call('PUT', `${API}/jobs/${foreign.json.data.id}/requirements`, { token: other.token, body: { requirements: proposal } })).status).toBe(200);
    const res = await t.call('GET', `${API}/candidates/${rejected}/matching-jobs`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    const [job] = res.json.data;
    expect(job).toMatchObject({ job_id: jobId, title: 'Senior Backend Engineer', in_job: true });
    expect(Math.abs(job.breakdown.reduce((s: number, b: { points: number }) => s + b.points, 0) - job.score)).toBeLessThan(0.001);
    expect((await t.call('GET', `${API}/candidates/${rejected}/matching-jobs`, { token: other.token })).status).toBe(404);
  });

  it('asks for saved requirements first, and is refused on a plan without recommendations', async () => {
    const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Analyst', status: 'open' } });
    const res = await t.call('GET', `${API}/jobs/${job.json.data.id}/recommendations`, { token: admin.token });
    expect(res.status).toBe(409);
    await t.db.update(subscriptions).set({ plan: 'growth' }).where(eq(subscriptions.orgId, admin.orgId));
    try {
      expect((await recs()).json.error).toMatchObject({ code: 'feature_disabled' });
    } finally {
      await t.db.update(subscriptions).set({ plan: 'scale' }).where(eq(subscriptions.orgId, admin.orgId));
    }
  });
});

describe('background scoring', () => {
  it('scores every candidate of the organization after requirements are saved, with no screen open', async () => {
    await startMatchingWorkers(t.ctx);
    try {
      const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Platform Engineer', description: DESCRIPTION, status: 'open' } });
      const id = job.json.data.id as string;
      const proposal = (await t.call('GET', `${API}/jobs/${id}/requirements`, { token: admin.token })).json.data.requirements;
      await t.call('PUT', `${API}/jobs/${id}/requirements`, { token: admin.token, body: { requirements: proposal } });
      const [{ n: people }] = (await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(candidates)
        .where(and(eq(candidates.orgId, admin.orgId), isNull(candidates.mergedIntoId)))) as [{ n: number }];
      expect(people).toBeGreaterThanOrEqual(4);
      await vi.waitFor(
        async () => {
          const scored = await t.db.select({ id: matchScores.candidateId }).from(matchScores).where(and(eq(matchScores.jobId, id), eq(matchScores.version, 1)));
          expect(scored).toHaveLength(people);
        },
        { timeout: 20_000, interval: 250 },
      );
    } finally {
      await t.ctx.queue.boss.offWork(SCORING_QUEUE);
    }
  });
});
