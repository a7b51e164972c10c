/**
 * The project's resume field extractor: plain text in, structured fields out. Pure and
 * deterministic (given `now`), no I/O; ~1–3 ms for a typical resume.
 */
import { extractEmails, extractPhones } from './contact';
import type { YearMonth } from './dates';
import { extractEducation } from './education';
import type { EducationEntry } from './education';
import { extractExperience, totalYears } from './experience';
import type { ExperienceEntry } from './experience';
import { toLines } from './lines';
import { extractLinks } from './links';
import type { Links } from './links';
import { extractLocation } from './location';
import { extractName } from './name';
import type { PersonName } from './name';
import { extractSkills, skillKind } from './skills';
import { taggedEducation, taggedExperience, taggedSkills } from './tagged-entries';
import { tag } from './tagger';
import type { CompiledTagger, TaggerModel } from './tagger';
import { defaultTagger } from './tagger-model';

export type { EducationEntry, ExperienceEntry, Links, PersonName };

export type ParsedResume = {
  name: PersonName;
  emails: string[];
  /** E.164 ('+919876543210') when the number validates, else its digits as written. */
  phones: string[];
  location: string | null;
  links: Links;
  /** Technical and job skills: canonical names from the skills vocabulary, in order of first mention. */
  skills: string[];
  /** Personal qualities and spoken languages the vocabulary knows ("Leadership", "French"), kept apart from skills. */
  softSkills: string[];
  /** In the order the resume lists them (usually most recent first). */
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Merged date spans of the experience entries, else an "N years of experience" statement. */
  totalYearsExperience: number | null;
  currentTitle: string | null;
  currentCompany: string | null;
};

export type ExtractOptions = {
  /** What 'present' means when adding up experience; defaults to the current month. */
  now?: Date;
  /** The tagger's weights; defaults to the committed model, `null` reads with the rules alone. */
  model?: TaggerModel | CompiledTagger | null;
};

export function extractFields(text: string, options: ExtractOptions = {}): ParsedResume {
  const lines = toLines(text);
  const { location, country } = extractLocation(lines);
  const model = options.model === undefined ? defaultTagger() : options.model;
  const spans = model ? tag(text, model) : [];
  // The tagger finds titles, companies, degrees and colleges; the rules stand in when it finds none.
  const tagged = taggedExperience(text, spans);
  const experience = tagged.length ? tagged : extractExperience(lines);
  const taggedStudies = taggedEducation(text, spans);
  const now = options.now ?? new Date();
  const nowMonth: YearMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const current = mostRecent(experience);
  // Ordinary words that name skills ("Research", "Sales") count in the skills section only.
  const skillLines = lines.filter((line) => line.section === 'skills' && !line.isHeader).map((line) => line.text);
  const mentioned = [...new Set([...extractSkills(text, { ordinaryWords: false }), ...extractSkills(skillLines.join('\n')), ...taggedSkills(spans)])];
  return {
    name: extractName(lines),
    emails: extractEmails(text),
    phones: extractPhones(text, country ? [country] : []),
    location,
    links: extractLinks(text),
    skills: mentioned.filter((skill) => skillKind(skill) === 'skill'),
    softSkills: mentioned.filter((skill) => skillKind(skill) !== 'skill'),
    experience,
    education: taggedStudies.length ? taggedStudies : extractEducation(lines),
    totalYearsExperience: totalYears(experience, text, nowMonth),
    currentTitle: current?.title ?? null,
    currentCompany: current?.company ?? null,
  };
}

/** The entry ending 'present' or latest, ties broken by the latest start; resume order otherwise. */
function mostRecent(entries: ExperienceEntry[]): ExperienceEntry | null {
  const rank = (entry: ExperienceEntry) => `${entry.end === 'present' ? '9999-99' : (entry.end ?? entry.start ?? '')}|${entry.start ?? ''}`;
  let best: ExperienceEntry | null = null;
  for (const entry of entries) {
    if (!best || rank(entry) > rank(best)) best = entry;
  }
  return best;
}
