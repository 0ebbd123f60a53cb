// The keyed reports as a user may upload them in text made by another program: `pdftotext -layout` (columns kept,
// as many "save as text" tools write) and plain `pdftotext` (reading order, as a viewer's copy and paste gives).
// Only for `npm run eval -- --pdftotext`, when poppler-utils is installed; read through the engine's text path.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { extractDocument } from '../../analysis/extract/extract-document';
import { prepareDocument } from '../../analysis/findings/builtin-finder';
import { labelReport, type CorpusReport } from '../../analysis/learning/corpus';

export const PDFTOTEXT_MODES = [
  { name: 'layout', what: 'as `pdftotext -layout` text', args: ['-layout'] },
  { name: 'plain', what: 'as plain `pdftotext` text (reading order)', args: [] },
] as const;

export type PdftotextMode = (typeof PDFTOTEXT_MODES)[number];

export const pdftotextAvailable = (): boolean => !spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error;

/** Each report's PDF (in `dir`) turned into text by pdftotext, read as a text upload, with the same key. */
export const asPdftotextUploads = async (
  reports: readonly CorpusReport[],
  dir: string,
  mode: PdftotextMode,
): Promise<CorpusReport[]> => {
  const out: CorpusReport[] = [];
  for (const r of reports) {
    const made = spawnSync('pdftotext', [...mode.args, join(dir, `${r.name}.pdf`), '-'], { maxBuffer: 1 << 28 });
    if (made.status !== 0) continue;
    const doc = await extractDocument(new Uint8Array(made.stdout), { kind: 'text' });
    out.push(labelReport(r.name, r.family, r.key, prepareDocument(doc)));
  }
  return out;
};
