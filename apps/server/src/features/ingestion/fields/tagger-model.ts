/** The committed tagger weights (written by `npm run train:parser`), read once per process. */
import { readFileSync } from 'node:fs';
import type { TaggerModel } from './tagger';

let model: TaggerModel | undefined;

export function defaultTaggerModel(): TaggerModel {
  model ??= JSON.parse(readFileSync(new URL('./tagger-model.json', import.meta.url), 'utf8')) as TaggerModel;
  return model;
}
