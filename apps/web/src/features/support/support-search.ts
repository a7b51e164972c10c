/** /support's search params, parsed without the page's code. */
export type SupportSearch = { ticket?: string | undefined; from?: string | undefined };

export function validateSupportSearch(search: Record<string, unknown>): SupportSearch {
  const ticket = typeof search.ticket === 'string' && /^[\w-]{1,64}$/.test(search.ticket) ? search.ticket : undefined;
  const from =
    typeof search.from === 'string' && search.from.startsWith('/') && !search.from.startsWith('//')
      ? search.from.slice(0, 500)
      : undefined;
  return { ticket, from };
}
