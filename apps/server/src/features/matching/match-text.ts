/** Reading titles, degrees and places the same way for jobs and for candidates. */
import type { EducationLevel, Seniority } from '@hirebase/shared';

// Words that name the same kind of role: a "developer" is an "engineer" for matching purposes.
const SYNONYMS: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  swe: 'engineer',
  sde: 'engineer',
  coder: 'engineer',
  backend: 'back-end',
  'back end': 'back-end',
  frontend: 'front-end',
  fullstack: 'full-stack',
  mgr: 'manager',
  exec: 'executive',
  rep: 'representative',
  accountant: 'accounting',
  analytics: 'analyst',
  analysis: 'analyst',
  nurse: 'nursing',
  rn: 'nursing',
  tester: 'test',
  testing: 'test',
  qa: 'test',
  administrator: 'admin',
  administration: 'admin',
  sr: 'senior',
  jr: 'junior',
};
const SENIORITY_WORDS = new Set(['senior', 'junior', 'lead', 'principal', 'staff', 'head', 'chief', 'intern', 'trainee', 'associate', 'entry', 'level', 'mid', 'ii', 'iii', 'iv', 'i']);
const FILLER = new Set(['of', 'and', 'the', 'a', 'an', 'in', 'for', 'at', 'to', '&', 'with']);

/** A title's role words, lower-cased and with synonyms folded: "Sr. Java Developer" → ["java", "engineer"]. */
export function titleTokens(title: string): string[] {
  const words = title
    .toLowerCase()
    .replace(/\b(back|front|full) (end|stack)\b/g, '$1-$2')
    .match(/[a-z0-9+#.-]+/g);
  return [...new Set((words ?? []).map((w) => w.replace(/^[.-]+|[.-]+$/g, '')).map((w) => SYNONYMS[w] ?? w).filter((w) => w && !FILLER.has(w) && !SENIORITY_WORDS.has(w)))];
}

/** How much of the wanted title's role words the candidate's title holds (0–1), the head noun counting double. */
export function titleSimilarity(wanted: string, actual: string): number {
  const want = titleTokens(wanted);
  const have = new Set(titleTokens(actual));
  if (want.length === 0 || have.size === 0) return 0;
  // The last word is usually the role (engineer, manager, analyst); it counts twice.
  let got = 0;
  let total = 0;
  want.forEach((w, i) => {
    const weight = i === want.length - 1 ? 2 : 1;
    total += weight;
    if (have.has(w)) got += weight;
  });
  return got / total;
}

const SENIORITY_PATTERNS: [RegExp, Seniority][] = [
  [/\b(intern|internship|trainee|apprentice)\b/i, 'intern'],
  [/\b(chief|vp|vice president|director|head of|cxo|cto|cfo|ceo|coo)\b/i, 'executive'],
  [/\b(lead|principal|staff|architect|manager)\b/i, 'lead'],
  [/\b(senior|sr\.?)(?![a-z])/i, 'senior'],
  [/\b(junior|jr\.?|entry[- ]level|graduate|associate|fresher)(?![a-z])/i, 'junior'],
];

/** The seniority a title states, or null when it states none. */
export function seniorityOf(title: string): Seniority | null {
  return SENIORITY_PATTERNS.find(([re]) => re.test(title))?.[1] ?? null;
}

const EDUCATION_PATTERNS: [RegExp, EducationLevel][] = [
  [/\b(ph\.?\s?d|doctorate|doctoral|doctor of)\b/i, 'doctorate'],
  [/\b(master'?s?|m\.?\s?tech|m\.?\s?sc|m\.?\s?s\.|mba|m\.b\.a|mca|m\.?\s?com|m\.?\s?e\.|msc|ms in|ma in|post\s?graduat\w*|pgdm|llm|msn|mph|meng)\b/i, 'master'],
  [/\b(bachelor'?s?|b\.?\s?tech|b\.?\s?e\.|b\.?\s?sc|bsc|b\.?\s?com|bca|bba|b\.?\s?a\.|b\.?\s?s\.|bs in|ba in|bs\/ba|ba\/bs|undergraduate degree|university degree|college degree|graduate degree|degree in|bsn|beng|mbbs|llb|b\.?\s?pharm)\b/i, 'bachelor'],
  [/\b(associate'?s? degree|associate of|a\.a\.|a\.s\.|diploma|polytechnic)\b/i, 'associate'],
  [/\b(high school|ged|secondary school|hsc|12th|higher secondary)\b/i, 'high_school'],
];

/** The degree level a piece of text names (its highest), or null when it names none. */
export function educationLevel(text: string): EducationLevel | null {
  return EDUCATION_PATTERNS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** The place words of a location: "Bengaluru, Karnataka, India" → ["bengaluru", "karnataka", "india"], with common aliases folded. */
export function placeTokens(location: string): string[] {
  const ALIASES: Record<string, string> = { bangalore: 'bengaluru', bombay: 'mumbai', madras: 'chennai', gurgaon: 'gurugram', nyc: 'new york', sf: 'san francisco', uk: 'united kingdom', usa: 'united states', us: 'united states' };
  return location
    .toLowerCase()
    .split(/[,/;|()]+|\s+-\s+/)
    .map((p) => p.replace(/\b(urban|rural|city|district)\b/g, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => ALIASES[p] ?? p);
}
