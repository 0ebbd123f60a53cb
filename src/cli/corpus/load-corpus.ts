// Reads a keyed corpus directory (`NN-name.pdf` + `NN-name.key.json`) into labelled reports for training and
// evaluation. Extraction and segmentation run once per report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { extractDocument } from '../../analysis/extract/extract-document';
import { prepareDocument } from '../../analysis/findings/builtin-finder';
import { familyOf, labelReport, type CorpusReport } from '../../analysis/learning/corpus';
import type { KeyItem } from '../../analysis/learning/key-match';

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
    out.push(labelReport(name, familyOf(name, families), key, prepareDocument(doc)));
  }
  return out;
};
