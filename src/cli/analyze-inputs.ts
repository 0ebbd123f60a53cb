import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const REPORT_FILE = /\.(pdf|txt)$/i;

export interface InputFile {
  /** as the user wrote it, or joined under the directory they named: how every line and message names it */
  file: string;
  /** why it cannot be read at all (missing, not a file), or null */
  problem: string | null;
}

/** The files named on the command line: files as given, directories expanded to their .pdf/.txt files (recursive, sorted). */
export const expandInputs = (args: string[]): InputFile[] =>
  args.flatMap((arg): InputFile[] => {
    if (!existsSync(arg)) return [{ file: arg, problem: 'No such file or directory.' }];
    const stat = statSync(arg);
    if (stat.isFile()) return [{ file: arg, problem: null }];
    if (!stat.isDirectory()) return [{ file: arg, problem: 'Not a file or directory.' }];
    const found = (readdirSync(arg, { recursive: true }) as string[])
      .filter((name) => REPORT_FILE.test(name))
      .map((name) => join(arg, name))
      .filter((path) => statSync(path).isFile())
      .sort();
    return found.length > 0
      ? found.map((file) => ({ file, problem: null }))
      : [{ file: arg, problem: 'The directory holds no .pdf or .txt file.' }];
  });
