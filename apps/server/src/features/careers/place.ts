/**
 * Where a job is, read from its free-text location for JobPosting data and the feeds: city, region
 * and ISO 3166-1 country code, and for remote jobs the countries applicants may live in. Google
 * needs a country for every posting; locations are often written with a city alone ("Berlin") or
 * a region ("Remote (EU)"), so common cities, countries and regions are known here by name.
 */

/** Countries by ISO code, with the other names people write them under (lowercase). */
const COUNTRIES: Record<string, { name: string; aliases?: string[] }> = {
  AE: { name: 'United Arab Emirates', aliases: ['uae'] },
  AR: { name: 'Argentina' },
  AT: { name: 'Austria', aliases: ['österreich'] },
  AU: { name: 'Australia' },
  BE: { name: 'Belgium' },
  BG: { name: 'Bulgaria' },
  BR: { name: 'Brazil', aliases: ['brasil'] },
  CA: { name: 'Canada' },
  CH: { name: 'Switzerland', aliases: ['schweiz', 'suisse'] },
  CL: { name: 'Chile' },
  CN: { name: 'China' },
  CO: { name: 'Colombia' },
  CY: { name: 'Cyprus' },
  CZ: { name: 'Czechia', aliases: ['czech republic'] },
  DE: { name: 'Germany', aliases: ['deutschland'] },
  DK: { name: 'Denmark' },
  EE: { name: 'Estonia' },
  EG: { name: 'Egypt' },
  ES: { name: 'Spain', aliases: ['españa'] },
  FI: { name: 'Finland' },
  FR: { name: 'France' },
  GB: { name: 'United Kingdom', aliases: ['uk', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'gb'] },
  GR: { name: 'Greece' },
  HK: { name: 'Hong Kong' },
  HR: { name: 'Croatia' },
  HU: { name: 'Hungary' },
  ID: { name: 'Indonesia' },
  IE: { name: 'Ireland' },
  IL: { name: 'Israel' },
  IN: { name: 'India' },
  IS: { name: 'Iceland' },
  IT: { name: 'Italy', aliases: ['italia'] },
  JP: { name: 'Japan' },
  KE: { name: 'Kenya' },
  KR: { name: 'South Korea', aliases: ['korea'] },
  LT: { name: 'Lithuania' },
  LU: { name: 'Luxembourg' },
  LV: { name: 'Latvia' },
  MT: { name: 'Malta' },
  MX: { name: 'Mexico', aliases: ['méxico'] },
  MY: { name: 'Malaysia' },
  NG: { name: 'Nigeria' },
  NL: { name: 'Netherlands', aliases: ['the netherlands', 'holland', 'nederland'] },
  NO: { name: 'Norway' },
  NZ: { name: 'New Zealand' },
  PE: { name: 'Peru' },
  PH: { name: 'Philippines' },
  PK: { name: 'Pakistan' },
  PL: { name: 'Poland', aliases: ['polska'] },
  PT: { name: 'Portugal' },
  RO: { name: 'Romania' },
  RS: { name: 'Serbia' },
  SA: { name: 'Saudi Arabia' },
  SE: { name: 'Sweden' },
  SG: { name: 'Singapore' },
  SI: { name: 'Slovenia' },
  SK: { name: 'Slovakia' },
  TH: { name: 'Thailand' },
  TR: { name: 'Türkiye', aliases: ['turkey'] },
  TW: { name: 'Taiwan' },
  UA: { name: 'Ukraine' },
  US: { name: 'United States', aliases: ['usa', 'us', 'united states of america', 'america'] },
  VN: { name: 'Vietnam', aliases: ['viet nam'] },
  ZA: { name: 'South Africa' },
};

const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];

/** Regions written in locations, as the countries they stand for. */
const REGIONS: Record<string, string[]> = {
  eu: EU,
  'european union': EU,
  europe: [...EU, 'GB', 'CH', 'NO', 'IS'],
  dach: ['DE', 'AT', 'CH'],
  benelux: ['BE', 'NL', 'LU'],
  nordics: ['DK', 'FI', 'IS', 'NO', 'SE'],
  'north america': ['US', 'CA'],
  latam: ['AR', 'BR', 'CL', 'CO', 'MX', 'PE'],
  'latin america': ['AR', 'BR', 'CL', 'CO', 'MX', 'PE'],
  anz: ['AU', 'NZ'],
};

