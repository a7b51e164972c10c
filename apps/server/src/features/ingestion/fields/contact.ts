/** Emails and phone numbers. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

// Apostrophes are legal in the local part (romeo.o'connell@…).
const EMAIL = /(?<![\w.+'-])[A-Za-z0-9](?:[A-Za-z0-9._%+'-]{0,63})@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w-])/g;

export function extractEmails(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(EMAIL)) seen.add(match[0].replace(/\.+$/, '').toLowerCase());
  return [...seen];
}

// A run of digits with the separators people use; validated by digit count and shape below.
const PHONE = /(?<![\w/.-])(?:\+|00)?\d[\d\s().\-–]{5,20}\d(?![\w/]|\.\d)/g;
const YEARS_ONLY = /^(?:\s*(?:19|20)\d{2}\s*[-–to]*)+$/;

/**
 * Phone numbers: E.164 when libphonenumber accepts the number as written (international form)
 * or with one of the region hints (from the detected location, then IN, US, GB); otherwise the
 * digits as written (with their leading '+'), so nothing the candidate wrote is lost.
 */
export function extractPhones(text: string, regionHints: CountryCode[] = []): string[] {
  const out = new Set<string>();
  const regions = [...new Set<CountryCode>([...regionHints, 'IN', 'US', 'GB'])];
  for (const match of text.matchAll(PHONE)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (YEARS_ONLY.test(raw) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw) || /^\d{4}\s*[-–]\s*\d{2,4}$/.test(raw)) continue;
    // Without separators, short runs are ids or amounts rather than phones.
    if (/^\d+$/.test(raw) && digits.length < 10) continue;
    out.add(normalizePhone(raw, regions) ?? (raw.startsWith('+') ? `+${digits}` : digits));
  }
  return [...out];
}

function normalizePhone(raw: string, regions: CountryCode[]): string | null {
  const international = raw.replace(/^00/, '+');
  if (international.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(international);
    return parsed?.isValid() ? parsed.number : null;
  }
  for (const region of regions) {
    const parsed = parsePhoneNumberFromString(raw, region);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}
