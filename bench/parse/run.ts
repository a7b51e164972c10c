/**
 * bench/parse — accuracy of the resume field extractor on ../shared/data/resumes-labeled
 * (311 labeled resumes) in six renderings: the plain text, three PDF layouts (one column, two
 * columns, left sidebar) read back with extractText, and two DOCX layouts (paragraphs, table).
 * Prints strict precision / recall / F1 per field beside the QUALITY.md bars, and time per resume.
 * Run: npm run bench:parse [-- --layouts=text,pdf-sidebar] [-- --limit=60] [-- --rules] [-- --quick | --folds=2,3] [-- --train-layouts=pdf-one-column] [-- --errors]   (PARSE_DATA_DIR overrides the data folder)
 *
 * Matching rules: see the header of score.ts (printed below the tables as well). The learned
 * tagger is scored by k-fold cross-validation (folds.ts): each resume is read by a model trained
 * on the other folds only, never by one that saw it.
 */
import os from 'node:os';
import path from 'node:path';
import { extractFields } from '../../apps/server/src/features/ingestion/fields/extract-fields';
import type { ParsedResume } from '../../apps/server/src/features/ingestion/fields/extract-fields';
import { canonicalSkill } from '../../apps/server/src/features/ingestion/fields/skills';
import { FOLDS, SEED, TRAINING_LAYOUTS, assignFolds, crossValidatedModels, renderAndRead, trainingDocuments, type ModelFor, type Rendered } from './folds';
import { loadLabeled } from './gold';
import type { LabeledResume } from './gold';
import { LAYOUTS } from './layouts';
import type { Layout } from './layouts';
import { add, emptyCounts, locationMatch, nameMatch, prf, scoreSets, scoreSingle } from './score';
import type { Counts, SetCounts } from './score';

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

function score(resume: LabeledResume, parsed: ParsedResume): Partial<Record<Field, Counts>> {
  const gold = (type: string) => resume.labels.get(type) ?? [];
  const fullName = parsed.name ? `${parsed.name.first} ${parsed.name.last}` : null;
  return {
    email: scoreSets(parsed.emails, gold('Email Address'), 'exact'),
    name: scoreSingle(fullName, gold('Name'), nameMatch),
    location: scoreSingle(parsed.location, gold('Location'), locationMatch),
    companies: scoreSets(parsed.experience.flatMap((entry) => (entry.company ? [entry.company] : [])), gold('Companies worked at'), 'token', true),
    titles: scoreSets(parsed.experience.flatMap((entry) => (entry.title ? [entry.title] : [])), gold('Designation'), 'token'),
    degrees: scoreSets(parsed.education.flatMap((entry) => (entry.degree ? [entry.degree] : [])), gold('Degree'), 'token'),
    colleges: scoreSets(parsed.education.flatMap((entry) => (entry.institution ? [entry.institution] : [])), gold('College Name'), 'token', true),
    skills: scoreSets(parsed.skills, [...gold('Tech Tools'), ...gold('Job Specific Skills')].map((label) => canonicalSkill(label) ?? label), 'exact'),
  };
}

/** Per field, how often each normalized value was predicted without a gold match (spurious) or left unfound (missed). */
type Errors = Map<Field, { spurious: Map<string, number>; missed: Map<string, number> }>;
type LayoutResult = { totals: Record<Field, Counts>; errors: Errors; fieldsMs: number[]; readMs: number[]; phonesFound: number; failures: string[] };

