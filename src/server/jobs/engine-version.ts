import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Config } from '../config';
import { childEntry } from './analysis-process';

// Which engine made an analysis, so a refresh that could only reproduce it is answered at once (a refresh costs a
// worker's minute of CPU, and one account once queued hundreds). The version is the hash of the engine child's code
// as it runs — its rules, trained model and cost catalog are bundled into it — with the finder configuration: it
// changes with every change to the engine without anyone having to remember to bump a number.

const cache = new Map<string, Promise<string>>();

const finderOf = (ai: Config['ai']): string => (ai.provider === 'builtin' ? 'builtin' : `llm:${ai.model}`);

export const engineVersion = (config: Pick<Config, 'ai'>): Promise<string> => {
  const finder = finderOf(config.ai);
  let version = cache.get(finder);
  if (!version) {
    version = childEntry()
      .then((entry) => readFile(entry))
      .then((code) => `${createHash('sha256').update(code).digest('hex').slice(0, 16)}+${finder}`);
    // a failure (the entry could not be built) is tried again next time, never cached
    version.catch(() => cache.delete(finder));
    cache.set(finder, version);
  }
  return version;
};