/** Common cities and the country they are in (written for this project; ambiguous names are left out). */
const CITIES: Record<string, string> = {
  amsterdam: 'NL', rotterdam: 'NL', utrecht: 'NL', eindhoven: 'NL', 'the hague': 'NL',
  berlin: 'DE', munich: 'DE', münchen: 'DE', hamburg: 'DE', frankfurt: 'DE', cologne: 'DE', köln: 'DE', stuttgart: 'DE', düsseldorf: 'DE', leipzig: 'DE',
  vienna: 'AT', wien: 'AT', zurich: 'CH', zürich: 'CH', geneva: 'CH', basel: 'CH', bern: 'CH', lausanne: 'CH',
  paris: 'FR', lyon: 'FR', marseille: 'FR', toulouse: 'FR', nantes: 'FR', lille: 'FR', bordeaux: 'FR',
  london: 'GB', manchester: 'GB', edinburgh: 'GB', glasgow: 'GB', bristol: 'GB', leeds: 'GB', birmingham: 'GB', cambridge: 'GB', oxford: 'GB', belfast: 'GB', cardiff: 'GB',
  dublin: 'IE', cork: 'IE', galway: 'IE',
  madrid: 'ES', barcelona: 'ES', valencia: 'ES', seville: 'ES', malaga: 'ES', málaga: 'ES',
  lisbon: 'PT', lisboa: 'PT', porto: 'PT', braga: 'PT',
  rome: 'IT', milan: 'IT', milano: 'IT', turin: 'IT', bologna: 'IT', florence: 'IT', naples: 'IT',
  brussels: 'BE', antwerp: 'BE', ghent: 'BE', luxembourg: 'LU',
  copenhagen: 'DK', aarhus: 'DK', stockholm: 'SE', gothenburg: 'SE', malmö: 'SE', oslo: 'NO', bergen: 'NO', helsinki: 'FI', tampere: 'FI', reykjavik: 'IS',
  warsaw: 'PL', krakow: 'PL', kraków: 'PL', wroclaw: 'PL', wrocław: 'PL', gdansk: 'PL', poznan: 'PL',
  prague: 'CZ', brno: 'CZ', bratislava: 'SK', budapest: 'HU', bucharest: 'RO', cluj: 'RO', 'cluj-napoca': 'RO', sofia: 'BG', athens: 'GR', zagreb: 'HR', ljubljana: 'SI', belgrade: 'RS',
  tallinn: 'EE', riga: 'LV', vilnius: 'LT', kyiv: 'UA', kiev: 'UA', lviv: 'UA', istanbul: 'TR', ankara: 'TR', 'tel aviv': 'IL', jerusalem: 'IL',
  'new york': 'US', 'new york city': 'US', nyc: 'US', 'san francisco': 'US', 'los angeles': 'US', seattle: 'US', chicago: 'US', boston: 'US', austin: 'US', denver: 'US',
  atlanta: 'US', miami: 'US', dallas: 'US', houston: 'US', 'san diego': 'US', 'san jose': 'US', phoenix: 'US', philadelphia: 'US', 'washington dc': 'US', 'washington, d.c.': 'US',
  toronto: 'CA', vancouver: 'CA', montreal: 'CA', montréal: 'CA', calgary: 'CA', ottawa: 'CA', edmonton: 'CA', waterloo: 'CA',
  'mexico city': 'MX', 'ciudad de méxico': 'MX', guadalajara: 'MX', monterrey: 'MX',
  'são paulo': 'BR', 'sao paulo': 'BR', 'rio de janeiro': 'BR', 'buenos aires': 'AR', santiago: 'CL', bogotá: 'CO', bogota: 'CO', medellín: 'CO', medellin: 'CO', lima: 'PE',
  bengaluru: 'IN', bangalore: 'IN', mumbai: 'IN', delhi: 'IN', 'new delhi': 'IN', pune: 'IN', hyderabad: 'IN', chennai: 'IN', gurgaon: 'IN', gurugram: 'IN', noida: 'IN',
  singapore: 'SG', 'hong kong': 'HK', tokyo: 'JP', osaka: 'JP', seoul: 'KR', taipei: 'TW', shanghai: 'CN', beijing: 'CN', shenzhen: 'CN',
  'kuala lumpur': 'MY', bangkok: 'TH', jakarta: 'ID', manila: 'PH', 'ho chi minh city': 'VN', hanoi: 'VN', karachi: 'PK', lahore: 'PK',
  sydney: 'AU', melbourne: 'AU', brisbane: 'AU', perth: 'AU', adelaide: 'AU', auckland: 'NZ', wellington: 'NZ',
  dubai: 'AE', 'abu dhabi': 'AE', riyadh: 'SA', cairo: 'EG', nairobi: 'KE', lagos: 'NG', 'cape town': 'ZA', johannesburg: 'ZA',
};

