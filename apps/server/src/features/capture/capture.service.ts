/**
 * What the browser extension asks of the server while a recruiter captures a person: who in the
 * organization already is this person (by email, phone or profile URL), and the fields the resume
 * extractor finds in a page's visible text when the page carries no structured data.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CaptureMatch, CapturedFields } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { candidateIdentities, candidates } from '../../db/schema';
import { normalizeEmail, normalizePhone } from '../candidates/identities';
import { toResumeFields } from '../ingestion/resume-fields';

const MATCHES_LIMIT = 10;

/**
 * One profile URL as compared: scheme, "www.", query, fragment and trailing slashes set aside, host
 * lower-cased ("https://www.LinkedIn.com/in/ada/?trk=x" = "http://linkedin.com/in/ada").
 */
export function profileUrlKey(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.host.toLowerCase().replace(/^www\./, '');
  const path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  return `${host}${path}`;
}

/** The SQL form of `profileUrlKey` over one stored link's URL. */
const storedUrlKey = sql`regexp_replace(regexp_replace(lower(split_part(split_part(split_part(l->>'url', '#', 1), '?', 1), '://', 2)), '^www\\.', ''), '/+$', '')`;

export async function lookupCaptured(
  db: Db,
  { orgId, emails, phones, profileUrls }: { orgId: string; emails: string[]; phones: string[]; profileUrls: string[] },
): Promise<CaptureMatch[]> {
  const emailValues = [...new Set(emails.map(normalizeEmail).filter(Boolean))];
  const phoneValues = [...new Set(phones.map(normalizePhone).filter((p) => p.length >= 5))];
  // Hosts compare case-blind; paths as written, except that the SQL side lower-cases the whole URL,
  // so the keys are lower-cased here too (profile paths are case-blind on the sites that matter).
  const urlKeys = [
    ...new Set(
      profileUrls
        .map(profileUrlKey)
        .filter((k): k is string => !!k)
        .map((k) => k.toLowerCase()),
    ),
  ];
  const matched = new Map<string, Set<CaptureMatch['matched_on'][number]>>();
  const mark = (id: string, on: CaptureMatch['matched_on'][number]) =>
    matched.set(id, (matched.get(id) ?? new Set()).add(on));

  const identities = [...emailValues, ...phoneValues];
  if (identities.length > 0) {
    const held = await db
      .select({ id: candidateIdentities.candidateId, kind: candidateIdentities.kind })
      .from(candidateIdentities)
      .innerJoin(candidates, eq(candidates.id, candidateIdentities.candidateId))
      .where(
        and(
          eq(candidateIdentities.orgId, orgId),
          isNull(candidates.mergedIntoId),
          inArray(candidateIdentities.value, identities),
        ),
      )
      .limit(MATCHES_LIMIT * identities.length);
    for (const row of held) mark(row.id, row.kind);
  }
  if (urlKeys.length > 0) {
    const byUrl = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.orgId, orgId),
          isNull(candidates.mergedIntoId),
          sql`exists (select 1 from jsonb_array_elements(${candidates.links}) l where ${storedUrlKey} in (${sql.join(
            urlKeys.map((k) => sql`${k}`),
            sql`, `,
          )}))`,
        ),
      )
      .limit(MATCHES_LIMIT);
    for (const row of byUrl) mark(row.id, 'profile_url');
  }
  const ids = [...matched.keys()].slice(0, MATCHES_LIMIT);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      currentTitle: candidates.currentTitle,
      currentCompany: candidates.currentCompany,
    })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), inArray(candidates.id, ids)));
  const order: CaptureMatch['matched_on'] = ['email', 'phone', 'profile_url'];
  return rows
    .map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      current_title: r.currentTitle,
      current_company: r.currentCompany,
      matched_on: order.filter((o) => matched.get(r.id)!.has(o)),
    }))
    .sort((a, b) => b.matched_on.length - a.matched_on.length || a.name.localeCompare(b.name));
}

/** The resume extractor's fields from a page's visible text, in the shape the extension edits. */
export function extractCaptured(text: string): CapturedFields {
  const fields = toResumeFields(text);
  const { parsed } = fields;
  return {
    first_name: fields.firstName,
    last_name: fields.lastName,
    headline:
      parsed.currentTitle && parsed.currentCompany
        ? `${parsed.currentTitle} at ${parsed.currentCompany}`
        : parsed.currentTitle,
    emails: fields.emails,
    phones: fields.phones,
    location: fields.location,
    current_title: fields.currentTitle,
    current_company: fields.currentCompany,
    years_experience: fields.yearsExperience,
    skills: fields.skills,
    links: fields.links,
    experience: parsed.experience.map((e) => ({ title: e.title, company: e.company, start: e.start, end: e.end })),
    education: parsed.education.map((e) => ({
      degree: e.degree,
      school: e.institution,
      end: e.year == null ? null : String(e.year),
    })),
  };
}
