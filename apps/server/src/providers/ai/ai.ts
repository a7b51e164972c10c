/** The AI endpoint's interface: one call that returns a value of a given shape, validated. */
import type { ZodType } from 'zod';

export type JsonRequest<T> = {
  system: string;
  prompt: string;
  /** Names the shape for the endpoint (letters, digits, `_` and `-`). */
  schemaName: string;
  schema: ZodType<T>;
  /** Defaults to AI_TIMEOUT_MS. */
  timeoutMs?: number;
};

export type AiProvider = {
  model: string;
  /**
   * Asks for a JSON value of `schema`'s shape. An answer that is not valid JSON of that shape is
   * asked for once more; after that, as on a timeout or an HTTP error, it throws AppError('ai_failed').
   */
  completeJson<T>(request: JsonRequest<T>): Promise<T>;
};
