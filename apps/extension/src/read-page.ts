/**
 * What the side panel reads from the page in the active tab, on the recruiter's click only. The
 * function runs inside the page (chrome.scripting.executeScript serializes it), so it stands alone:
 * no imports, no outer variables. It returns raw material; fields.ts turns it into a person.
 */
export type PageCard = Partial<
  Record<
    | 'name'
    | 'givenName'
    | 'familyName'
    | 'jobTitle'
    | 'org'
    | 'email'
    | 'telephone'
    | 'locality'
    | 'region'
    | 'country'
    | 'url'
    | 'description',
    string
  >
> & {
  sameAs?: string[];
  skills?: string[];
};

export type PageReading = {
  url: string;
  title: string;
  contentType: string;
  /** The text of every application/ld+json script. */
  jsonLd: string[];
  /** The first schema.org Person in microdata. */
  microdata: PageCard | null;
  /** The first hCard (h-card or vcard). */
  hcard: PageCard | null;
  /** og:* and profile:* meta properties. */
  openGraph: Record<string, string>;
  /** The page's visible text, for the field extractor when nothing structured is found. */
  text: string;
};

export const PAGE_TEXT_MAX_CHARS = 100_000;

export function readPage(): PageReading {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const valueOf = (el: Element): string => {
    if (el instanceof HTMLMetaElement) return clean(el.content);
    if (el instanceof HTMLAnchorElement || el instanceof HTMLLinkElement) {
      const href = el.getAttribute('href') ?? '';
      return /^mailto:|^tel:/i.test(href) ? clean(href.replace(/^mailto:|^tel:/i, '')) : el.href;
    }
    if (el instanceof HTMLTimeElement) return clean(el.dateTime || el.textContent);
    return clean(el.textContent);
  };

  const people = document.querySelector('[itemscope][itemtype*="schema.org/Person"]');
  let microdata: PageCard | null = null;
  if (people) {
    const card: PageCard = {};
    const own = [...people.querySelectorAll('[itemprop]')].filter(
      (el) => el.parentElement?.closest('[itemscope]') === people,
    );
    const nested = (prop: string, inner: string) => {
      const scope = people.querySelector(`[itemprop~="${prop}"][itemscope]`);
      const el = scope?.querySelector(`[itemprop~="${inner}"]`);
      return el ? valueOf(el) : undefined;
    };
    for (const el of own) {
      const props = (el.getAttribute('itemprop') ?? '').split(/\s+/);
      if (el.hasAttribute('itemscope')) continue;
      for (const p of props) {
        if (p === 'sameAs') card.sameAs = [...(card.sameAs ?? []), valueOf(el)];
        else if (p === 'knowsAbout' || p === 'skills') card.skills = [...(card.skills ?? []), valueOf(el)];
        else if (
          ['name', 'givenName', 'familyName', 'jobTitle', 'email', 'telephone', 'url', 'description'].includes(p)
        )
          (card as Record<string, string>)[p] ??= valueOf(el);
        else if (p === 'worksFor') card.org ??= valueOf(el);
      }
    }
    card.org ??= nested('worksFor', 'name');
    card.locality = nested('address', 'addressLocality');
    card.region = nested('address', 'addressRegion');
    card.country = nested('address', 'addressCountry');
    microdata = card;
  }

  const hcardRoot = document.querySelector('.h-card, .vcard');
  let hcard: PageCard | null = null;
  if (hcardRoot) {
    // Microformats: p-* properties are text even on a link; u-* (and the classic url/email) are its address.
    const pick = (...classes: string[]) => {
      for (const c of classes) {
        const el = hcardRoot.querySelector(`.${c}`);
        if (el)
          return c.startsWith('u-') || c === 'url' || c === 'email'
            ? valueOf(el)
            : clean(el instanceof HTMLMetaElement ? el.content : el.textContent);
      }
      return undefined;
    };
    hcard = {
      name: pick('p-name', 'fn'),
      givenName: pick('p-given-name', 'given-name'),
      familyName: pick('p-family-name', 'family-name'),
      jobTitle: pick('p-job-title', 'title'),
      org: pick('p-org', 'org'),
      email: pick('u-email', 'email'),
      telephone: pick('p-tel', 'tel'),
      locality: pick('p-locality', 'locality'),
      region: pick('p-region', 'region'),
      country: pick('p-country-name', 'country-name'),
      url: pick('u-url', 'url'),
      description: pick('p-note', 'note'),
      skills: [...hcardRoot.querySelectorAll('.p-skill, .p-category')].map(valueOf).filter(Boolean),
    };
  }

  const openGraph: Record<string, string> = {};
  for (const meta of document.querySelectorAll('meta[property^="og:"], meta[property^="profile:"]')) {
    const key = meta.getAttribute('property')!;
    openGraph[key] ??= clean(meta.getAttribute('content'));
  }

  return {
    url: location.href,
    title: document.title,
    contentType: document.contentType,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    microdata,
    hcard,
    openGraph,
    text: (document.body?.innerText ?? '').slice(0, 100_000),
  };
}
