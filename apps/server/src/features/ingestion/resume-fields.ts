/** Maps the field extractor's output onto what a candidate record holds. */
import { extractFields, type ParsedResume } from './fields/extract-fields';
import type { ResumeFields } from './resume-candidate';

export function toResumeFields(text: string): ResumeFields & { parsed: ParsedResume } {
  const parsed = extractFields(text);
  const { links } = parsed;
  return {
    firstName: parsed.name?.first ?? null,
    lastName: parsed.name?.last ?? null,
    emails: parsed.emails,
    phones: parsed.phones,
    location: parsed.location,
    currentTitle: parsed.currentTitle,
    currentCompany: parsed.currentCompany,
    yearsExperience: parsed.totalYearsExperience == null ? null : Math.round(parsed.totalYearsExperience * 10) / 10,
    // The record's skill tags keep personal qualities and spoken languages too: recruiters search for them.
    skills: [...parsed.skills, ...parsed.softSkills],
    links: [
      ...(links.linkedin ? [{ kind: 'linkedin', url: links.linkedin }] : []),
      ...(links.github ? [{ kind: 'github', url: links.github }] : []),
      ...links.portfolio.map((url) => ({ kind: 'portfolio', url })),
    ],
    parsed,
  };
}
