/**
 * A person from what read-page.ts found: schema.org Person in JSON-LD first, then microdata, then
 * an hCard, then an Open Graph profile. Null when the page has none of them; the side panel then
 * sends the page's visible text to the server's field extractor instead.
 */
import type { CapturedFields } from '@hirebase/shared';
import type { PageCard, PageReading } from './read-page';

export type CaptureSource = 'json-ld' | 'microdata' | 'hcard' | 'open-graph' | 'text' | 'resume';

export const SOURCE_LABEL: Record<CaptureSource, string> = {
  'json-ld': 'structured data (JSON-LD)',
  microdata: 'structured data (microdata)',
  hcard: 'an hCard',
  'open-graph': 'Open Graph tags',
  text: 'the page text',
  resume: 'a resume',
};

export const emptyFields = (): CapturedFields => ({
  first_name: null,
  last_name: null,
  headline: null,
  emails: [],
  phones: [],
  location: null,
  current_title: null,
  current_company: null,
  years_experience: null,
  skills: [],
  links: [],
  experience: [],
  education: [],
});

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v == null ? [] : [v]);
const text = (v: unknown): string | null => {
  if (typeof v === 'string') return v.replace(/\s+/g, ' ').trim() || null;
  if (typeof v === 'number') return String(v);
  if (isObject(v)) return text(v.name ?? v['@value']);
  return null;
};
const texts = (v: unknown) =>
  list(v)
    .map(text)
    .filter((s): s is string => !!s);
