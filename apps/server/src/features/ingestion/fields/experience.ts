/** Work experience entries (title, company, start/end month) and total years of experience. */
import { findDateRanges, monthsBetween } from './dates';
import type { DateRange, YearMonth } from './dates';
import type { Line } from './lines';
import type { FieldSource } from './source';

export type ExperienceEntry = {
  company: string | null;
  title: string | null;
  start: YearMonth | null;
  end: YearMonth | 'present' | null;
  /** Where the learned tagger found the title and company (absent on entries the rules found). */
  sources?: { title: FieldSource | null; company: FieldSource | null };
};

export const TITLE_WORDS =
  /\b(?:engineer|developer|manager|analyst|consultant|assistant|associate|intern|internship|trainee|director|officer|executive|lead|head|specialist|administrator|architect|designer|programmer|tester|coordinator|supervisor|representative|accountant|teacher|lecturer|professor|nurse|technician|advisor|adviser|attorney|lawyer|counsel|paralegal|clerk|secretary|receptionist|partner|founder|co-founder|owner|president|vp|chief|ceo|cto|cfo|coo|scientist|researcher|instructor|tutor|trainer|writer|editor|advertiser|marketer|planner|buyer|agent|operator|driver|chef|cook|cashier|therapist|pharmacist|physician|doctor|auditor|controller|banker|broker|underwriter|recruiter|staff|freelancer?|volunteer|leader|principal|fellow|apprentice|mechanic|electrician|foreman|superintendent|inspector|strategist|expert|scrum master|product owner|dba|sde|student|faculty|educator|counselor|counsellor|midwife|caretaker|caregiver|helper|worker|attendant|salesman|salesperson|merchandiser|cameraman|photographer|artist|animator|translator|interpreter|estimator|surveyor|draftsman|investigator|examiner|handler|dispatcher|steward|host|hostess|server|bartender|mentor|member)s?\b/i;
export const COMPANY_WORDS =
  /\b(?:ltd|limited|inc|llc|llp|l\.l\.c|corp|corporation|company|co|pvt|private|plc|gmbh|technologies|technology|solutions|systems|services|software|consulting|consultancy|group|industries|enterprises?|labs?|bank|hospital|clinic|agency|associates|international|global|infotech|infosys|tcs|wipro|accenture|cognizant|capgemini|ibm|microsoft|oracle|google|amazon|hcl|deloitte|kpmg|pwc|foundation|council|department|ministry|government|firm|studio|studios|media|networks|communications|pharma|pharmaceuticals|motors|retail|stores?|hotel|restaurant|university|college|school|institute|academy|center|centre|trust|society|club|ventures|capital|partners|holdings|insurance|logistics|airlines|llp)\b/i;
