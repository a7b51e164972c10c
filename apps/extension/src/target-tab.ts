/**
 * The tab the side panel captures: the active tab of its window, or the one its address names —
 * `?tab=<id>` or `?target=<url>` — when the panel page is opened in a tab of its own (how the
 * browser tests drive it, since automation cannot open Chrome's real side panel).
 */
export async function targetTab(search = location.search): Promise<chrome.tabs.Tab | null> {
  const params = new URLSearchParams(search);
  const id = Number(params.get('tab'));
  if (Number.isInteger(id) && id > 0) return chrome.tabs.get(id).catch(() => null);
  const url = params.get('target');
  if (url) return (await chrome.tabs.query({})).find((t) => t.url === url) ?? null;
  return (await chrome.tabs.query({ active: true, currentWindow: true }))[0] ?? null;
}