const isType = (node: Json, type: string) =>
  list(node['@type']).some((t) => typeof t === 'string' && t.replace(/^.*[/#]/, '') === type);
const stripScheme = (s: string) => s.replace(/^(mailto|tel):/i, '').trim();

/** Every Person in a JSON-LD document: top level, in @graph, or as a page's mainEntity. */
function personsIn(node: unknown, out: Json[] = [], depth = 0): Json[] {
  if (depth > 5) return out;
  for (const item of list(node)) {
    if (!isObject(item)) continue;
    if (isType(item, 'Person')) out.push(item);
    personsIn(item['@graph'], out, depth + 1);
    personsIn(item.mainEntity, out, depth + 1);
    personsIn(item.about, out, depth + 1);
  }
  return out;
}

export function linkKind(url: string): 'linkedin' | 'github' | 'portfolio' | 'other' {
  const host = (() => {
    try {
      return new URL(url).hostname.replace(/^www\./, '');
    } catch {
      return '';
    }
  })();
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) return 'linkedin';
  if (host === 'github.com') return 'github';
  return 'other';
}

const isWebUrl = (u: string) => /^https?:\/\//i.test(u);

function splitName(full: string | null): { first: string | null; last: string | null } {
  if (!full) return { first: null, last: null };
  const parts = full.split(' ');
  return parts.length === 1
    ? { first: parts[0]!, last: null }
    : { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

function place(...parts: (string | null | undefined)[]): string | null {
  const kept = [...new Set(parts.filter((p): p is string => !!p))];
  return kept.length ? kept.join(', ') : null;
}

function fromJsonLd(person: Json): CapturedFields {
  const name = splitName(text(person.name));
  const address = list(person.address).find(isObject);
  const work = list(person.worksFor).map(text).find(Boolean) ?? null;
  const occupations = list(person.hasOccupation).filter(isObject);
  const title = text(person.jobTitle) ?? occupations.map((o) => text(o.name)).find(Boolean) ?? null;
  const urls = [...texts(person.url), ...texts(person.sameAs)].filter(isWebUrl);
  return {
    ...emptyFields(),
    first_name: text(person.givenName) ?? name.first,
    last_name: text(person.familyName) ?? name.last,
    headline: text(person.description) ?? (title && work ? `${title} at ${work}` : title),
    emails: texts(person.email).map(stripScheme),
    phones: texts(person.telephone).map(stripScheme),
    location: address
      ? place(text(address.addressLocality), text(address.addressRegion), text(address.addressCountry))
      : typeof person.homeLocation === 'string'
        ? person.homeLocation
        : text(person.homeLocation),
    current_title: title,
    current_company: work,
    skills: [...texts(person.knowsAbout), ...texts(person.skills), ...occupations.flatMap((o) => texts(o.skills))],
    links: [...new Set(urls)].map((url) => ({ kind: linkKind(url), url })),
    experience: occupations.map((o) => ({
      title: text(o.name),
      company: text(o.hiringOrganization ?? o.worksFor) ?? work,
      start: text(o.startDate),
      end: text(o.endDate),
    })),
    education: list(person.alumniOf).map((a) => ({
      degree: isObject(a) ? text(a.educationalCredentialAwarded ?? a.degree) : null,
      school: text(a),
      end: isObject(a) ? text(a.endDate) : null,
    })),
  };
}

function fromCard(card: PageCard): CapturedFields {
  const name = splitName(card.name ?? null);
  const urls = [card.url, ...(card.sameAs ?? [])].filter((u): u is string => !!u && isWebUrl(u));
  return {
    ...emptyFields(),
    first_name: card.givenName || name.first,
    last_name: card.familyName || name.last,
    headline:
      card.description || (card.jobTitle && card.org ? `${card.jobTitle} at ${card.org}` : (card.jobTitle ?? null)),
    emails: card.email ? [card.email] : [],
    phones: card.telephone ? [card.telephone] : [],
    location: place(card.locality, card.region, card.country),
    current_title: card.jobTitle || null,
    current_company: card.org || null,
    skills: (card.skills ?? []).filter(Boolean),
    links: [...new Set(urls)].map((url) => ({ kind: linkKind(url), url })),
  };
}

function fromOpenGraph(og: Record<string, string>): CapturedFields | null {
  if (og['og:type'] !== 'profile') return null;
  const name = splitName(og['og:title'] ?? null);
  const first = og['profile:first_name'] || name.first;
  if (!first) return null;
  const url = og['og:url'];
  return {
    ...emptyFields(),
    first_name: first,
    last_name: og['profile:last_name'] || name.last,
    headline: og['og:description'] || null,
    links: url && isWebUrl(url) ? [{ kind: linkKind(url), url }] : [],
  };
}

const hasName = (f: CapturedFields) => !!f.first_name;

/** The person the page describes in structured data, and where they were found; null when there is none. */
export function structuredPerson(page: PageReading): { fields: CapturedFields; source: CaptureSource } | null {
  for (const block of page.jsonLd) {
    let doc: unknown;
    try {
      doc = JSON.parse(block);
    } catch {
      continue;
    }
    const person = personsIn(doc)[0];
    if (person) {
      const fields = fromJsonLd(person);
      if (hasName(fields)) return { fields, source: 'json-ld' };
    }
  }
  if (page.microdata) {
    const fields = fromCard(page.microdata);
    if (hasName(fields)) return { fields, source: 'microdata' };
  }
  if (page.hcard) {
    const fields = fromCard(page.hcard);
    if (hasName(fields)) return { fields, source: 'hcard' };
  }
  const og = fromOpenGraph(page.openGraph);
  return og ? { fields: og, source: 'open-graph' } : null;
}

/** The URL that identifies the person: a LinkedIn or GitHub link if found, else the page itself. */
export function profileUrlOf(fields: CapturedFields, pageUrl: string): string {
  return (
    fields.links.find((l) => l.kind === 'linkedin')?.url ??
    fields.links.find((l) => l.kind === 'github')?.url ??
    pageUrl
  );
}

/** A resume opened in the browser: a PDF or DOCX by its content type or its path. */
export function resumeKind(url: string, contentType?: string): 'pdf' | 'docx' | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  let path = '';
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    return null;
  }
  if (path.endsWith('.pdf')) return 'pdf';
  if (path.endsWith('.docx')) return 'docx';
  return null;
}
