/**
 * The AI provider's public file. Without AI_BASE_URL there is no provider (null), and every AI
 * feature takes its built-in offline path; with it, the OpenAI-compatible adapter.
 */
import type { AiConfig } from '../../lib/env';
import type { AiProvider } from './ai';
import { createOpenAiCompatible } from './openai-compatible';

export type { AiProvider, JsonRequest } from './ai';

export function createAi(config: AiConfig | null): AiProvider | null {
  return config ? createOpenAiCompatible(config) : null;
}
