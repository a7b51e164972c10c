/**
 * Merge fields of email templates: `{{candidate.first_name}}` and friends. Rendering is plain text
 * in one pass: values are inserted as they are (never interpreted as HTML or as further fields), and
 * a field the product does not know is an error to show before sending, never a silent blank.
 */
export const MERGE_FIELDS = [
  { key: 'candidate.first_name', label: 'Candidate first name', sample: 'Jane' },
  { key: 'candidate.last_name', label: 'Candidate last name', sample: 'Doe' },
  { key: 'candidate.name', label: 'Candidate full name', sample: 'Jane Doe' },
  { key: 'candidate.email', label: 'Candidate email', sample: 'jane.doe@example.com' },
  { key: 'candidate.initials', label: 'Candidate initials', sample: 'J. D.' },
  { key: 'job.title', label: 'Job title', sample: 'Senior Backend Engineer' },
  { key: 'job.location', label: 'Job location', sample: 'Berlin' },
  { key: 'org.name', label: 'Organization name', sample: 'Acme Recruiting' },
  { key: 'recruiter.name', label: 'Recruiter name', sample: 'Maya Patel' },
  { key: 'recruiter.email', label: 'Recruiter email', sample: 'maya@acme.example' },
  { key: 'interview.time', label: 'Next interview time', sample: 'Tuesday, March 3, 2026 at 2:00 PM GMT+1' },
  { key: 'report.link', label: 'Candidate report link (client submissions)', sample: 'https://hirebase.example/reports/candidate-report/…' },
  { key: 'client.name', label: 'Client name (client submissions)', sample: 'Globex' },
  { key: 'contact.name', label: 'Client contact name (client submissions)', sample: 'Sam Lee' },
] as const;

export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
/** A candidate or job custom field by its key: `{{candidate.cf.region}}`, `{{job.cf.cost_center}}`. */
export type CustomMergeKey = `candidate.cf.${string}` | `job.cf.${string}`;
export type MergeName = MergeFieldKey | CustomMergeKey;
export type MergeValues = Partial<Record<MergeName, string>>;
/** The organization's custom merge fields (their names); only these `*.cf.*` names are known. */
export type CustomMergeNames = ReadonlySet<string>;

export const customMergeKey = (entity: 'candidate' | 'job', key: string): CustomMergeKey => `${entity}.cf.${key}`;

/** Fields that name or reach the person: an anonymised client submission refuses them (initials are fine). */
export const IDENTIFYING_MERGE_FIELDS: readonly MergeFieldKey[] = ['candidate.first_name', 'candidate.last_name', 'candidate.name', 'candidate.email'];

/** "Ada Lovelace" → "A. L.": how an anonymised report and its email name the candidate. */
export function initialsOf(first: string, last: string): string {
  return (
    [first, last]
      .map((p) => p.trim()[0])
      .filter(Boolean)
      .map((ch) => `${ch!.toUpperCase()}.`)
      .join(' ') || 'Candidate'
  );
}

const KNOWN = new Set<string>(MERGE_FIELDS.map((f) => f.key));
const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isMergeField(name: string): name is MergeFieldKey {
  return KNOWN.has(name);
}

/** Every field named in the text, each once, in order of appearance. */
export function fieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(FIELD)].map((m) => m[1]!))];
}

const isKnown = (name: string, custom: CustomMergeNames | undefined): name is MergeName => isMergeField(name) || Boolean(custom?.has(name));

/** Names inside `{{ }}` that are not merge fields of the organization (an empty `{{}}` counts as unknown). */
export function findUnknownFields(text: string, custom?: CustomMergeNames): string[] {
  return fieldsIn(text).filter((name) => !isKnown(name, custom));
}

export const SAMPLE_VALUES: MergeValues = Object.fromEntries(MERGE_FIELDS.map((f) => [f.key, f.sample]));

export type Rendered = { text: string; unknown: string[]; missing: MergeName[] };

/**
 * Replaces each known field by its value as text. `missing` lists known fields without a value
 * (no job given, no interview scheduled): the caller refuses to send rather than leave a blank.
 */
export function renderTemplate(text: string, values: MergeValues, custom?: CustomMergeNames): Rendered {
  const unknown = new Set<string>();
  const missing = new Set<MergeName>();
  const out = text.replace(FIELD, (whole, name: string) => {
    if (!isKnown(name, custom)) {
      unknown.add(name);
      return whole;
    }
    const value = values[name];
    if (value === undefined) {
      missing.add(name);
      return whole;
    }
    return value;
  });
  return { text: out, unknown: [...unknown], missing: [...missing] };
}

/** An interview instant as a reader in `timeZone` says it, with the zone named. */
export function formatInterviewTime(at: Date, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}
