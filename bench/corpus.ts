import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export const CORPUS_DIR = resolve(process.env.CORPUS_DIR ?? '../shared/corpus');

export interface CorpusFile {
  name: string;
  path: string;
}

export const corpusFiles = (set: 'dev' | 'unkeyed'): CorpusFile[] => {
  const dir = join(CORPUS_DIR, set);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({ name: basename(f, '.pdf'), path: join(dir, f) }));
};
