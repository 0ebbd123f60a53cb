// The keyed corpus as training and evaluation data: each report's candidates with their features, labelled by the
// answer key. Extraction and segmentation run once per report; every cross-validation fold reuses them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { extractDocument } from '../extract/extract-document';
import { citation, prepareDocument, type PreparedDocument } from '../findings/builtin-finder';
import { describe, locationOf } from '../findings/describe';
import { assignKeyItems, type KeyItem } from './key-match';

export interface LabelledCandidate {
  /** null: not a key item; 'ignore': a borderline (optional) item; otherwise the key item it stands for */
  match: KeyItem | null | 'ignore';
}

export interface CorpusReport {
  name: string;
  family: string;
  key: KeyItem[];
  prepared: PreparedDocument;
  labels: LabelledCandidate[];
}

export const familyOf = (name: string, families: Record<string, string[] | string>): string => {
  const id = name.slice(0, 2);
  for (const [family, ids] of Object.entries(families)) if (Array.isArray(ids) && ids.includes(id)) return family;
  return 'other';
};

/** Labels each candidate with the key item it would be scored against (the scorer's matching rule). */
export const labelCandidates = (prepared: PreparedDocument, key: KeyItem[]): LabelledCandidate[] => {
  const texts = prepared.prepared.map(({ candidate }) => {
    const { page, quote } = citation(candidate);
    return { page, quote, description: describe(candidate), location: locationOf(candidate) };
  });
  return assignKeyItems(key, texts).map((m) => ({ match: m === 'none' ? null : m }));
};

/** Loads every keyed report of a corpus directory (`NN-name.pdf` + `NN-name.key.json`). */
export const loadCorpus = async (dir: string, families: Record<string, string[] | string>): Promise<CorpusReport[]> => {
  const out: CorpusReport[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const name = basename(file, '.pdf');
    const keyFile = join(dir, `${name}.key.json`);
    if (!existsSync(keyFile)) continue;
    const key = JSON.parse(readFileSync(keyFile, 'utf8')) as KeyItem[];
    const doc = await extractDocument(new Uint8Array(readFileSync(join(dir, file))));
    const prepared = prepareDocument(doc);
    out.push({ name, family: familyOf(name, families), key, prepared, labels: labelCandidates(prepared, key) });
  }
  return out;
};
