/** /help-center's search params, parsed without the page's code. */
export type HelpCenterSearch = { q?: string | undefined; article?: string | undefined };

export function validateHelpCenterSearch(search: Record<string, unknown>): HelpCenterSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 200) : undefined;
  const article =
    typeof search.article === 'string' && /^[a-z0-9-]{1,80}$/.test(search.article) ? search.article : undefined;
  return { q, article };
}
