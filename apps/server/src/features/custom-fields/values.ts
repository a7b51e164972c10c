/**
 * Custom-field values checked against their field's type. A value arrives under the field's key and is
 * stored under its id, so renaming a key never orphans a value. Pure functions: the service loads the
 * definitions and the members, these decide.
 */
import type { CustomFieldType } from '@hirebase/shared';

export type FieldDef = { id: string; key: string; label: string; type: CustomFieldType; options: string[]; required: boolean };
export type Issue = { path: string; message: string };
type Checked = { ok: true; value: unknown } | { ok: false; message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const LIMITS: Partial<Record<CustomFieldType, number>> = { text: 500, long_text: 10_000, url: 2000 };

const bad = (message: string): Checked => ({ ok: false, message });
const good = (value: unknown): Checked => ({ ok: true, value });

function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function checkText(field: FieldDef, raw: unknown): Checked {
  if (typeof raw !== 'string') return bad('Enter text');
  const text = raw.trim();
  if (text.length > (LIMITS[field.type] ?? 500)) return bad(`At most ${LIMITS[field.type]} characters`);
  if (field.type === 'url' && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text)) return bad('Enter a full http(s) URL');
  return good(text);
}

/** One value against its field's type; null (or an empty text/list) clears it. */
export function checkValue(field: FieldDef, raw: unknown): Checked {
  if (raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return good(null);
  switch (field.type) {
    case 'text':
    case 'long_text':
    case 'url':
      return checkText(field, raw);
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) && Math.abs(raw) < 1e15 ? good(raw) : bad('Enter a number');
    case 'money': {
      const m = raw as { amount?: unknown; currency?: unknown };
      if (typeof raw !== 'object' || Array.isArray(raw) || typeof m.amount !== 'number' || !Number.isFinite(m.amount) || Math.abs(m.amount) >= 1e15) {
        return bad('Enter an amount and a currency, like { "amount": 1200, "currency": "USD" }');
      }
      if (typeof m.currency !== 'string' || !CURRENCY.test(m.currency)) return bad('Enter a three-letter currency code');
      return good({ amount: m.amount, currency: m.currency });
    }
    case 'date':
      return typeof raw === 'string' && validDate(raw) ? good(raw) : bad('Enter a date as YYYY-MM-DD');
    case 'yes_no':
      return typeof raw === 'boolean' ? good(raw) : bad('Enter true or false');
    case 'single_select':
      return typeof raw === 'string' && field.options.includes(raw) ? good(raw) : bad(`Choose one of: ${field.options.join(', ')}`);
    case 'multi_select': {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !field.options.includes(v))) return bad(`Choose from: ${field.options.join(', ')}`);
      return good([...new Set(raw as string[])]);
    }
    case 'user':
      return typeof raw === 'string' && raw.length <= 64 ? good(raw) : bad('Choose a member');
  }
}

export type ValuesPatch = { set: Record<string, unknown>; clear: string[]; users: { path: string; id: string }[] };

/**
 * The input (values by key) as a patch by field id. Unknown or archived keys, wrong types and required
 * fields left empty are issues, each naming `custom_fields.<key>`. Creating, every required field needs a value.
 */
export function valuesPatch(defs: FieldDef[], input: Record<string, unknown>, creating: boolean): { patch: ValuesPatch; issues: Issue[] } {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const patch: ValuesPatch = { set: {}, clear: [], users: [] };
  const issues: Issue[] = [];
  for (const [key, raw] of Object.entries(input)) {
    const field = byKey.get(key);
    const path = `custom_fields.${key}`;
    if (!field) {
      issues.push({ path, message: 'No such field' });
      continue;
    }
    const checked = checkValue(field, raw);
    if (!checked.ok) issues.push({ path, message: `${field.label}: ${checked.message}` });
    else if (checked.value === null) {
      if (field.required) issues.push({ path, message: `${field.label} is required` });
      else patch.clear.push(field.id);
    } else {
      patch.set[field.id] = checked.value;
      if (field.type === 'user') patch.users.push({ path, id: checked.value as string });
    }
  }
  if (creating) {
    for (const field of defs) if (field.required && !(field.key in input)) issues.push({ path: `custom_fields.${field.key}`, message: `${field.label} is required` });
  }
  return { patch, issues };
}

/** Stored values (by id) as the API shows them (by key), for the given fields only. */
export function valuesByKey(defs: FieldDef[], stored: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    const v = stored?.[d.id];
    out[d.key] = v === undefined ? null : v;
  }
  return out;
}

/**
 * A spreadsheet cell as a value of the field's type, for `checkValue` to judge: numbers and money
 * ("1200 USD") are read as numbers, yes/no from yes/no/true/false/1/0, select options case-insensitively,
 * multi-select cells split on `,`, `;` or `|`, users by member email or name. A cell that cannot be
 * read is kept as typed, so the check names the field and what it expects.
 */
export function valueFromText(field: FieldDef, text: string, members: { id: string; email: string; name: string }[]): unknown {
  const t = text.trim();
  if (t === '') return null;
  const option = (s: string) => field.options.find((o) => o.toLowerCase() === s.trim().toLowerCase()) ?? s.trim();
  switch (field.type) {
    case 'number': {
      const n = Number(t.replace(/[\s,](?=\d{3}\b)/g, ''));
      return Number.isFinite(n) ? n : t;
    }
    case 'money': {
      const m = /^([A-Za-z]{3})?\s*(-?[\d\s,.]+?)\s*([A-Za-z]{3})?$/.exec(t);
      const amount = m ? Number(m[2]!.replace(/[\s,]/g, '')) : NaN;
      const currency = (m?.[1] ?? m?.[3])?.toUpperCase();
      return Number.isFinite(amount) && currency ? { amount, currency } : t;
    }
    case 'yes_no': {
      const v = t.toLowerCase();
      if (['yes', 'y', 'true', '1'].includes(v)) return true;
      if (['no', 'n', 'false', '0'].includes(v)) return false;
      return t;
    }
    case 'single_select':
      return option(t);
    case 'multi_select':
      return t.split(/[,;|]/).map(option).filter(Boolean);
    case 'user': {
      const v = t.toLowerCase();
      return members.find((m) => m.email.toLowerCase() === v || m.name.toLowerCase() === v)?.id ?? t;
    }
    default:
      return t;
  }
}
