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

/**
 * The common headings' words in Spanish, French, German, Portuguese and Hindi (transliterated),
 * compared without accents ("Expérience" and "EXPERIENCE" alike). A heading is one of these
 * phrases, or a short line that looks like a heading (in capitals, or ending in a colon) and
 * holds one of their words ("EXPERIENCIA EN VENTAS", "Berufserfahrung und Praktika:").
 */
const FOREIGN_HEADINGS: [Section, string[]][] = [
  [
    'experience',
    [
      'experiencia', 'experiencia laboral', 'experiencia profesional', 'historial laboral', 'trayectoria profesional',
      'experience professionnelle', 'experiences professionnelles', 'parcours professionnel',
      'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang', 'praktische erfahrung', 'werdegang',
      'experiencia de trabalho', 'historico profissional',
      'anubhav', 'karya anubhav', 'kary anubhav', 'karyanubhav', 'vyavsayik anubhav', 'vyavasayik anubhav', 'naukri ka anubhav',
    ],
  ],
  [
    'education',
    [
      'educacion', 'formacion', 'formacion academica', 'estudios', 'titulacion',
      'formation', 'etudes', 'diplomes', 'parcours academique', 'formation academique',
      'ausbildung', 'bildung', 'bildungsweg', 'schulbildung', 'studium', 'akademischer werdegang', 'schul und berufsausbildung',
      'educacao', 'formacao', 'formacao academica', 'escolaridade',
      'shiksha', 'shaikshik yogyata', 'shaikshanik yogyata', 'shekshanik yogyata', 'shaikshik yogyataen', 'shiksha aur yogyata',
    ],
  ],
  [
    'skills',
    [
      'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'habilidades tecnicas', 'conocimientos informaticos',
      'competences', 'competences techniques', 'savoir faire', 'connaissances',
      'kenntnisse', 'fahigkeiten', 'kompetenzen', 'fachkenntnisse', 'it kenntnisse', 'edv kenntnisse',
      'competencias tecnicas', 'conhecimentos',
      'kaushal', 'kaushalya', 'dakshata', 'takniki kaushal', 'taknik kaushal',
    ],
  ],
  [
    'summary',
    [
      'resumen', 'perfil', 'perfil profesional', 'objetivo', 'objetivo profesional', 'sobre mi', 'extracto',
      'profil', 'objectif', 'a propos', 'profil professionnel',
      'zusammenfassung', 'uber mich', 'kurzprofil', 'berufsziel',
      'resumo', 'perfil profissional', 'sobre mim', 'objetivos',
      'saransh', 'uddeshya', 'parichay',
    ],
  ],
  [
    'other',
    [
      'idiomas', 'proyectos', 'certificaciones', 'referencias', 'intereses', 'datos personales', 'logros', 'premios', 'cursos', 'aficiones',
      'langues', 'projets', 'centres d interet', 'loisirs', 'informations personnelles', 'distinctions',
      'sprachen', 'sprachkenntnisse', 'projekte', 'zertifikate', 'hobbys', 'interessen', 'referenzen', 'personliche daten', 'weiterbildung',
      'projetos', 'certificacoes', 'interesses', 'referencias', 'dados pessoais', 'conquistas', 'cursos',
      'bhasha', 'bhashayen', 'bhashaen', 'pariyojana', 'pariyojanaen', 'vyaktigat vivaran', 'ruchiyan', 'uplabdhiyan', 'praman patra',
    ],
  ],
];

const FOREIGN_PHRASES = new Map(FOREIGN_HEADINGS.flatMap(([section, phrases]) => phrases.map((phrase) => [phrase, section] as const)));
// Hindi heading words that are also given names ("Anubhav", "Kaushal", "Shiksha") head a section only alone.
const ALSO_NAMES = new Set(['anubhav', 'shiksha', 'kaushal', 'kaushalya', 'dakshata', 'saransh', 'parichay', 'bhasha']);
// Words that name a section on their own, so a heading may add to them ("Experiencia en ventas").
const FOREIGN_WORDS = new Map(
  FOREIGN_HEADINGS.flatMap(([section, phrases]) => phrases.filter((phrase) => !phrase.includes(' ') && !ALSO_NAMES.has(phrase)).map((word) => [word, section] as const)),
);
const MAX_LOOK_WORDS = 5;

const MAX_HEADER_LENGTH = 50;

function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/** Which section a line heads, if it is a section header ("WORK EXPERIENCE", "Education:", "Formación académica"). */
export function headerSection(text: string): Section | null {
  const trimmed = text.replace(/^[\s•*\-–—=_#>|:]+|[\s\-–—=_|]+$/g, '');
  const cleaned = trimmed.replace(/[\s:]+$/, '').toLowerCase();
  if (!cleaned || cleaned.length > MAX_HEADER_LENGTH || /[.,;@]/.test(cleaned)) return null;
  for (const [section, regex] of HEADERS) {
    if (regex.test(cleaned)) return section;
  }
  const plain = withoutAccents(cleaned).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const phrase = FOREIGN_PHRASES.get(plain);
  if (phrase) return phrase;
  const words = plain.split(' ');
  const looksLikeHeading = (trimmed === trimmed.toUpperCase() && /\p{Lu}/u.test(trimmed)) || trimmed.endsWith(':');
  if (!looksLikeHeading || words.length > MAX_LOOK_WORDS) return null;
  for (const word of words) {
    const section = FOREIGN_WORDS.get(word);
    if (section) return section;
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
