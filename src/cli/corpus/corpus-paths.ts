// Where the keyed reports are: the shared corpus next to the repository, and keys the project adds itself
// (test-data/keys: NN-name.pdf is not committed when the report's licence does not allow it; a key whose PDF
// is absent is skipped).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const SHARED_CORPUS = resolve(PROJECT_ROOT, '../shared/corpus');
export const SHARED_SCORER = resolve(PROJECT_ROOT, '../shared/tools/score-analysis.mjs');
export const PROJECT_KEYS = resolve(PROJECT_ROOT, 'test-data/keys');

export const readFamilies = (): Record<string, string[] | string> =>
  JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'test-data/corpus-families.json'), 'utf8')) as Record<
    string,
    string[] | string
  >;

export const keyedDirs = (corpus = SHARED_CORPUS) =>
  [resolve(corpus, 'dev'), PROJECT_KEYS].filter((d) => existsSync(d));
