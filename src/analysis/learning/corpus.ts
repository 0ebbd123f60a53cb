// The keyed corpus as training and evaluation data: each report's candidates with their features, labelled by the
// answer key. Reading the files is the CLI's (src/cli/corpus/load-corpus.ts); this stays pure.
import { citation, type PreparedDocument } from '../findings/builtin-finder';
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

/** A keyed report made ready for training and scoring (segmented once; every fold reuses it). */
export const labelReport = (
  name: string,
  family: string,
  key: KeyItem[],
  prepared: PreparedDocument,
): CorpusReport => ({
  name,
  family,
  key,
  prepared,
  labels: labelCandidates(prepared, key),
});
