// A pattern in the engine that matches the words of exactly one corpus report is a fragment of that report (fitting),
// not knowledge of reports in general: this check fails on any such regex branch. Every alternative at every nesting
// level of every regex literal in src/analysis is tried on the text of each corpus report (dev and unkeyed).
// Exempt: patterns anchored to a line's start or end (layout, not wording), and two files of standard lists that
// are complete by construction (calendar months and USPS street suffixes in property/, font weight names).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../analysis/extract/extract-document';
import { PROJECT_ROOT, SHARED_CORPUS } from './corpus-paths';
import { isWordingBranch, regexBranches, regexLiterals } from './regex-branches';

const EXEMPT = new Set(['src/analysis/property/extract-property.ts', 'src/analysis/extract/font-style.ts']);
const dirs = ['dev', 'unkeyed'].map((d) => join(SHARED_CORPUS, d)).filter((d) => existsSync(d));
if (dirs.length === 0 && process.env.CI) throw new Error(`single-report-literals: no corpus at ${SHARED_CORPUS}`);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'learning' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.includes('.test.') ? [path] : [];
  });

/** whether exactly one text matches: stops at the second match (most branches are common words every report has) */
const matchesExactlyOne = (texts: string[], re: RegExp): boolean => {
  let matches = 0;
  for (const text of texts) if (re.test(text) && ++matches > 1) return false;
  return matches === 1;
};

describe.skipIf(dirs.length === 0 || process.env.TEST_DB_DRIVER === 'pg')('engine patterns', () => {
  it('have no regex branch that matches exactly one corpus report', async () => {
    const texts: string[] = [];
    for (const dir of dirs)
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.pdf'))) {
        const doc = await extractDocument(new Uint8Array(readFileSync(join(dir, f))));
        texts.push(
          doc.pages
            .map((p) => p.text)
            .join('\n')
            .replace(/[ \t]+/g, ' '),
        );
      }
    const violations: string[] = [];
    for (const file of sources(join(PROJECT_ROOT, 'src/analysis'))) {
      const name = relative(PROJECT_ROOT, file);
      if (EXEMPT.has(name)) continue;
      for (const { source, flags } of regexLiterals(readFileSync(file, 'utf8'))) {
        for (const branch of new Set(regexBranches(source).filter(isWordingBranch))) {
          let re: RegExp;
          try {
            re = new RegExp(branch, flags.replace(/[gy]/g, ''));
          } catch {
            continue; // a fragment that is not a pattern on its own (a back-reference)
          }
          if (re.test('')) continue;
          if (matchesExactlyOne(texts, re)) violations.push(`${name}: ${branch}`);
        }
      }
    }
    expect(violations).toEqual([]);
  }, 120_000);
});

describe('regexBranches', () => {
  it('lists the alternatives at every nesting level', () => {
    expect(regexBranches('\\b(a|b(c|d))\\b').sort()).toEqual(['\\b(a|b(c|d))\\b', 'a', 'b(c|d)', 'c', 'd'].sort());
    expect(regexBranches('[(|)]x|y')).toEqual(['[(|)]x', 'y']);
    expect(regexBranches('(?:p|q)r')).toEqual(['p', 'q', '(?:p|q)r']);
  });
  it('treats anchored patterns as layout and worded ones as wording', () => {
    expect(isWordingBranch('^\\d+\\.\\d+ Item')).toBe(false);
    expect(isWordingBranch('loose toilet')).toBe(true);
    expect(isWordingBranch('\\d+\\s*\\w')).toBe(false);
  });
});
