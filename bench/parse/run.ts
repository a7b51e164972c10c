/**
 * bench/parse — accuracy of the resume field extractor on ../shared/data/resumes-labeled
 * (310 labeled resumes), from (a) the plain text, (b) the text rendered into a PDF with pdf-lib
 * and read back with extractText, (c) the text rendered into a DOCX with docx and read back.
 * Prints precision / recall / F1 per field beside the QUALITY.md bars, and ms per resume.
 * Run: npx tsx bench/parse/run.ts   (PARSE_DATA_DIR overrides the data folder)
 *
 * Matching rules: see the header of score.ts (printed below the tables as well). Data
 * preparation: label tags removed, XML entities decoded, and literal "\xNN" UTF-8 byte escapes
 * left by the dataset's collection decoded back to characters. There is no held-out split: the
 * extractor's rules and vocabulary were written while looking at this same data, so these
 * figures are optimistic for unseen resumes.
 */
import os from 'node:os';
import path from 'node:path';
import { extractText } from '../../apps/server/src/features/ingestion/extract-text';
import { extractFields } from '../../apps/server/src/features/ingestion/fields/extract-fields';
import type { ParsedResume } from '../../apps/server/src/features/ingestion/fields/extract-fields';
import { canonicalSkill } from '../../apps/server/src/features/ingestion/fields/skills';
import { renderDocx, renderPdf } from '../../apps/server/src/test/fixtures/resumes/make';
import { loadLabeled } from './gold';
import type { LabeledResume } from './gold';
import { add, emptyCounts, locationMatch, nameMatch, prf, scoreSets, scoreSingle } from './score';
import type { Counts } from './score';

const DATA_DIR = process.env.PARSE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/resumes-labeled');
const NOW = new Date(Date.UTC(2026, 0, 1));

const FIELDS = [
  ['email', 'F1 ≥ 0.98'],
  ['phone', '≥ 0.98'],
  ['name', 'F1 ≥ 0.95'],
  ['location', 'F1 ≥ 0.80'],
  ['companies', 'F1 ≥ 0.80'],
  ['titles', 'F1 ≥ 0.80'],
  ['degrees', 'F1 ≥ 0.80'],
  ['colleges', 'F1 ≥ 0.80'],
  ['skills', 'F1 ≥ 0.70'],
] as const;
type Field = (typeof FIELDS)[number][0];
const BAR: Record<Field, number> = { email: 0.98, phone: 0.98, name: 0.95, location: 0.8, companies: 0.8, titles: 0.8, degrees: 0.8, colleges: 0.8, skills: 0.7 };

function goldSkill(label: string): string {
  return canonicalSkill(label) ?? label;
}

function score(resume: LabeledResume, parsed: ParsedResume): Partial<Record<Field, Counts>> {
  const gold = (type: string) => resume.labels.get(type) ?? [];
  const fullName = parsed.name ? `${parsed.name.first} ${parsed.name.last}` : null;
  return {
    email: scoreSets(parsed.emails, gold('Email Address'), 'exact'),
    name: scoreSingle(fullName, gold('Name'), nameMatch),
    location: scoreSingle(parsed.location, gold('Location'), locationMatch),
    companies: scoreSets(parsed.experience.flatMap((entry) => (entry.company ? [entry.company] : [])), gold('Companies worked at'), 'contains'),
    titles: scoreSets(parsed.experience.flatMap((entry) => (entry.title ? [entry.title] : [])), gold('Designation'), 'contains'),
    degrees: scoreSets(parsed.education.flatMap((entry) => (entry.degree ? [entry.degree] : [])), gold('Degree'), 'contains'),
    colleges: scoreSets(parsed.education.flatMap((entry) => (entry.institution ? [entry.institution] : [])), gold('College Name'), 'contains'),
    skills: scoreSets(parsed.skills, [...gold('Tech Tools'), ...gold('Job Specific Skills')].map(goldSkill), 'exact'),
  };
}