const LOCATION_ONLY = /^(?:[A-Z][A-Za-z.'’ -]+,\s*[A-Z][A-Za-z ]+|[A-Z]{2}|remote|india|usa|uk)$/;
const BULLET = /^[•*\-–—·✓➢◦▪►❖■□●○>~〓]|^\d+[.)]\s/;
const URL_LINE = /^(?:https?:\/\/|www\.)\S+$/i;
const NOISE = /^(?:responsibilities|roles? (?:and|&) responsibilities|key responsibilities|duties|description|project|projects|environment|client|team size|role|technologies|tools)\b/i;

type Piece = { text: string; offset: number };

export function extractExperience(lines: Line[]): ExperienceEntry[] {
  let scope = lines.filter((line) => line.section === 'experience');
  if (scope.length === 0) scope = lines.filter((line) => line.section === 'header' || line.section === 'summary');
  const entries: ExperienceEntry[] = [];
  const dated = scope.map((line) => ({ line, ranges: findDateRanges(line.text).filter((range) => range.start) }));
  dated.forEach(({ line, ranges }, position) => {
    const range = ranges[0];
    if (!range) return;
    // A date inside a long sentence is a mention, not an entry heading.
    if (line.text.length - range.length > 120) return;
    const pieces = contextPieces(dated, position, range);
    const entry = assign(pieces);
    if (!entry.title && !entry.company) return;
    entries.push({ ...entry, start: range.start, end: range.end });
  });
  return dedupe([...entries, ...headlineEntry(lines, entries), ...mentionedEmployers(scope, entries)]);
}

/** Indeed's second line, "Designation - Company", when the dated entries did not already name it. */
function headlineEntry(lines: Line[], known: ExperienceEntry[]): ExperienceEntry[] {
  const line = lines.slice(1, 3).find((l) => l.section === 'header' && /\s-\s/.test(l.text) && l.text.length <= 100);
  if (!line) return [];
  const [title, company] = line.text.split(/\s+-\s+/).map((part) => clean(part));
  if (!title || !company || !TITLE_WORDS.test(title) || TITLE_WORDS.test(company) || seen(known, company)) return [];
  return [{ title, company, start: null, end: null }];
}

// "… at Oracle India Pvt Ltd." in an entry's text: an employer the headings did not name.
const LEGAL_NAME =
  /\b((?:[A-Z][A-Za-z&.'-]*|of|and|&)(?: (?:[A-Z][A-Za-z&.'-]*|of|and|&)){0,5} (?:Pvt\.? Ltd|Private Limited|Limited|Ltd|Inc|LLC|LLP|Corporation|Corp|GmbH|PLC))\b\.?/g;

function mentionedEmployers(scope: Line[], known: ExperienceEntry[]): ExperienceEntry[] {
  const found: ExperienceEntry[] = [];
  for (const line of scope) {
    for (const match of line.text.matchAll(LEGAL_NAME)) {
      const company = clean(match[1]!.replace(/^(?:of|and|&) /, ''));
      if (!company || company.split(' ').length < 2 || seen([...known, ...found], company)) continue;
      found.push({ title: null, company, start: null, end: null });
    }
  }
  return found.slice(0, 6);
}

function seen(entries: ExperienceEntry[], company: string): boolean {
  const c = company.toLowerCase();
  return entries.some((entry) => {
    const other = entry.company?.toLowerCase();
    return !!other && (other.includes(c) || c.includes(other));
  });
}

function isHeadingLike(line: Line): boolean {
  const text = line.text;
  return !line.isHeader && text.length <= 90 && !BULLET.test(text) && (!/[.;]$/.test(text) || /\b(?:ltd|inc|co|corp|llc|plc|bros|intl)\.$/i.test(text)) && !NOISE.test(text) && !/:$/.test(text) && !URL_LINE.test(text) && !/@/.test(text);
}

function contextPieces(dated: { line: Line; ranges: DateRange[] }[], position: number, range: DateRange): Piece[] {
  const pieces: Piece[] = [];
  const { line } = dated[position]!;
  const rest = (line.text.slice(0, range.index) + ' ' + line.text.slice(range.index + range.length)).replace(/[()|,–—-]+\s*$|^\s*[()|,–—-]+/g, '').trim();
  if (/[A-Za-z]{2}/.test(rest)) pieces.push(...splitPiece(rest, 0));
  const before: Piece[] = [];
  for (let k = 1, taken = 0; k <= 4 && taken < 2 && position - k >= 0; k++) {
    const previous = dated[position - k]!;
    if (previous.line.index !== line.index - k && previous.line.section !== line.section) break;
    if (URL_LINE.test(previous.line.text)) continue;
    if (previous.ranges.length || !isHeadingLike(previous.line)) break;
    const found = splitPiece(previous.line.text, -k);
    // A line that is only a location ("Pune, Maharashtra -") is skipped, not counted.
    if (found.length === 0) continue;
    before.unshift(...found);
    taken++;
  }
  pieces.push(...before);
  if (pieces.length < 2) {
    const wanted = pieces.length ? 1 : 2;
    for (let k = 1, taken = 0; k <= 3 && taken < wanted && position + k < dated.length; k++) {
      const next = dated[position + k]!;
      if (URL_LINE.test(next.line.text)) continue;
      if (next.ranges.length || !isHeadingLike(next.line)) break;
      const found = splitPiece(next.line.text, k);
      if (found.length === 0) continue;
      pieces.push(...found);
      taken++;
    }
  }
  return pieces;
}

