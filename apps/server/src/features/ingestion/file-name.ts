const MAX_DISPLAY_NAME = 200;

/**
 * A file name that is safe to show (and to put in a Content-Disposition header): no path parts,
 * no control or bidirectional-override characters, no HTML-significant characters, at most 200
 * characters with the extension kept. It is for display only; stored names are server-generated.
 */
export function displayFileName(fileName: string): string {
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>"'`&]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!cleaned) return 'resume';
  if (cleaned.length <= MAX_DISPLAY_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_DISPLAY_NAME - extension.length).trimEnd() + extension;
}
