export type NoteSegment = { type: 'text'; text: string } | { type: 'mention'; name: string; userId: string };

const MENTION = /@\[([^\]\n]{1,80})\]\(([A-Za-z0-9-]{1,64})\)/g;

/** Splits a note body into plain text and `@[Name](user-id)` mentions. */
export function parseNote(body: string): NoteSegment[] {
  const out: NoteSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION)) {
    const index = match.index;
    if (index > last) out.push({ type: 'text', text: body.slice(last, index) });
    out.push({ type: 'mention', name: match[1]!, userId: match[2]! });
    last = index + match[0].length;
  }
  if (last < body.length) out.push({ type: 'text', text: body.slice(last) });
  return out;
}

/** The text a mention is written as: brackets in a name would break the syntax, so they are dropped. */
export function mentionToken(name: string, userId: string): string {
  return `@[${name.replace(/[[\]\n]/g, '').slice(0, 80)}](${userId})`;
}

/** The `@query` being typed just before the caret, or null. */
export function activeMention(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(before);
  if (!match) return null;
  return { query: match[2]!, start: caret - match[2]!.length - 1 };
}

/** Replaces the `@query` at `start..caret` with the mention token and a space. */
export function insertMention(text: string, start: number, caret: number, name: string, userId: string) {
  const token = `${mentionToken(name, userId)} `;
  return { text: text.slice(0, start) + token + text.slice(caret), caret: start + token.length };
}

/** A note body as React text nodes (never HTML): mentions highlighted, line breaks kept. */
export function NoteBody({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parseNote(body).map((segment, i) =>
        segment.type === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <span key={i} className="rounded bg-primary/10 px-1 font-medium text-primary" data-user-id={segment.userId}>
            @{segment.name}
          </span>
        ),
      )}
    </p>
  );
}