/** "Infosys Limited - Pune, Maharashtra -" → "Infosys Limited" (the location part dropped). */
function splitPiece(text: string, offset: number): Piece[] {
  const parts = text
    .replace(/\s+[-–|]\s*$/, '')
    .split(/\s+[-–|@]\s+|\s+at\s+|,\s+(?=[A-Z][a-z]+,\s)/)
    .map((part) => part.trim().replace(/^[-–,|]+|[-–,|]+$/g, '').trim())
    .filter((part) => /[A-Za-z]{2}/.test(part) && !LOCATION_ONLY.test(part));
  return parts.slice(0, 2).map((part) => ({ text: part, offset }));
}

function assign(pieces: Piece[]): Omit<ExperienceEntry, 'start' | 'end'> {
  const titleLike = (piece: Piece) => TITLE_WORDS.test(piece.text) && !COMPANY_WORDS.test(piece.text);
  const companyLike = (piece: Piece) => COMPANY_WORDS.test(piece.text) && !TITLE_WORDS.test(piece.text);
  let title = pieces.find(titleLike) ?? null;
  let company = pieces.find(companyLike) ?? null;
  const rest = pieces.filter((piece) => piece !== title && piece !== company);
  if (!title && rest.length) {
    // Indeed and most templates put the title above the company.
    title = rest.find((piece) => TITLE_WORDS.test(piece.text)) ?? (company ? rest[0]! : rest.length > 1 ? rest[0]! : null);
  }
  if (!company) company = rest.find((piece) => piece !== title) ?? null;
  return { title: clean(title?.text), company: clean(company?.text) };
}

function clean(text: string | undefined): string | null {
  if (!text) return null;
  const cleaned = text.replace(/^[•*\-–—·:,\s]+|[•*\-–—·:,\s]+$/g, '').trim();
  return cleaned.length >= 2 && cleaned.length <= 100 ? cleaned : null;
}

function dedupe(entries: ExperienceEntry[]): ExperienceEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = JSON.stringify([entry.title?.toLowerCase(), entry.company?.toLowerCase(), entry.start, entry.end]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Total years: the entries' spans merged so overlaps count once ('present' is `now`); without
 * dated entries, the largest "N years of experience" the text states.
 */
export function totalYears(entries: ExperienceEntry[], text: string, now: YearMonth): number | null {
  const spans = entries
    .filter((entry): entry is ExperienceEntry & { start: YearMonth } => entry.start !== null && entry.end !== null)
    .map((entry) => [entry.start, entry.end === 'present' ? now : (entry.end as YearMonth)] as const)
    .filter(([start, end]) => start <= end)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  let months = 0;
  let current: [YearMonth, YearMonth] | null = null;
  for (const [start, end] of spans) {
    if (current && start <= current[1]) {
      if (end > current[1]) current[1] = end;
    } else {
      if (current) months += monthsBetween(current[0], current[1]);
      current = [start, end];
    }
  }
  if (current) months += monthsBetween(current[0], current[1]);
  if (months > 0) return Math.round((months / 12) * 10) / 10;
  const stated = [...text.matchAll(/(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:\s+and\s+\d+\s+months?)?(?:\s+of)?\s+(?:[\w-]+\s+){0,3}?experience/gi)].map((match) => Number(match[1]));
  const plausible = stated.filter((years) => years > 0 && years < 60);
  return plausible.length ? Math.max(...plausible) : null;
}
