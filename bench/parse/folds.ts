/** Training documents from the labeled resumes, and the fixed k-fold split bench/parse scores with. */
import type { EntityType, TaggerModel, TrainingDocument } from '../../apps/server/src/features/ingestion/fields/tagger';
import { random, train } from '../../apps/server/src/features/ingestion/fields/tagger';
import { extractText } from '../../apps/server/src/features/ingestion/extract-text';
import { carryLabels } from './align';
import type { LabeledResume } from './gold';
import { layoutKind, render } from './layouts';
import type { Layout } from './layouts';

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

/**
 * The renderings the tagger learns from besides the text: in the product it reads text out of PDF
 * files. DOCX read back gives the text's lines as they were typed, so it would only repeat the text.
 */
export const TRAINING_LAYOUTS: Exclude<Layout, 'text'>[] = ['pdf-one-column', 'pdf-two-columns', 'pdf-sidebar'];

/** A rendering of a resume read back as the product reads it, with how long the reading took. */
export type Rendered = { text: string; readMs: number; failure: string | null };

export async function renderAndRead(layout: Exclude<Layout, 'text'>, resume: LabeledResume): Promise<Rendered> {
  const bytes = await render(layout, resume.text);
  const started = performance.now();
  try {
    const { text } = await extractText(bytes, layoutKind(layout) as 'pdf' | 'docx');
    return { text, readMs: performance.now() - started, failure: null };
  } catch (error) {
    return { text: '', readMs: performance.now() - started, failure: (error as Error).message };
  }
}

/** What the tagger learns from one resume: its text, and each rendering with the labels carried over. */
export function trainingDocuments(resume: LabeledResume, renderings: Rendered[]): TrainingDocument[] {
  const source = trainingDocument(resume);
  return [source, ...renderings.filter((rendered) => rendered.text).map((rendered) => carryLabels(source, rendered.text))];
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

/** The model each resume is read with: trained on the other folds only (null: rules alone). */
export type ModelFor = (index: number) => TaggerModel | null;

/**
 * One model per fold, each trained on the other folds, so no resume is read by a model that saw it.
 * `folds`: how many (the first ones) or which to train; `documents`: what each resume teaches
 * (by default its text alone; bench/parse adds its renderings).
 */
export function crossValidatedModels(
  resumes: LabeledResume[],
  folds: number | number[] = FOLDS,
  documents: (index: number) => TrainingDocument[] = (index) => [trainingDocument(resumes[index]!)],
): ModelFor {
  const fold = assignFolds(resumes.length);
  const models: TaggerModel[] = [];
  for (const k of typeof folds === 'number' ? Array.from({ length: folds }, (_, i) => i) : folds) {
    const started = performance.now();
    models[k] = train(resumes.flatMap((_, i) => (fold[i] !== k ? documents(i) : [])), { seed: SEED });
    console.log(`fold ${k + 1}/${FOLDS}: trained on ${fold.filter((f) => f !== k).length} resumes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return (index) => models[fold[index]!]!;
}
