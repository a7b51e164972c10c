import { z } from 'zod';
import { userRefSchema } from './common';

/** A note's body is plain text; `@[Name](user-id)` marks a mention of a teammate. */
export const noteInputSchema = z.object({ body: z.string().trim().min(1, 'Write something').max(10_000) });
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  mentions: z.array(userRefSchema),
  author: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const MENTION = /@\[([^\]\n]{1,80})\]\(([A-Za-z0-9-]{1,64})\)/g;
/** User ids mentioned in a note body, each once. */
export function mentionedUserIds(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION)].map((m) => m[2]!))];
}
