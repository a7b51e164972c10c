/** Emails and phone numbers. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { toLines, type Line } from './lines';

// Apostrophes are legal in the local part (romeo.o'connell@…).
const EMAIL = /(?<![\w.+'-])[A-Za-z0-9](?:[A-Za-z0-9._%+'-]{0,63})@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w-])/g;

export function extractEmails(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(EMAIL)) seen.add(match[0].replace(/\.+$/, '').toLowerCase());
  return [...seen];
}

// A run of digits with the separators people use; whether it is a phone is decided below.
const PHONE = /(?<![\w/.-])(?:\+|00)?\d[\d\s().\-–]{5,20}\d(?![\w/]|\.\d)/gu;

// The words resumes put before a number, in the languages we see; one letter only with a colon ("M: …").
const LABEL_WORDS =
  'phone|telephone|tel|tele|mobile|mob|mobil|cell|cellphone|cellular|ph|hp|handphone|contact|contact number|call|whatsapp|gsm|' +
  'móvil|movil|celular|teléfono|telefono|telemóvel|telefone|téléphone|tél|portable|telefon|telefonnummer|handy|fon|cellulare|' +
  'телефон|тел|моб|电话|手机|電話|携帯|연락처|전화';
const LABEL = new RegExp(
  `(?:^|[^\\p{L}])(?:${LABEL_WORDS})(?:[\\s/&|,.-]+(?:${LABEL_WORDS}))*\\.?\\s*(?:no\\.?|nr\\.?|num\\.?|number|#)?\\s*(?:\\([\\p{L}\\s]{1,15}\\))?\\s*[:：.#=\\-–]*\\s*\\(?$` +
    `|(?:^|[^\\p{L}])[mtpch]\\s*[:：]\\s*$|[☎✆📞📱]\\s*[:：]?\\s*$`,
  'iu',
);
const TEL_LINK = /tel:\s*$/i;
const CONTACT_HEADER = /^(?:contact(?: (?:information|info|details))?|personal (?:details|information|data|profile))\s*:?$/i;
/** How far down the top of a resume its contact block may reach. */
const CONTACT_BLOCK_LINES = 12;

const isYear = (group: string) => /^(?:19|20)\d{2}$/.test(group);

/**
 * Dates and date ranges ("09.2016 - 06.2020", "2016 - 2020 (4", "01/2016-12/2019", "2016 2020 12"):
 * a year among the digit groups and nothing but one- or two-digit groups (months, days, counts) beside it.
 */
export function looksLikeDates(raw: string): boolean {
  const groups = raw.match(/\d+/g) ?? [];
  if (!groups.some(isYear)) return false;
  return groups.every((g) => isYear(g) || g.length <= 2);
}

const REFERENCES_HEADER = /^(?:references?|referees?)\b/i;

/**
 * Where numbers stand: `contact`, the lines where a number needs no label (the top of the resume
 * and a "Contact" section); `others`, a References section, whose numbers are other people's.
 */
function numberPlaces(lines: Line[]): { contact: Set<number>; others: Set<number> } {
  const contact = new Set<number>();
  const others = new Set<number>();
  let heading = '';
  for (const line of lines) {
    if (line.isHeader) heading = line.text.replace(/[\s:]+$/, '');
    if (CONTACT_HEADER.test(heading) || (line.section === 'header' && line.index < CONTACT_BLOCK_LINES)) contact.add(line.index);
    if (REFERENCES_HEADER.test(heading)) others.add(line.index);
  }
  return { contact, others };
}

/** Whether the number at `start` of the line stands as a phone: a tel: link, a label before it, or international form. */
function standsAsPhone(line: string, previous: string, start: number, raw: string): boolean {
  if (raw.startsWith('+') || raw.startsWith('00')) return true;
  const before = line.slice(Math.max(0, start - 40), start);
  if (TEL_LINK.test(before) || LABEL.test(before)) return true;
  // A label alone on the line before ("Phone:" then the number in the next column).
  return before.trim() === '' && LABEL.test(previous.slice(-40));
}

/**
 * Phone numbers, in E.164. A number counts only where it stands as one — after a phone label, in
 * the contact block (the top lines or a Contact section), in a tel: link, or written in
 * international form — and only when libphonenumber validates it, as written or with one of the
 * region hints (the detected location's country, then IN, US, GB). Dates and date ranges, template
 * numbers and a References section's numbers (other people's) never count.
 */
export function extractPhones(text: string, regionHints: CountryCode[] = []): string[] {
  const out = new Set<string>();
  const regions = [...new Set<CountryCode>([...regionHints, 'IN', 'US', 'GB'])];
  const lines = toLines(text);
  const { contact, others } = numberPlaces(lines);
  for (const line of lines) {
    if (others.has(line.index)) continue;
    for (const match of line.text.matchAll(PHONE)) {
      const raw = match[0].trim();
      const digits = raw.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15 || looksLikeDates(raw)) continue;
      const previous = lines[line.index - 1]?.text ?? '';
      if (!contact.has(line.index) && !standsAsPhone(line.text, previous, match.index, raw)) continue;
      const phone = validPhone(raw, regions);
      if (phone) out.add(phone);
    }
  }
  return [...out];
}

/** Template numbers: one digit repeated (99999 99999) or a straight run (12345 67890, 98765 43210). */
export function isPlaceholder(nationalNumber: string): boolean {
  if (new Set(nationalNumber).size <= 2) return true;
  const steps = new Set([...nationalNumber].slice(1).map((d, i) => (Number(d) - Number(nationalNumber[i]) + 10) % 10));
  return steps.size === 1;
}

function validPhone(raw: string, regions: CountryCode[]): string | null {
  const international = raw.replace(/^00/, '+');
  const parsed = international.startsWith('+')
    ? parsePhoneNumberFromString(international)
    : regions.map((region) => parsePhoneNumberFromString(raw, region)).find((p) => p?.isValid());
  if (!parsed?.isValid() || isPlaceholder(parsed.nationalNumber)) return null;
  return parsed.number;
}
