/** The candidate's location, from the resume's header area, and the country it implies. */
import type { CountryCode } from 'libphonenumber-js';
import type { Line } from './lines';

const US_STATES: Record<string, string> = {
  AL: 'alabama', AK: 'alaska', AZ: 'arizona', AR: 'arkansas', CA: 'california', CO: 'colorado', CT: 'connecticut', DE: 'delaware', FL: 'florida', GA: 'georgia',
  HI: 'hawaii', ID: 'idaho', IL: 'illinois', IN: 'indiana', IA: 'iowa', KS: 'kansas', KY: 'kentucky', LA: 'louisiana', ME: 'maine', MD: 'maryland',
  MA: 'massachusetts', MI: 'michigan', MN: 'minnesota', MS: 'mississippi', MO: 'missouri', MT: 'montana', NE: 'nebraska', NV: 'nevada', NH: 'new hampshire', NJ: 'new jersey',
  NM: 'new mexico', NY: 'new york', NC: 'north carolina', ND: 'north dakota', OH: 'ohio', OK: 'oklahoma', OR: 'oregon', PA: 'pennsylvania', RI: 'rhode island', SC: 'south carolina',
  SD: 'south dakota', TN: 'tennessee', TX: 'texas', UT: 'utah', VT: 'vermont', VA: 'virginia', WA: 'washington', WV: 'west virginia', WI: 'wisconsin', WY: 'wyoming', DC: 'district of columbia',
};
const INDIAN_STATES = ['andhra pradesh', 'arunachal pradesh', 'assam', 'bihar', 'chhattisgarh', 'goa', 'gujarat', 'haryana', 'himachal pradesh', 'jharkhand', 'karnataka', 'kerala', 'madhya pradesh', 'maharashtra', 'manipur', 'meghalaya', 'mizoram', 'nagaland', 'odisha', 'orissa', 'punjab', 'rajasthan', 'sikkim', 'tamil nadu', 'telangana', 'tripura', 'uttar pradesh', 'uttarakhand', 'west bengal', 'delhi', 'new delhi', 'jammu and kashmir', 'chandigarh', 'puducherry'];
const INDIAN_CITIES = ['bangalore', 'bengaluru', 'mumbai', 'pune', 'hyderabad', 'chennai', 'kolkata', 'noida', 'gurgaon', 'gurugram', 'ahmedabad', 'jaipur', 'lucknow', 'kochi', 'cochin', 'indore', 'nagpur', 'coimbatore', 'mysore', 'thane', 'navi mumbai', 'vadodara', 'bhopal', 'visakhapatnam', 'trivandrum', 'thiruvananthapuram', 'ghaziabad', 'faridabad', 'mangalore', 'bhubaneswar', 'surat', 'patna', 'kanpur', 'dehradun', 'vijayawada', 'madurai', 'ranchi', 'raipur', 'guwahati', 'secunderabad'];
const UK_PLACES = ['london', 'manchester', 'birmingham', 'leeds', 'glasgow', 'edinburgh', 'liverpool', 'bristol', 'cardiff', 'belfast', 'sheffield', 'nottingham', 'leicester', 'oxford', 'cambridge', 'england', 'scotland', 'wales', 'united kingdom', 'uk'];
const COUNTRIES: Record<string, CountryCode> = {
  india: 'IN', 'united states': 'US', usa: 'US', 'u.s.a.': 'US', us: 'US', 'united kingdom': 'GB', uk: 'GB', england: 'GB', canada: 'CA', australia: 'AU', singapore: 'SG',
  'united arab emirates': 'AE', uae: 'AE', dubai: 'AE', germany: 'DE', france: 'FR', ireland: 'IE', 'new zealand': 'NZ', 'south africa': 'ZA', nigeria: 'NG', kenya: 'KE',
  philippines: 'PH', pakistan: 'PK', bangladesh: 'BD', 'sri lanka': 'LK', nepal: 'NP', malaysia: 'MY', qatar: 'QA', 'saudi arabia': 'SA', oman: 'OM', kuwait: 'KW',
  netherlands: 'NL', spain: 'ES', italy: 'IT', china: 'CN', japan: 'JP', mexico: 'MX', brazil: 'BR',
};

const STATE_NAMES = Object.values(US_STATES);
const PLACE_WORDS = new Set([...INDIAN_STATES, ...INDIAN_CITIES, ...UK_PLACES, ...STATE_NAMES, ...Object.keys(COUNTRIES)]);
// Two-letter state codes that are also common words in capitals ("IN", "OR", "ME", "OK", "HI") do not count alone.
const STATE_CODES = new Set(Object.keys(US_STATES).filter((code) => !['IN', 'OR', 'ME', 'OK', 'HI', 'ID', 'DE', 'PA', 'MA', 'CO'].includes(code)));

