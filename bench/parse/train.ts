/**
 * npm run train:parser — trains the resume tagger on every labeled resume (fixed seed) and writes
 * its weights to apps/server/src/features/ingestion/fields/tagger-model.json. bench/parse scores
 * the same training recipe by k-fold cross-validation, never this all-data model.
 * Run: npm run train:parser   (PARSE_DATA_DIR overrides the data folder)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { train } from '../../apps/server/src/features/ingestion/fields/tagger';
import { SEED, trainingDocument } from './folds';
import { loadLabeled } from './gold';

const DATA_DIR = process.env.PARSE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/resumes-labeled');
const OUT = path.resolve(import.meta.dirname, '../../apps/server/src/features/ingestion/fields/tagger-model.json');

const started = performance.now();
const resumes = loadLabeled(DATA_DIR);
const model = train(resumes.map(trainingDocument), {
  seed: SEED,
  onEpoch: (epoch, errors, tokens) => console.log(`epoch ${epoch}: ${errors} of ${tokens} tokens wrong (${((100 * errors) / tokens).toFixed(2)} %)`),
});
writeFileSync(OUT, JSON.stringify(model) + '\n');
console.log(`${Object.keys(model.weights).length} features from ${resumes.length} resumes in ${((performance.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), OUT)}`);
