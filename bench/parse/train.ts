/**
 * npm run train:parser — trains the resume tagger on every labeled resume (fixed seed) and writes
 * its weights to apps/server/src/features/ingestion/fields/tagger-model.json. It learns from each
 * resume's text and from its PDF renderings read back (folds.ts TRAINING_LAYOUTS), the labels
 * carried over by alignment. bench/parse scores the same recipe by k-fold cross-validation, never
 * this all-data model.
 * Run: npm run train:parser   (PARSE_DATA_DIR overrides the data folder)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { train } from '../../apps/server/src/features/ingestion/fields/tagger';
import { SEED, TRAINING_LAYOUTS, renderAndRead, trainingDocuments } from './folds';
import type { Rendered } from './folds';
import { loadLabeled } from './gold';

const DATA_DIR = process.env.PARSE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/resumes-labeled');
const OUT = path.resolve(import.meta.dirname, '../../apps/server/src/features/ingestion/fields/tagger-model.json');

const started = performance.now();
const resumes = loadLabeled(DATA_DIR);
const documents = [];
for (const resume of resumes) {
  const renderings: Rendered[] = [];
  for (const layout of TRAINING_LAYOUTS) renderings.push(await renderAndRead(layout, resume));
  documents.push(...trainingDocuments(resume, renderings));
}
const rendered = performance.now();
console.log(`${documents.length} training documents (text and ${TRAINING_LAYOUTS.join(', ')}) from ${resumes.length} resumes in ${((rendered - started) / 1000).toFixed(1)} s`);
const model = train(documents, {
  seed: SEED,
  onEpoch: (epoch, errors, tokens) => console.log(`epoch ${epoch}: ${errors} of ${tokens} tokens wrong (${((100 * errors) / tokens).toFixed(2)} %)`),
});
writeFileSync(OUT, JSON.stringify(model) + '\n');
console.log(`${Object.keys(model.weights).length} features; trained in ${((performance.now() - rendered) / 1000).toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s in all) → ${path.relative(process.cwd(), OUT)}`);