/** A place name the location rules know ("Pune", "Tamil Nadu", "texas") or a US state code as written ("NY"). */
export function isPlaceName(text: string): boolean {
  return PLACE_WORDS.has(text.toLowerCase()) || STATE_CODES.has(text);
}
const CITY = "[A-Z][A-Za-z.'’-]+(?: [A-Z][A-Za-z.'’-]+){0,3}";
const CITY_STATE = new RegExp(`(${CITY}),\\s*(${Object.keys(US_STATES).join('|')})(?:\\s+\\d{5}(?:-\\d{4})?)?(?![A-Za-z])`);
const CITY_REGION = new RegExp(`(${CITY}),\\s*([A-Z][A-Za-z ]+?)(?=$|[^A-Za-z ]|\\s{2})`);
const ADDRESS_NOISE = /\b(?:street|st\.|road|rd\.|avenue|ave\.?|drive|lane|apt|suite|box|floor|flat|house|nagar|colony|sector)\b/i;

export type DetectedLocation = { location: string | null; country: CountryCode | null };

/** Indeed's "City, State - Email me on Indeed" header first, then a "City, Region" in the first lines. */
export function extractLocation(lines: Line[]): DetectedLocation {
  const head = lines.slice(0, 25);
  for (const line of head) {
    const indeed = /^(.+?)\s+-\s+Email me on Indeed/i.exec(line.text);
    // "Name - Email me on Indeed" (no location given) must not make the name a place.
    if (indeed && (indeed[1]!.includes(',') || PLACE_WORDS.has(indeed[1]!.trim().toLowerCase()))) return withCountry(indeed[1]!.trim());
  }
  for (const line of head) {
    if (line.section !== 'header' && line.section !== 'summary' && line.index > 8) continue;
    const text = line.text.replace(/^(?:address|location|city|current location|residence)\s*[:-]\s*/i, '');
    const usMatch = usPlace(text);
    if (usMatch) return withCountry(`${lastPlace(usMatch[1]!)}, ${usMatch[2]}`);
    const region = CITY_REGION.exec(text);
    if (region && PLACE_WORDS.has(region[2]!.trim().toLowerCase())) return withCountry(`${lastPlace(region[1]!)}, ${region[2]!.trim()}`);
    const bare = /^(?:location|city|current location|based in)\s*[:-]\s*([A-Za-z][A-Za-z ,.'-]{2,60})$/i.exec(line.text);
    if (bare) return withCountry(bare[1]!.trim());
  }
  for (const line of head.slice(0, 12)) {
    const lower = line.text.toLowerCase().replace(/[.,]$/, '');
    if (PLACE_WORDS.has(lower) && lower.length > 2) return withCountry(line.text.replace(/[.,]$/, ''));
  }
  // No place in the header: where the resume's first dated entries were (usually the latest job).
  for (const line of lines.slice(0, 120)) {
    const usMatch = usPlace(line.text);
    if (usMatch && !ADDRESS_NOISE.test(usMatch[1]!)) return withCountry(`${usMatch[1]}, ${usMatch[2]}`);
    const region = CITY_REGION.exec(line.text);
    if (region && PLACE_WORDS.has(region[2]!.trim().toLowerCase()) && region[1]!.split(' ').length <= 3) {
      return withCountry(`${region[1]}, ${region[2]!.trim()}`);
    }
  }
  return { location: null, country: null };
}

/** "City, ST"; "..., MS" is far more often Microsoft than Mississippi. */
function usPlace(text: string): RegExpExecArray | null {
  const match = CITY_STATE.exec(text);
  return match && match[2] !== 'MS' ? match : null;
}

/** "4814 Marathon Drive Madison" → "Madison": drops street parts before the city. */
function lastPlace(city: string): string {
  if (!ADDRESS_NOISE.test(city)) return city;
  const words = city.split(' ');
  return words[words.length - 1]!;
}

function withCountry(location: string): DetectedLocation {
  return { location, country: countryOf(location) };
}

export function countryOf(location: string): CountryCode | null {
  const parts = location.toLowerCase().split(/\s*,\s*/);
  for (const part of parts.reverse()) {
    if (COUNTRIES[part]) return COUNTRIES[part];
    if (INDIAN_STATES.includes(part) || INDIAN_CITIES.includes(part)) return 'IN';
    if (UK_PLACES.includes(part)) return 'GB';
    if (STATE_NAMES.includes(part) || US_STATES[part.toUpperCase()]) return 'US';
  }
  return null;
}