/** Two-letter regions written after a city: US states, then Canadian provinces and territories. */
const US_STATES = new Set('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '));
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

const BY_NAME = new Map<string, string>();
for (const [code, { name, aliases = [] }] of Object.entries(COUNTRIES)) for (const n of [name.toLowerCase(), ...aliases]) BY_NAME.set(n, code);

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The ISO code of a country written by name or code, or null. */
export function countryCode(text: string): string | null {
  const k = key(text);
  if (/^[a-z]{2}$/.test(k) && COUNTRIES[k.toUpperCase()]) return k.toUpperCase();
  return BY_NAME.get(k) ?? null;
}

export function countryName(code: string): string {
  return COUNTRIES[code]?.name ?? code;
}

export type Place = {
  city: string | null;
  state: string | null;
  /** ISO 3166-1 alpha-2, when the location names or implies one country. */
  country: string | null;
  /** The countries a remote applicant may be in ("Remote (EU)": the EU's 27), or empty when unknown. */
  countries: string[];
};

const NOWHERE: Place = { city: null, state: null, country: null, countries: [] };

/** The countries a region, country or city name stands for. */
function countriesOf(text: string): string[] {
  const k = key(text);
  if (REGIONS[k]) return REGIONS[k];
  const code = countryCode(k) ?? CITIES[k];
  return code ? [code] : [];
}

/**
 * A free-text location read the common ways: "City", "City, Country", "City, ST" (a US state or a
 * Canadian province), "City, Region, Country", "Country", "Remote (EU)", "Remote - Germany".
 */
export function placeOf(location: string | null): Place {
  let text = (location ?? '').trim();
  // "Remote", "Remote (EU)", "Remote - Germany", "Remote, Portugal", "Germany (Remote)": the rest says where.
  const remote = /^remote\b\s*[-–:,(]?\s*(.*?)\)?\s*$/i.exec(text) ?? /^(.*?)\s*[(\-–]\s*remote\s*\)?\s*$/i.exec(text);
  if (remote) text = remote[1]!.trim();
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return NOWHERE;
  if (parts.length === 1) {
    const only = parts[0]!;
    const code = countryCode(only);
    if (code) return { city: null, state: null, country: code, countries: [code] };
    if (REGIONS[key(only)]) return { city: null, state: null, country: null, countries: REGIONS[key(only)]! };
    const cityCountry = CITIES[key(only)] ?? null;
    return { city: only, state: null, country: cityCountry, countries: cityCountry ? [cityCountry] : [] };
  }
  const [city, second] = [parts[0]!, parts[1]!];
  if (parts.length === 2) {
    if (US_STATES.has(second)) return { city, state: second, country: 'US', countries: ['US'] };
    if (CA_PROVINCES.has(second)) return { city, state: second, country: 'CA', countries: ['CA'] };
    const code = countryCode(second) ?? CITIES[key(city)] ?? null;
    // "City, Region" of a country the city table knows keeps the region; an unknown second part stays the region.
    const state = countryCode(second) ? null : second;
    return { city, state, country: code, countries: code ? [code] : countriesOf(second) };
  }
  const code = countryCode(parts[parts.length - 1]!) ?? CITIES[key(city)] ?? null;
  return { city, state: parts.slice(1, -1).join(', '), country: code, countries: code ? [code] : [] };
}
