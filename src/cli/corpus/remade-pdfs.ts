// The keyed reports as a user may hold them after another program has written the PDF again: an agent's "print to
// PDF", a compressor, a viewer's save. Each tool found on this machine re-makes every dev PDF into its own directory
// (beside a copy of the key), and the held-out models score those copies: how much of the engine's reading survives a
// PDF it was not written for. Only for `npm run eval -- --remade`; the tools come from Debian (poppler-utils,
// ghostscript, qpdf, mupdf-tools). The copies whose text cannot be decoded are read by OCR, so a full run takes
// about 20 minutes on 2 cores.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface Remaker {
  name: string;
  /** what the copy is, for the table */
  what: string;
  command: string;
  args: (from: string, to: string) => string[];
  /** exit codes that mean the copy was written (qpdf exits 3 when it wrote it with warnings) */
  ok?: number[];
}

export const REMAKERS: Remaker[] = [
  {
    name: 'qpdf',
    what: 'objects rewritten into object streams (qpdf)',
    command: 'qpdf',
    args: (from, to) => ['--object-streams=generate', from, to],
    ok: [0, 3],
  },
  {
    name: 'cairo',
    what: 'drawn again through cairo (pdftocairo -pdf, as GTK and Firefox print)',
    command: 'pdftocairo',
    args: (from, to) => ['-pdf', from, to],
  },
  {
    name: 'ghostscript',
    what: 'distilled again (Ghostscript pdfwrite, as CUPS and PDF compressors do)',
    command: 'gs',
    args: (from, to) => ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pdfwrite', `-sOutputFile=${to}`, from],
  },
  {
    name: 'mupdf',
    what: 'written again through MuPDF (mutool convert; it cannot write Type 3 fonts, so some are left out)',
    command: 'mutool',
    args: (from, to) => ['convert', '-F', 'pdf', '-o', to, from],
  },
];

const available = (command: string) => !spawnSync(command, ['--version'], { stdio: 'ignore' }).error;

/**
 * Re-makes each keyed PDF of `dir` with `remaker` into `out/<name>/`, the key copied beside it; a file the tool cannot
 * write is left out. Returns the directory, or null when the tool is not installed.
 */
export const remakeCorpus = (dir: string, out: string, remaker: Remaker): string | null => {
  if (!available(remaker.command)) return null;
  const target = join(out, remaker.name);
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
    const key = join(dir, `${basename(file, '.pdf')}.key.json`);
    if (!existsSync(key)) continue;
    const to = join(target, file);
    const done = spawnSync(remaker.command, remaker.args(join(dir, file), to), { stdio: 'ignore', timeout: 300_000 });
    if (!(remaker.ok ?? [0]).includes(done.status ?? -1) || !existsSync(to) || statSync(to).size === 0) continue;
    copyFileSync(key, join(target, basename(key)));
  }
  return target;
};