/** `rendered`: each resume's rendering in this layout read back (none for the text layout). */
function runLayout(resumes: LabeledResume[], rendered: Rendered[] | null, modelFor: ModelFor): LayoutResult {
  const totals = Object.fromEntries(FIELDS.map(([field]) => [field, emptyCounts()])) as Record<Field, Counts>;
  const result: LayoutResult = { totals, errors: new Map(), fieldsMs: [], readMs: [], phonesFound: 0, failures: [] };
  for (const [index, resume] of resumes.entries()) {
    const reading = rendered?.[index];
    if (reading) {
      result.readMs.push(reading.readMs);
      if (reading.failure) result.failures.push(`${resume.file}: ${reading.failure}`);
    }
    const text = reading ? reading.text : resume.text;
    const started = performance.now();
    const parsed = extractFields(text, { now: NOW, model: modelFor(index) });
    result.fieldsMs.push(performance.now() - started);
    if (parsed.phones.length) result.phonesFound++;
    for (const [field, counts] of Object.entries(score(resume, parsed))) {
      add(totals[field as Field], counts);
      if (!('missed' in counts)) continue;
      const errors = result.errors.get(field as Field) ?? { spurious: new Map(), missed: new Map() };
      result.errors.set(field as Field, errors);
      for (const value of (counts as SetCounts).spurious) errors.spurious.set(value, (errors.spurious.get(value) ?? 0) + 1);
      for (const value of (counts as SetCounts).missed) errors.missed.set(value, (errors.missed.get(value) ?? 0) + 1);
    }
  }
  return result;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => (values.length ? sorted(values)[Math.floor(values.length / 2)]! : 0);
const p95 = (values: number[]) => (values.length ? sorted(values)[Math.floor(values.length * 0.95)]! : 0);
const fmt = (value: number) => value.toFixed(3);

function printTable(layout: Layout, result: LayoutResult, count: number): void {
  console.log(`\n## ${layout}  (${count} resumes)`);
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
  const total = result.readMs.length ? result.fieldsMs.map((ms, index) => ms + result.readMs[index]!) : result.fieldsMs;
  const read = result.readMs.length ? `; reading (extractText) median ${median(result.readMs).toFixed(1)} ms, p95 ${p95(result.readMs).toFixed(1)} ms` : '';
  console.log(`\nms per resume: total median ${median(total).toFixed(1)} ms, p95 ${p95(total).toFixed(1)} ms (budget for PDF: median ≤ 25 ms); extractFields median ${median(result.fieldsMs).toFixed(2)} ms, p95 ${p95(result.fieldsMs).toFixed(2)} ms${read}`);
  if (result.failures.length) console.log(`extraction failures: ${result.failures.length} (${result.failures.slice(0, 3).join('; ')})`);
}

/** --errors: the most frequent spurious and missed values per entity field, to find what to fix next. */
function printErrors(result: LayoutResult, top: number): void {
  const list = (values: Map<string, number>) =>
    [...values]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, top)
      .map(([value, count]) => `${value} ×${count}`)
      .join('; ');
  for (const field of ['companies', 'titles', 'degrees', 'colleges'] as const) {
    const errors = result.errors.get(field);
    if (!errors) continue;
    console.log(`\n${field} false positives: ${list(errors.spurious)}`);
    console.log(`${field} false negatives: ${list(errors.missed)}`);
  }
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
  const limit = Number(arg('limit') ?? Infinity);
  const all = loadLabeled(DATA_DIR).slice(0, limit);
  // --quick scores the first fold only (one model to train), for iterations on the extractor;
  // --folds=2,3 scores those folds only, so the folds of one run can be scored by separate runs
  // whose counts add up to the full table.
  const foldArg = arg('folds');
  const scoredFolds = process.argv.includes('--quick') ? [0] : foldArg ? foldArg.split(',').map((k) => Number(k) - 1) : Array.from({ length: FOLDS }, (_, k) => k);
  const foldOf = assignFolds(all.length);
  const resumes = all.filter((_, i) => scoredFolds.includes(foldOf[i]!));
  if (scoredFolds.length < FOLDS) console.log(`scoring folds ${scoredFolds.map((k) => k + 1).join(', ')} of ${FOLDS}`);
  console.log(`bench/parse — ${resumes.length} labeled resumes from ${DATA_DIR}; ${os.cpus().length} cores, Node ${process.version}`);
  const wanted = arg('layouts')?.split(',');
  // --rules reads with the hand-written rules alone (the extractor before the tagger).
  const rulesOnly = process.argv.includes('--rules');
  // --errors prints the most frequent false positives and negatives per entity field after each table.
  const showErrors = process.argv.includes('--errors');
  const layouts = LAYOUTS.filter((name) => !wanted || wanted.includes(name));
  // --train-layouts=pdf-one-column,… (or empty for the text alone) sets the renderings the tagger learns from.
  const trainArg = arg('train-layouts');
  const trainingLayouts = trainArg === undefined ? TRAINING_LAYOUTS : TRAINING_LAYOUTS.filter((name) => trainArg.split(',').includes(name));
  // Every rendering is read once: the scored layouts for scoring, the training layouts (of every resume) to learn from.
  const renderings = new Map<Layout, Rendered[]>();
  for (const layout of LAYOUTS) {
    if (layout === 'text' || (!layouts.includes(layout) && (rulesOnly || !trainingLayouts.includes(layout)))) continue;
    const read: Rendered[] = [];
    const needed = !rulesOnly && trainingLayouts.includes(layout) ? all : resumes;
    for (const resume of all) read.push(needed.includes(resume) ? await renderAndRead(layout, resume) : { text: '', readMs: 0, failure: null });
    renderings.set(layout, read);
  }
  const carried = rulesOnly ? [] : all.map((resume, index) => trainingDocuments(resume, trainingLayouts.map((layout) => renderings.get(layout)![index]!)));
  if (!rulesOnly) {
    const labels = (position: number) => carried.reduce((sum, docs) => sum + (docs[position]?.spans.length ?? 0), 0);
    console.log(`labels carried to the training renderings: ${trainingLayouts.map((layout, i) => `${layout} ${labels(i + 1)} of ${labels(0)}`).join(', ') || 'none (text only)'}`);
  }
  const documents = (index: number) => carried[index]!;
  const trained = rulesOnly ? null : crossValidatedModels(all, scoredFolds, documents);
  const positions = all.flatMap((resume, i) => (resumes.includes(resume) ? [i] : []));
  const modelFor: ModelFor = (index) => trained?.(positions[index]!) ?? null;
  console.log(rulesOnly ? 'rules only (no tagger)' : `tagger scored by ${FOLDS}-fold cross-validation (seed ${SEED}), trained on the text${trainingLayouts.map((layout) => `, ${layout}`).join('')} renderings of the other folds' resumes: no resume is read by a model trained on it`);
  for (const layout of layouts) {
    const rendered = renderings.get(layout);
    const result = runLayout(resumes, rendered ? positions.map((i) => rendered[i]!) : null, modelFor);
    printTable(layout, result, resumes.length);
    if (showErrors) printErrors(result, 15);
  }
  console.log(`
Strict matching (score.ts): accents, case and punctuation ignored; legal suffixes (Inc, Ltd, Pvt Ltd, …) dropped
for companies and colleges; a prediction matches a gold value when equal or token F1 ≥ 0.8, one to one — never by
containment. email exact; name = equal, or same first and last word; location = one of the Location labels by the
same rule, or the same city; skills = Tech Tools + Job Specific Skills through the vocabulary, exact. Micro-averaged.
The dataset has no phone labels, so phone accuracy is not measured here (unit tests cover formats).
Rules and vocabulary were written looking at this data: their figures are optimistic for unseen resumes.`);
}

await main();
