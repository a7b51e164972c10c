/** Education entries: institution, degree and (graduation) year. */
import { findYears } from './dates';
import type { Line } from './lines';
import type { FieldSource } from './source';

export type EducationEntry = {
  institution: string | null;
  degree: string | null;
  year: number | null;
  /** Where the learned tagger found the degree and institution (absent on entries the rules found). */
  sources?: { degree: FieldSource | null; institution: FieldSource | null };
};

export const DEGREE_ANY_CASE =
  /(?<![\p{L}])(?:bachelor'?s?|masters?'?s?|b\.?\s?tech|m\.?\s?tech|b\.\s?e\.?|m\.\s?e\.|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.\s?c\.\s?a|m\.\s?c\.\s?a|bca|mca|bba|mba|m\.b\.a|b\.b\.a|ph\.?\s?d|doctorate|doctor of|diploma|pgdm|pgdba|pgdca|post\s?graduat\w*|post graduate|higher secondary|senior secondary|secondary school|high school|hsc|ssc|sslc|matriculation|intermediate|associate'?s? (?:degree|of|in)|b\.?\s?pharm|m\.?\s?pharm|mbbs|llb|ll\.b|ll\.?m|b\.\s?ed|m\.\s?ed|b\.\s?a\.|m\.\s?a\.|b\.\s?s\.|m\.\s?s\.|a\.a\.|a\.s\.|10th|12th|ged|certificate (?:in|of|course)|degree in)(?![\p{L}])/iu;
const DEGREE_AS_WRITTEN = /(?<![\p{L}])(?:BS|MS|BA|MA|BE|ME|BSc|MSc|BScN|BSN|MSN|JD|MD|AA|AS|AAS|BFA|MFA|MPH|MPA|MSW|BEng|MEng|BTech|MTech|HND|GCSE|A-Levels?|XII|X)(?![\p{L}])/u;
export const INSTITUTION_WORDS =
  /\b(?:university|universit[éa]|college|institute|institution|school|academy|polytechnic|iit|nit|iiit|iim|bits|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|conservatory|seminary|faculty|campus|ecole|école|gymnasium|board)\b/i;
const NOT_DEGREE = /\b(?:certified|certification|course|training)\b/i;

// Secondary schooling (SSC, 12th, "… High School"): not a degree, and its school is not a college.
const SCHOOL_LEVEL = /(?<![\p{L}])(?:s\.?s\.?c|h\.?s\.?c|s\.?s\.?l\.?c|10th|12th|x|xii|class (?:x|xii|10|12)|std\.? ?(?:x|xii|10|12)|matriculation|higher secondary|senior secondary|secondary school|high school|intermediate|cbse|icse|puc|pre[- ]university)(?![\p{L}])/iu;
// "… School" at the end names a school, unless the words before it name a school of a university ("Harvard Law School", "Wharton School").
const SCHOOL_NAME =
  /\b(?:high school|higher secondary|secondary school|matriculation|vidyalaya|vidyalayam|convent|public school|model school|junior college)\b|(?<!\b(?:law|business|medical|medicine|graduate|management|engineering|design|art|arts|film|nursing|dental|divinity|music|drama|theology|wharton|economics|government|journalism|architecture|pharmacy|information|professional|product|ad|heinz|kellogg|booth|sloan|stern|ross|haas|tuck|fuqua|darden)\s)\bschool$/i;

export function isSchoolLevel(entry: EducationEntry): boolean {
  if (entry.degree) return SCHOOL_LEVEL.test(entry.degree) && !/\b(?:bachelor|master|b\.?\s?tech|degree|diploma)\b/i.test(entry.degree);
  return !!entry.institution && SCHOOL_NAME.test(entry.institution);
}

function isDegree(text: string): boolean {
  return DEGREE_ANY_CASE.test(text) || DEGREE_AS_WRITTEN.test(text);
}

export function extractEducation(lines: Line[]): EducationEntry[] {
  const scope = lines.filter((line) => line.section === 'education' && !line.isHeader);
  const entries: EducationEntry[] = [];
  const used = new Set<number>();
  scope.forEach((line, position) => {
    if (line.text.length > 160 || !isDegree(line.text) || (NOT_DEGREE.test(line.text) && !DEGREE_ANY_CASE.test(line.text))) return;
    used.add(position);
    const { degree, institution: sameLine } = splitDegreeLine(line.text);
    let institution = sameLine;
    const window: Line[] = [line];
    for (const offset of [-1, 1, 2, 3]) {
      const other = scope[position + offset];
      if (!other || (offset > 0 && isDegree(other.text) && !INSTITUTION_WORDS.test(other.text))) {
        if (offset > 0) break;
        continue;
      }
      // A date line just above the degree ("2003-2004  Diploma in …") belongs to it too.
      if (offset > 0 || (other.text.length <= 25 && findYears(other.text).length && !INSTITUTION_WORDS.test(other.text))) window.push(other);
      if (!institution && INSTITUTION_WORDS.test(other.text) && other.text.length <= 120 && !isDegree(other.text)) {
        institution = cleanInstitution(other.text);
        used.add(position + offset);
      }
    }
    if (!institution) {
      const next = scope[position + 1];
      if (next && next.text.length <= 80 && !isDegree(next.text) && !/\d{4}/.test(next.text) && /^[A-Z]/.test(next.text)) {
        institution = cleanInstitution(next.text);
        used.add(position + 1);
      }
    }
    const years = window.flatMap((item) => findYears(item.text)).filter((year) => year <= 2035);
    entries.push({ degree, institution, year: years.length ? Math.max(...years) : null });
  });
  scope.forEach((line, position) => {
    if (used.has(position) || !INSTITUTION_WORDS.test(line.text) || line.text.length > 100 || /^[•*\-–]/.test(line.text)) return;
    if (entries.some((entry) => entry.institution && line.text.includes(entry.institution))) return;
    const years = [line, scope[position + 1]].flatMap((item) => (item ? findYears(item.text) : []));
    entries.push({ degree: null, institution: cleanInstitution(line.text), year: years.length ? Math.max(...years) : null });
  });
  return entries.filter((entry) => (entry.degree || entry.institution) && !isSchoolLevel(entry));
}

/** "BS in Computer Science, Illinois State University, 2008" → degree and institution. */
function splitDegreeLine(text: string): { degree: string | null; institution: string | null } {
  const parts = text.split(/\s*[,|–—]\s*|\s+-\s+|\s+(?:from|at)\s+(?=[A-Z])/);
  const institutionPart = parts.find((part) => INSTITUTION_WORDS.test(part) && !isDegree(part));
  const degreeParts = parts.filter((part) => part !== institutionPart && isDegree(part));
  const degree = degreeParts[0] ?? parts[0] ?? null;
  return { degree: cleanDegree(degree), institution: institutionPart ? cleanInstitution(institutionPart) : null };
}

function cleanDegree(text: string | null): string | null {
  if (!text) return null;
  const cleaned = text
    .replace(/\(?\b(?:19|20)\d{2}\b\)?/g, '')
    .replace(/\b(?:gpa|cgpa|percentage)\b.*$/i, '')
    .replace(/^[•*\-–:\s]+|[•*\-–:,;.\s]+$/g, '')
    .trim();
  return cleaned.length >= 2 ? cleaned.slice(0, 120) : null;
}

function cleanInstitution(text: string): string | null {
  const cleaned = text
    .replace(/\s+[-–|]\s+.*$/, '')
    .replace(/\(?\b(?:19|20)\d{2}\b\)?/g, '')
    .replace(/^[•*\-–:\s]+|[•*\-–:,;\s]+$/g, '')
    .trim();
  return cleaned.length >= 2 ? cleaned.slice(0, 120) : null;
}
