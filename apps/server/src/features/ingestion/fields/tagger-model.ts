/** The committed tagger weights (written by `npm run train:parser`), read once per process. */
import { readFileSync } from 'node:fs';
import { compileTagger, type CompiledTagger, type TaggerModel } from './tagger';

let model: TaggerModel | undefined;
let tagger: CompiledTagger | undefined;

const readModel = () => JSON.parse(readFileSync(new URL('./tagger-model.json', import.meta.url), 'utf8')) as TaggerModel;

/** The weights as trained, for checks that read them feature by feature (tagger.test.ts, bench/parse). */
export function defaultTaggerModel(): TaggerModel {
  model ??= readModel();
  return model;
}

/**
 * The weights compiled for tagging, as the product reads resumes. The parsed JSON is not kept unless
 * defaultTaggerModel() already holds it, whose compilation compileTagger then reuses.
 */
export function defaultTagger(): CompiledTagger {
  tagger ??= compileTagger(model ?? readModel());
  return tagger;
}
