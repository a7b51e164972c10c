/**
 * The AI adapter for any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI's
 * compatible route, vLLM, llama.cpp's server, Ollama's /v1). The shape is asked for with a JSON
 * schema in `response_format` and checked again here, since not every server enforces it.
 */
import { z } from 'zod';
import type { AiConfig } from '../../lib/env';
import { AppError } from '../../lib/app-error';
import type { AiProvider, JsonRequest } from './ai';

type ChatAnswer = { choices?: { message?: { content?: unknown } }[] };

/** The JSON schema of a zod schema, describing the input it accepts. */
function jsonSchemaOf(schema: unknown): object {
  return z.toJSONSchema(schema as z.core.$ZodType, { io: 'input' });
}

export function createOpenAiCompatible(config: AiConfig): AiProvider {
  async function ask<T>(request: JsonRequest<T>): Promise<{ ok: true; value: T } | { ok: false; problem: string }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(request.timeoutMs ?? config.timeoutMs),
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.prompt },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, schema: jsonSchemaOf(request.schema) },
          },
        }),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new AppError('ai_failed', timedOut ? 'The AI endpoint did not answer in time' : 'The AI endpoint could not be reached');
    }
    if (!response.ok) {
      throw new AppError('ai_failed', `The AI endpoint answered ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as ChatAnswer | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { ok: false, problem: 'no message content' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      return { ok: false, problem: 'the content is not JSON' };
    }
    const checked = request.schema.safeParse(parsed);
    if (!checked.success) return { ok: false, problem: checked.error.issues[0]?.message ?? 'wrong shape' };
    return { ok: true, value: checked.data };
  }

  return {
    model: config.model,
    async completeJson(request) {
      const first = await ask(request);
      if (first.ok) return first.value;
      const second = await ask(request);
      if (second.ok) return second.value;
      throw new AppError('ai_failed', `The AI endpoint's answer did not have the expected shape (${second.problem})`);
    },
  };
}
