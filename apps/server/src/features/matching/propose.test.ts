/** Refine's two paths to proposed requirements: the built-in rules, and a model behind a fake endpoint on loopback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRequirementsSchema } from '@hirebase/shared';
import { createAi } from '../../providers/ai';
import { startFakeOpenAi } from '../../test/fake-openai';
import type { JobForRequirements } from './extract-requirements';
import { MODEL_FAILED_NOTICE, proposeRequirements } from './propose';

const job: JobForRequirements = {
  title: 'Senior Backend Engineer',
  description: '<p>Payments platform.</p><h3>Requirements</h3><ul><li>5+ years building services in Go</li><li>Strong Postgres and k8s</li></ul><h3>Nice to have</h3><ul><li>Kafka</li></ul>',
  location: 'Berlin',
  workplace: 'hybrid',
  experienceMin: null,
  experienceMax: null,
  requiredSkills: [],
  niceToHaveSkills: [],
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ai: ReturnType<typeof createAi>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  ai = createAi({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 400 });
});
afterAll(() => fake.close());

describe('proposed requirements', () => {
  it('come from the rules without a model, valid and in the vocabulary', async () => {
    const { requirements, source, notice } = await proposeRequirements(null, job);
    expect(source).toBe('rules');
    expect(notice).toBeNull();
    expect(jobRequirementsSchema.safeParse(requirements).success).toBe(true);
    expect(requirements.must_have_skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']));
  });

  it('come from the model when it answers in shape, normalized to the vocabulary', async () => {
    const rules = (await proposeRequirements(null, job)).requirements;
    const fromModel = { ...rules, must_have_skills: [{ name: 'golang', weight: 5 }, { name: 'postgres', weight: 4 }], nice_to_have_skills: [{ name: 'Go', weight: 1 }], min_years: 5 };
    fake.answer({ content: JSON.stringify(fromModel) });
    const { requirements, source, notice } = await proposeRequirements(ai, job);
    expect(source).toBe('model');
    expect(notice).toBeNull();
    expect(jobRequirementsSchema.safeParse(requirements).success).toBe(true);
    // "Go" again as a nice-to-have is the same skill: it is kept once, as the must-have.
    expect(requirements.must_have_skills.map((s) => s.name)).toEqual(['Go', 'PostgreSQL']);
    expect(requirements.nice_to_have_skills).toEqual([]);
    expect(requirements.min_years).toBe(5);
    const sent = fake.requests.at(-1)!.body;
    expect(sent.messages.at(-1)!.content).toContain('Senior Backend Engineer');
  });

  it('fall back to the rules, saying so, when the model answers out of shape twice or fails', async () => {
    fake.answer({ content: '{"must_have_skills": "Go"}' }, { content: 'not json' });
    const malformed = await proposeRequirements(ai, job);
    expect(malformed).toMatchObject({ source: 'rules', notice: MODEL_FAILED_NOTICE });
    expect(jobRequirementsSchema.safeParse(malformed.requirements).success).toBe(true);

    fake.answer({ status: 500 });
    expect(await proposeRequirements(ai, job)).toMatchObject({ source: 'rules', notice: MODEL_FAILED_NOTICE });
  });
});
