import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '@hirebase/shared';

export type SnippetPart = { text: string; match: boolean };

/**
 * Splits a search snippet on the server's highlight markers (\u0002 … \u0003) into plain and
 * matched parts. Unbalanced markers are tolerated; the markers never reach the page.
 */
export function splitSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let match = false;
  let current = '';
  const flush = () => {
    if (current) parts.push({ text: current, match });
    current = '';
  };
  for (const ch of snippet) {
    if (ch === HIGHLIGHT_START) {
      flush();
      match = true;
    } else if (ch === HIGHLIGHT_STOP) {
      flush();
      match = false;
    } else {
      current += ch;
    }
  }
  flush();
  return parts;
}

/** A snippet with matched words as <mark> elements: every part is rendered as text, never as HTML. */
export function Highlighted({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <span className={className}>
      {splitSnippet(snippet).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
