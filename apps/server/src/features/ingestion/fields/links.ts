/** LinkedIn, GitHub and other profile links. */

export type Links = { linkedin: string | null; github: string | null; portfolio: string[] };

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+|\b(?:linkedin\.com|github\.com|behance\.net|dribbble\.com|gitlab\.com|medium\.com|stackoverflow\.com|kaggle\.com)\/[^\s<>"'()]+/gi;
// Job-board copies of the resume, mail and document hosts are not the candidate's portfolio.
const NOT_PORTFOLIO = /(?:^|\.)(?:indeed\.com|google\.com|gmail\.com|yahoo\.com|outlook\.com|hotmail\.com|facebook\.com|twitter\.com|x\.com|instagram\.com|youtube\.com|naukri\.com|monster\.com|w3\.org|schemas\.openxmlformats\.org)$/i;
const MAX_PORTFOLIO = 5;

export function extractLinks(text: string): Links {
  let linkedin: string | null = null;
  let github: string | null = null;
  const portfolio: string[] = [];
  for (const match of text.matchAll(URL)) {
    const url = normalizeUrl(match[0]);
    if (!url) continue;
    const { hostname, pathname } = new globalThis.URL(url);
    const host = hostname.replace(/^www\./, '');
    if (/(?:^|\.)linkedin\.com$/.test(host)) {
      if (!linkedin && /^\/(?:in|pub)\/[^/]+/.test(pathname)) linkedin = url;
    } else if (host === 'github.com') {
      if (!github && /^\/[^/]+\/?$/.test(pathname)) github = url;
      else if (!github && /^\/[^/]+\/[^/]+/.test(pathname)) github = `https://github.com${pathname.split('/').slice(0, 2).join('/')}`;
    } else if (!NOT_PORTFOLIO.test(host) && portfolio.length < MAX_PORTFOLIO && !portfolio.includes(url)) {
      portfolio.push(url);
    }
  }
  return { linkedin, github, portfolio };
}

function normalizeUrl(raw: string): string | null {
  const trimmed = raw.replace(/[.,;:!?\]}>]+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new globalThis.URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.')) return null;
    url.protocol = 'https:';
    url.hash = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return null;
  }
}
