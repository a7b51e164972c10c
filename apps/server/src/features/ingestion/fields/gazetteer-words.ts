/**
 * Word lists the resume tagger reads as gazetteer features (a word's membership is a feature; the
 * model learns how much it counts). Source: written for this project from general knowledge of how
 * employers, job titles and degrees are named in English-language resumes; no list was copied
 * from elsewhere. Licence: the repository's own. Words are compared in lower case, without a final
 * full stop ("Ltd." is "ltd").
 */

/** Legal forms that end a company's name ("Infosys Limited", "Acme, Inc.", "Bosch GmbH"). */
const LEGAL_FORMS = [
  'ltd', 'limited', 'inc', 'incorporated', 'llc', 'llp', 'lp', 'l.p', 'plc', 'corp', 'corporation', 'co', 'pvt', 'private',
  'gmbh', 'ag', 'kg', 'sa', 's.a', 'srl', 'spa', 'bv', 'nv', 'pte', 'pty', 'oy', 'ab', 'as', 'kk', 'sdn', 'bhd',
];

/** Words that name kinds of organisations or what they do ("Lotus Infotech", "Home Depot Stores", "Department of Health"). */
const ORGANISATION_WORDS = [
  'technologies', 'technology', 'solutions', 'systems', 'services', 'software', 'consulting', 'consultancy', 'consultants', 'group',
  'industries', 'enterprises', 'enterprise', 'labs', 'laboratories', 'bank', 'hospital', 'hospitals', 'clinic', 'agency', 'associates',
  'international', 'global', 'infotech', 'infosystems', 'foundation', 'council', 'department', 'ministry', 'government', 'firm',
  'studio', 'studios', 'media', 'networks', 'communications', 'pharma', 'pharmaceuticals', 'motors', 'retail', 'stores', 'hotel',
  'hotels', 'restaurant', 'trust', 'society', 'club', 'ventures', 'capital', 'partners', 'holdings', 'insurance', 'logistics',
  'airlines', 'airways', 'center', 'centre', 'division', 'office', 'offices', 'authority', 'organization', 'organisation',
  'association', 'company', 'bureau', 'publishing', 'publications', 'entertainment', 'healthcare', 'health', 'manufacturing',
  'construction', 'energy', 'oil', 'gas', 'power', 'steel', 'foods', 'telecom', 'telecommunications', 'infrastructure', 'exports',
  'traders', 'trading', 'automation', 'engineering', 'electronics', 'electricals', 'chemicals', 'textiles', 'finance', 'financial',
  'securities', 'investments', 'realty', 'properties', 'developers', 'builders', 'agencies', 'corporate', 'county', 'city',
  'district', 'state', 'federal', 'national', 'army', 'navy', 'police', 'church', 'ngo', 'magazine', 'newspaper', 'press', 'radio',
  'television', 'tv', 'records', 'productions', 'law', 'legal', 'advocates', 'attorneys', 'daycare', 'school', 'schools',
];

/** Words that qualify a job title ("Senior", "Lead", "Assistant", "Vice"). */
const TITLE_QUALIFIERS = [
  'senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'chief', 'vice', 'deputy', 'associate', 'assistant', 'executive',
  'trainee', 'head', 'general', 'regional', 'area', 'national', 'acting', 'interim', 'freelance', 'contract', 'graduate', 'apprentice',
  'managing', 'technical', 'sales', 'marketing', 'project', 'program', 'programme', 'product', 'account', 'business', 'operations',
  'software', 'systems', 'data', 'network', 'support', 'service', 'customer', 'quality', 'test', 'research', 'teaching', 'i', 'ii',
  'iii', 'iv',
];

/** Subjects a degree is taken in ("Bachelor of Science in Computer Science", "B.Tech in Electronics"). */
const DEGREE_FIELDS = [
  'engineering', 'science', 'sciences', 'commerce', 'arts', 'technology', 'computer', 'computers', 'computing', 'mechanical',
  'electrical', 'electronics', 'civil', 'chemical', 'business', 'administration', 'management', 'marketing', 'finance',
  'accounting', 'accountancy', 'economics', 'mathematics', 'maths', 'physics', 'chemistry', 'biology', 'biotechnology',
  'psychology', 'education', 'law', 'laws', 'nursing', 'communication', 'communications', 'information', 'telecommunication',
  'telecommunications', 'instrumentation', 'journalism', 'history', 'english', 'sociology', 'philosophy', 'political', 'politics',
  'studies', 'literature', 'design', 'architecture', 'medicine', 'pharmacy', 'statistics', 'applications', 'application',
  'honours', 'honors', 'hons', 'major', 'minor', 'humanities', 'fine', 'music', 'media', 'hospitality', 'tourism', 'aeronautics',
  'aerospace', 'automobile', 'production', 'industrial', 'environmental', 'agriculture', 'geography', 'criminology', 'criminal',
  'justice', 'social', 'work', 'public', 'health', 'human', 'resources', 'resource', 'relations', 'international', 'cse', 'ece',
  'eee', 'it', 'mpc', 'cs',
];

const LISTS: [string, string[]][] = [
  ['legal', LEGAL_FORMS],
  ['org', ORGANISATION_WORDS],
  ['titleq', TITLE_QUALIFIERS],
  ['field', DEGREE_FIELDS],
];
const MEMBERSHIP = new Map<string, string[]>();
for (const [name, words] of LISTS) {
  for (const word of words) MEMBERSHIP.set(word, [...(MEMBERSHIP.get(word) ?? []), name]);
}

/** The lists a word belongs to ('legal', 'org', 'titleq', 'field'), compared in lower case without a final full stop. */
export function wordLists(word: string): string[] {
  return MEMBERSHIP.get(word.toLowerCase().replace(/\.$/, '')) ?? [];
}
