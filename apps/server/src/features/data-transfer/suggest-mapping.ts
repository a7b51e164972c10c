/** Guesses which candidate field each column of an imported sheet holds, from its header. */
import type { ImportField, ImportTarget } from '@hirebase/shared';

const EXACT: Record<ImportField, string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'forename', 'fname'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  full_name: ['name', 'fullname', 'candidatename', 'candidate', 'contactname', 'personname'],
  email: ['email', 'emailaddress', 'mail', 'workemail', 'personalemail', 'primaryemail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'telephone', 'tel', 'contactnumber'],
  location: ['location', 'city', 'address', 'citystate', 'currentlocation', 'region', 'country'],
  current_title: ['title', 'jobtitle', 'currenttitle', 'position', 'role', 'designation', 'currentposition', 'headline', 'currentjobtitle'],
  current_company: ['company', 'currentcompany', 'employer', 'organization', 'organisation', 'currentemployer', 'companyname'],
  years_experience: ['yearsofexperience', 'experience', 'yearsexperience', 'yoe', 'totalexperience', 'experienceyears', 'years', 'experienceinyears'],
  skills: ['skills', 'skill', 'skillset', 'keyskills', 'technologies', 'techstack'],
  source: ['source', 'leadsource', 'candidatesource', 'origin', 'channel'],
  linkedin_url: ['linkedin', 'linkedinurl', 'linkedinprofile', 'linkedinprofileurl', 'linkedinlink'],
  tags: ['tags', 'tag', 'labels', 'label'],
};

/** Looser hints, tried when no header matched a field exactly. */
const CONTAINS: [string, ImportField][] = [
  ['linkedin', 'linkedin_url'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['mobile', 'phone'],
  ['skill', 'skills'],
  ['experience', 'years_experience'],
  ['company', 'current_company'],
  ['title', 'current_title'],
];

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Header → field; each field is suggested for one column at most (the first that fits). A header
 * that names a custom field (its key or label) is that field, before any built-in guess.
 */
export function suggestMapping(headers: string[], custom: { key: string; label: string }[] = []): Record<string, ImportTarget | null> {
  const byCustom = new Map<string, ImportTarget>();
  for (const f of custom) for (const n of [f.key, f.label]) if (!byCustom.has(normalize(n))) byCustom.set(normalize(n), `cf.${f.key}`);
  const byExact = new Map<string, ImportField>();
  for (const [field, names] of Object.entries(EXACT) as [ImportField, string[]][]) for (const n of names) byExact.set(n, field);
  const taken = new Set<ImportTarget>();
  const out: Record<string, ImportTarget | null> = Object.create(null);
  for (const h of headers) {
    const field = byCustom.get(normalize(h)) ?? byExact.get(normalize(h));
    out[h] = field && !taken.has(field) ? field : null;
    if (out[h]) taken.add(out[h]!);
  }
  for (const h of headers) {
    if (out[h]) continue;
    const hint = CONTAINS.find(([part, field]) => normalize(h).includes(part) && !taken.has(field));
    out[h] = hint ? hint[1] : null;
    if (hint) taken.add(hint[1]);
  }
  // A sheet with first and last name columns does not also need the full name.
  if (taken.has('first_name') && taken.has('full_name')) for (const h of headers) if (out[h] === 'full_name') out[h] = null;
  return { ...out };
}
