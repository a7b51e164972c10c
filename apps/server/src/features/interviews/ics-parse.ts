/**
 * Reads an iCalendar text back into properties: used by tests to check what invites and feeds say
 * the way a calendar client would read them (unfolded lines, unescaped TEXT).
 */

export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type ParsedEvent = { props: Record<string, string>; all: IcsProperty[] };
export type ParsedCalendar = { props: Record<string, string>; events: ParsedEvent[]; lines: string[] };

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** NAME;P=V;P2="V":VALUE — a colon inside a quoted parameter is not the separator. */
function parseLine(line: string): IcsProperty {
  let i = 0;
  let quoted = false;
  for (; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ':' && !quoted) break;
  }
  const head = line.slice(0, i);
  const value = line.slice(i + 1);
  const [name, ...rawParams] = head.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params = Object.fromEntries(
    rawParams.map((p) => {
      const eq = p.indexOf('=');
      return [p.slice(0, eq).toUpperCase(), p.slice(eq + 1).replace(/^"|"$/g, '')];
    }),
  );
  return { name: (name ?? '').toUpperCase(), params, value };
}

const TEXT_PROPS = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'X-WR-CALNAME']);

export function parseCalendar(text: string): ParsedCalendar {
  if (/[^\r]\n/.test(text)) throw new Error('iCalendar lines must end with CRLF');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const cal: ParsedCalendar = { props: {}, events: [], lines };
  let event: ParsedEvent | null = null;
  for (const line of lines) {
    const prop = parseLine(line);
    if (TEXT_PROPS.has(prop.name)) prop.value = unescapeText(prop.value);
    if (prop.name === 'BEGIN' && prop.value === 'VEVENT') event = { props: {}, all: [] };
    else if (prop.name === 'END' && prop.value === 'VEVENT' && event) {
      cal.events.push(event);
      event = null;
    } else if (event) {
      event.all.push(prop);
      event.props[prop.name] ??= prop.value;
    } else if (prop.name !== 'BEGIN' && prop.name !== 'END') cal.props[prop.name] = prop.value;
  }
  return cal;
}
