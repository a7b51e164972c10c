import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../../lib/env';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createAi } from '.';

const shape = z.object({ questions: z.array(z.object({ text: z.string().min(1), points: z.number().int().positive() })).min(1) });
const request = { system: 'You write screening questions.', prompt: 'Two questions on SQL.', schemaName: 'questions', schema: shape };
const valid = { content: JSON.stringify({ questions: [{ text: 'What does a LEFT JOIN return?', points: 2 }] }) };

describe('the OpenAI-compatible AI adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const ai = () => createAi(loadEnv({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '20000', DATA_DIR: '/tmp/hirebase-ai-test' }).ai)!;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  it('is off without AI_BASE_URL, and needs a model with one', () => {
    expect(createAi(loadEnv({ DATA_DIR: '/tmp/hirebase-ai-test' }).ai)).toBeNull();
    expect(() => loadEnv({ AI_BASE_URL: 'http://127.0.0.1:1/v1', DATA_DIR: '/tmp/hirebase-ai-test' })).toThrow(/AI_MODEL/);
    expect(() => loadEnv({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm', DATA_DIR: '/tmp/hirebase-ai-test' })).toThrow(/AI_BASE_URL/);
  });

  it('asks with the key, the model and the JSON schema, and returns the validated value', async () => {
    fake.answer(valid);
    const before = fake.requests.length;
    await expect(ai().completeJson(request)).resolves.toEqual({ questions: [{ text: 'What does a LEFT JOIN return?', points: 2 }] });
    const sent = fake.requests[before]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'questions', schema: { type: 'object' } } });
  });

  it('asks once more after a malformed answer, and then reports it', async () => {
    fake.answer({ content: 'not json' }, valid);
    await expect(ai().completeJson(request)).resolves.toMatchObject({ questions: [{ points: 2 }] });
    fake.answer({ content: '{"questions": []}' }, { content: '{"questions": [{"text": "", "points": 0}]}' });
    await expect(ai().completeJson(request)).rejects.toMatchObject({ code: 'ai_failed', status: 502 });
  });

  it('reports a slow endpoint and an HTTP error as ai_failed', async () => {
    fake.answer({ delayMs: 3_000, content: valid.content });
    await expect(ai().completeJson({ ...request, timeoutMs: 200 })).rejects.toMatchObject({ code: 'ai_failed', message: 'The AI endpoint did not answer in time' });
    fake.answer({ status: 429 });
    await expect(ai().completeJson(request)).rejects.toMatchObject({ code: 'ai_failed', message: 'The AI endpoint answered 429' });
  });
});
