/**
 * The built-in reading of a job into requirements: skills from the vocabulary, sorted into must-have
 * and nice-to-have by the section or sentence they appear in; years and degree from their usual
 * phrasings; seniority and relevant titles from the job title; location and remote policy from the
 * job's fields. No model, no network: the same job always gives the same proposal.
 */
import { DEFAULT_FACTOR_WEIGHTS, type EducationLevel, type JobRequirementsInput, type Seniority } from '@hirebase/shared';
import { extractSkills } from '../ingestion/fields/skills';
import { educationLevel, seniorityOf, titleTokens } from './match-text';
import { normalizeSkill } from './skill-relations';

export type JobForRequirements = {
  title: string;
  description: string;
  location: string | null;
  workplace: 'onsite' | 'remote' | 'hybrid';
  experienceMin: number | null;
  experienceMax: number | null;
  requiredSkills: string[];
  niceToHaveSkills: string[];
};

type Kind = 'must' | 'nice' | 'neutral';

const MUST_HEADING = /\b(requirements?|required|must[- ]haves?|qualifications|what you(?:'ll)? (?:need|bring)|you have|who you are|essential|skills)\b/i;
const NICE_HEADING = /\b(nice[- ]to[- ]haves?|bonus|preferred|plus|desirable|good to have|extra credit)\b/i;
const NEUTRAL_HEADING = /\b(responsibilities|what you(?:'ll)? do|about (?:us|the (?:role|team|company))|benefits|perks|we offer|the role)\b/i;
const NICE_LINE = /\b(nice to have|a plus|is a plus|are a plus|preferred|bonus|familiarity|exposure to|ideally|desirable|good to have)\b/i;
const MUST_LINE = /\b(must|required|requires|strong|proficien\w*|expert\w*|solid|deep|hands[- ]on|proven|essential)\b/i;
const LANGUAGES = new Set(['English', 'Hindi', 'French', 'Spanish', 'German', 'Mandarin', 'Arabic']);
const STOPWORDS = new Set(
  'a an and are as at be by for from has have in is it of on or our that the their this to we will with you your who what which about all also any can do more other such than them they into over per should would across within work working team teams role company years year experience using use'.split(' '),
);

/** The description's text, one line per block element, with headings kept as their own lines. */
export function descriptionLines(html: string): string[] {
  const text = html
    .replace(/<\/(p|h2|h3|li|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const isHeading = (line: string) => line.length <= 60 && (/:$/.test(line) || !/[.,;]/.test(line)) && line.split(' ').length <= 7;

/** Each line with the kind of section it is in and the kind its own wording suggests. */
function classify(lines: string[]): { line: string; kind: Kind }[] {
  let section: Kind = 'neutral';
  return lines.map((line) => {
    if (isHeading(line)) {
      if (NICE_HEADING.test(line)) section = 'nice';
      else if (MUST_HEADING.test(line)) section = 'must';
      else if (NEUTRAL_HEADING.test(line)) section = 'neutral';
    }
    const own: Kind = NICE_LINE.test(line) ? 'nice' : MUST_LINE.test(line) ? 'must' : 'neutral';
    return { line, kind: own === 'nice' ? 'nice' : section === 'neutral' ? own : section };
  });
}

const YEAR_RANGE = /(\d{1,2})\s*(?:\+\s*)?(?:-|–|to)\s*(\d{1,2})\s*\+?\s*(?:years|yrs)/i;
const YEAR_MIN = /(?:(?:at least|minimum(?: of)?|min\.?)\s*)?(\d{1,2})\s*\+?\s*(?:years|yrs)/i;

/** The first "N–M years" or "N+ years" statement of the description. */
export function yearsOf(lines: string[]): { min: number | null; max: number | null } {
  for (const line of lines) {
    const range = YEAR_RANGE.exec(line);
    if (range && Number(range[1]) <= Number(range[2])) return { min: Number(range[1]), max: Number(range[2]) };
    const min = YEAR_MIN.exec(line);
    if (min && Number(min[1]) <= 30 && /experience|exp\b|background|track record/i.test(line)) return { min: Number(min[1]), max: null };
  }
  return { min: null, max: null };
}

/** The lowest degree the description names ("BSc or Master's preferred" asks for a bachelor's). */
function educationOf(lines: string[]): EducationLevel {
  const levels = lines.flatMap((line) => line.split(/\bor\b|,|\//i)).map(educationLevel).filter((l): l is EducationLevel => l !== null);
  const order = ['high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
  return order.find((level) => levels.includes(level)) ?? 'none';
}

/** The words the title and the requirement lines repeat that are neither skills nor filler. */
function keywordsOf(title: string, lines: string[], skills: Set<string>): string[] {
  const counts = new Map<string, number>();
  for (const word of lines.join(' ').toLowerCase().match(/[a-z][a-z+#.-]{2,}/g) ?? []) {
    const w = word.replace(/[.-]+$/, '');
    if (STOPWORDS.has(w) || skills.has(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const fromTitle = titleTokens(title).filter((w) => !skills.has(w));
  const repeated = [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  return [...new Set([...fromTitle, ...repeated])].slice(0, 12);
}

/** The job title without its seniority words: "Senior Backend Engineer (Payments)" → "Backend Engineer". */
function baseTitle(title: string): string {
  return title
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(senior|sr\.?|junior|jr\.?|lead|principal|staff|head of|intern|trainee|associate|entry[- ]level|mid[- ]level|i{1,3}|iv)\b/gi, ' ')
    .replace(/[-–,/|]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function seniorityFor(title: string, minYears: number | null): Seniority | null {
  const fromTitle = seniorityOf(title);
  if (fromTitle) return fromTitle;
  if (minYears == null) return null;
  return minYears >= 8 ? 'senior' : minYears >= 3 ? 'mid' : 'junior';
}

/**
 * Abbreviations the vocabulary reads one way that a field's postings use for something else: in a
 * clinical posting "GCP" is Good Clinical Practice, not Google Cloud.
 */
const OTHER_MEANINGS = [{ skill: 'Google Cloud', written: /\bGCP\b/, spelledOut: /\bgoogle cloud\b/i, field: /\b(clinical|patients?|trials?|ICH|pharma\w*|medical)\b/i }];

/** The vocabulary's skills in a line, less those named only by an abbreviation the job's field uses otherwise. */
function skillsIn(line: string, jobText: string): string[] {
  const found = extractSkills(line);
  const dropped = OTHER_MEANINGS.filter((m) => found.includes(m.skill) && m.field.test(jobText) && m.written.test(line) && !m.spelledOut.test(line)).map((m) => m.skill);
  return dropped.length ? found.filter((skill) => !dropped.includes(skill)) : found;
}

/** The rule-based proposal for a job. */
export function extractRequirements(job: JobForRequirements): JobRequirementsInput {
  const lines = descriptionLines(job.description);
  const classified = classify(lines);
  const jobText = `${job.title}\n${lines.join('\n')}`;
  const must = new Map<string, number>();
  const nice = new Map<string, number>();
  for (const s of job.requiredSkills) must.set(normalizeSkill(s).name, 3);
  for (const s of job.niceToHaveSkills) if (!must.has(normalizeSkill(s).name)) nice.set(normalizeSkill(s).name, 1);
  for (const skill of skillsIn(job.title, jobText)) if (!nice.has(skill)) must.set(skill, 3);
  for (const { line, kind } of classified) {
    for (const skill of skillsIn(line, jobText)) {
      if (must.has(skill) || nice.has(skill)) {
        // A skill named again in a requirements line weighs more.
        if (kind === 'must' && must.has(skill)) must.set(skill, Math.min(5, must.get(skill)! + 1));
        continue;
      }
      if (kind === 'must') must.set(skill, 3);
      else nice.set(skill, kind === 'nice' ? 1 : 2);
    }
  }
  const languages = [...must.keys(), ...nice.keys()].filter((s) => LANGUAGES.has(s));
  for (const l of languages) {
    must.delete(l);
    nice.delete(l);
  }
  const years = job.experienceMin != null || job.experienceMax != null ? { min: job.experienceMin, max: job.experienceMax } : yearsOf(lines);
  const base = baseTitle(job.title);
  const skillWords = new Set([...must.keys(), ...nice.keys()].map((s) => s.toLowerCase()));
  const toList = (m: Map<string, number>) => [...m].slice(0, 30).map(([name, weight]) => ({ name, weight }));
  return {
    must_have_skills: toList(must),
    nice_to_have_skills: toList(nice),
    min_years: years.min,
    max_years: years.max != null && years.min != null && years.max < years.min ? null : years.max,
    seniority: seniorityFor(job.title, years.min),
    titles: [...new Set([job.title.trim(), base].filter((t) => t.length > 0))].slice(0, 10).map((t) => t.slice(0, 100)),
    locations: job.location ? [job.location.slice(0, 100)] : [],
    remote: job.workplace,
    education: educationOf(lines),
    languages,
    keywords: keywordsOf(job.title, classified.filter((l) => l.kind !== 'neutral').map((l) => l.line), skillWords),
    weights: { ...DEFAULT_FACTOR_WEIGHTS },
  };
}
