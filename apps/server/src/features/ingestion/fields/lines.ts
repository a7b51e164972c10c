/** Lines and sections of resume text. */

export type Section = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'other';
export type Line = { text: string; section: Section; index: number; isHeader: boolean };

const HEADERS: [Section, RegExp][] = [
  ['experience', /^(?:(?:work|working|professional|employment|career|job|relevant|industry|industrial|teaching|clinical|sales|legal|previous|related)\s+)?experience(?:\s*(?:&|and|\/)\s*\w+(?: \w+)?)?$|^(?:employment|work|career|job|professional|working)\s+(?:history|record|background|summary)$|^employment$|^experience summary$|^internships?$|^career experience\/job history$|^positions? held$/],
  ['education', /^(?:education|academics?|academic (?:qualifications?|background|credentials|profile|details|record)|educational (?:qualifications?|details|background|history|profile)|education (?:and|&) (?:training|certifications?|qualifications?)|qualifications?|educational qualification|scholastic (?:profile|record)|education details|education\/qualifications?)$/],
  ['skills', /^(?:(?:technical|key|core|professional|it|computer|relevant|additional|software|special|job specific|other)\s+)?(?:skills?|skill ?set|competenc(?:ies|e)|expertise|proficienc(?:y|ies))(?:\s*(?:&|and)\s*(?:abilities|tools|technologies|qualifications|competencies|expertise))?$|^areas? of expertise$|^technical (?:proficiency|summary|expertise)$|^skills summary$|^tools(?: (?:&|and) technologies)?$|^technologies$/],
  ['summary', /^(?:(?:professional|career|executive)\s+)?(?:summary|profile|objective|overview)(?: of qualifications)?$|^about me$|^summary of (?:qualifications|skills)$|^career objective$/],
  ['other', /^(?:projects?|academic projects|personal projects|certifications?|certificates?|certifications\/licenses|licenses?|awards?|achievements?|accomplishments|selected accomplishments|honou?rs|languages?|interests|hobbies|references?|personal (?:details|information|profile)|links|additional information|declaration|activities|extra[- ]curricular activities|publications|volunteer(?:ing| experience| work)?|affiliations|memberships|trainings?|courses|workshops|strengths|contact|contact information|military service)$/],
];

const MAX_HEADER_LENGTH = 50;

/** Which section a line heads, if it is a section header ("WORK EXPERIENCE", "Education:"). */
export function headerSection(text: string): Section | null {
  const cleaned = text.replace(/^[\s•*\-–—=_#>|:]+|[\s:\-–—=_|]+$/g, '').toLowerCase();
  if (!cleaned || cleaned.length > MAX_HEADER_LENGTH || /[.,;@]/.test(cleaned)) return null;
  for (const [section, regex] of HEADERS) {
    if (cleaned !== '' && regex.test(cleaned)) return section;
  }
  return null;
}

/**
 * Splits text into lines. Runs of 2+ spaces (or tabs) also split: they are column gaps, and in
 * text whose line breaks were lost they are where the breaks were.
 */
export function toLines(text: string): Line[] {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => line.split(/ {2,}|\t+/))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const lines: Line[] = [];
  let section: Section = 'header';
  for (const text of raw) {
    const header = headerSection(text);
    if (header) section = header;
    lines.push({ text, section, index: lines.length, isHeader: header !== null });
  }
  return lines;
}
