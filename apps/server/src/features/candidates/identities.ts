/** The duplicate check's keys: every email lower-cased, every phone in E.164 when it parses. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export type Identity = { kind: 'email' | 'phone'; value: string };

/**
 * E.164 when the number parses without a default region (so only `+` numbers do);
 * otherwise its digits alone, so "(415) 555-0100" and "415.555.0100" still match each other.
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(trimmed);
    if (parsed?.isPossible()) return parsed.number;
  }
  return trimmed.replace(/\D/g, '');
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The identities of a candidate's emails and phones, each once. */
export function identitiesOf(c: { email: string | null; emails: string[]; phone: string | null; phones: string[] }): Identity[] {
  const out = new Map<string, Identity>();
  for (const e of [c.email, ...c.emails]) {
    if (e) out.set(`email:${normalizeEmail(e)}`, { kind: 'email', value: normalizeEmail(e) });
  }
  for (const p of [c.phone, ...c.phones]) {
    const value = p ? normalizePhone(p) : '';
    if (value) out.set(`phone:${value}`, { kind: 'phone', value });
  }
  return [...out.values()];
}