type SourceResult = { totals: Record<Field, Counts>; fieldsMs: number[]; readMs: number[]; phonesFound: number; failures: string[] };

async function runSource(resumes: LabeledResume[], source: 'text' | 'pdf' | 'docx'): Promise<SourceResult> {
  const totals = Object.fromEntries(FIELDS.map(([field]) => [field, emptyCounts()])) as Record<Field, Counts>;
  const result: SourceResult = { totals, fieldsMs: [], readMs: [], phonesFound: 0, failures: [] };
  for (const resume of resumes) {
    let text = resume.text;
    if (source !== 'text') {
      const bytes = source === 'pdf' ? await renderPdf(resume.text) : await renderDocx(resume.text);
      const started = performance.now();
      try {
        text = (await extractText(bytes, source)).text;
      } catch (error) {
        result.failures.push(`${resume.file}: ${(error as Error).message}`);
        text = '';
      }
      result.readMs.push(performance.now() - started);
    }
    const started = performance.now();
    const parsed = extractFields(text, { now: NOW });
    result.fieldsMs.push(performance.now() - started);
    if (parsed.phones.length) result.phonesFound++;
    for (const [field, counts] of Object.entries(score(resume, parsed))) add(totals[field as Field], counts);
  }
  return result;
}

const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : 0);
const p95 = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]! : 0);
const fmt = (value: number) => value.toFixed(3);

function printTable(source: string, result: SourceResult, count: number): void {
  console.log(`\n## source: ${source}  (${count} resumes)`);
  console.log('| field | P | R | F1 | bar | meets | gold | predicted |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [field, bar] of FIELDS) {
    if (field === 'phone') {
      console.log(`| phone | – | – | – | ${bar} | not measurable | 0 (no phone labels) | ${result.phonesFound} resumes with ≥ 1 phone |`);
      continue;
    }
    const counts = result.totals[field];
    const { p, r, f1 } = prf(counts);
    console.log(`| ${field} | ${fmt(p)} | ${fmt(r)} | ${fmt(f1)} | ${bar} | ${f1 >= BAR[field] ? 'yes' : 'NO'} | ${counts.gold} | ${counts.predicted} |`);
  }
  const read = result.readMs.length ? `; read (extractText) median ${median(result.readMs).toFixed(1)} ms, p95 ${p95(result.readMs).toFixed(1)} ms` : '';
  console.log(`\nms per resume: extractFields median ${median(result.fieldsMs).toFixed(2)} ms, p95 ${p95(result.fieldsMs).toFixed(2)} ms${read}`);
  if (result.failures.length) console.log(`extraction failures: ${result.failures.length} (${result.failures.slice(0, 3).join('; ')})`);
}

async function main(): Promise<void> {
  const resumes = loadLabeled(DATA_DIR);
  console.log(`bench/parse — ${resumes.length} labeled resumes from ${DATA_DIR}; ${os.cpus().length} cores, Node ${process.version}`);
  // `--sources text` (comma-separated) runs a subset, for quick iterations on the extractor.
  const wanted = process.argv.find((arg) => arg.startsWith('--sources='))?.slice('--sources='.length).split(',');
  for (const source of (['text', 'pdf', 'docx'] as const).filter((s) => !wanted || wanted.includes(s))) {
    printTable(source, await runSource(resumes, source), resumes.length);
  }
  console.log(`
Matching rules: case-, accent- and whitespace-insensitive (NFKC, lower case, punctuation except + # . removed).
email exact; name = predicted first+last equals the Name label or its first and last words; location = the one
predicted location contains or is contained in any Location label (recall per resume with a Location label);
companies/titles/degrees/colleges = sets per resume, a prediction matches a gold label when one contains the other;
skills = Tech Tools + Job Specific Skills labels mapped through the extractor's vocabulary, exact match.
Micro-averaged. The dataset has no phone labels, so phone accuracy is not measured here (unit tests cover formats).
No held-out split: rules were written looking at this data.`);
}

await main();
