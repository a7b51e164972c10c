/** Training documents from the labeled resumes, and the fixed k-fold split bench/parse scores with. */
import type { EntityType, TrainingDocument } from '../../apps/server/src/features/ingestion/fields/tagger';
import { random } from '../../apps/server/src/features/ingestion/fields/tagger';
import type { LabeledResume } from './gold';

const LABEL_TYPES: Record<string, EntityType> = {
  Designation: 'title',
  'Companies worked at': 'company',
  Degree: 'degree',
  'College Name': 'college',
  'Tech Tools': 'skill',
  'Job Specific Skills': 'skill',
};

export function trainingDocument(resume: LabeledResume): TrainingDocument {
  return {
    text: resume.text,
    spans: resume.spans.flatMap((span) => (LABEL_TYPES[span.type] ? [{ type: LABEL_TYPES[span.type]!, start: span.start, end: span.end }] : [])),
  };
}

export const FOLDS = 5;
export const SEED = 20261125;

/** Fold number (0 … FOLDS-1) per resume: a seeded shuffle dealt round-robin. */
export function assignFolds(count: number, folds = FOLDS, seed = SEED): number[] {
  const next = random(seed);
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(count).fill(0);
  order.forEach((resume, position) => (fold[resume] = position % folds));
  return fold;
}
