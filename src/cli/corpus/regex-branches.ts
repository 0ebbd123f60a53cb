// The alternatives of a regular expression at every nesting level ('\b(a|b(c|d))\b' gives 'a', 'b(c|d)', 'c', 'd'
// and the whole), and the regex literals of a TypeScript source file. Used by the check that no pattern in the
// engine is a fragment of one corpus report.
import ts from 'typescript';

export const regexBranches = (source: string): string[] => {
  const out: string[] = [];
  // a stack of groups, each a list of alternatives being built
  const stack: { alts: string[]; cur: string; open: string }[] = [{ alts: [], cur: '', open: '' }];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    const top = stack[stack.length - 1]!;
    if (ch === '\\') {
      const esc = source.slice(i, i + 2);
      for (const g of stack) g.cur += esc;
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      for (const g of stack) g.cur += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      for (const g of stack) g.cur += ch;
      continue;
    }
    if (ch === '(') {
      const open = /^\(\?(?:<?[=!]|:|<[A-Za-z]\w*>)/.exec(source.slice(i))?.[0] ?? '(';
      for (const g of stack) g.cur += open;
      stack.push({ alts: [], cur: '', open });
      i += open.length - 1;
      continue;
    }
    if (ch === ')' && stack.length > 1) {
      stack.pop();
      top.alts.push(top.cur);
      if (top.alts.length > 1) out.push(...top.alts);
      for (const g of stack) g.cur += ch;
      continue;
    }
    if (ch === '|') {
      for (const g of stack) if (g !== top) g.cur += ch;
      top.alts.push(top.cur);
      top.cur = '';
      continue;
    }
    for (const g of stack) g.cur += ch;
  }
  const root = stack[0]!;
  root.alts.push(root.cur);
  out.push(...root.alts);
  return out.filter((b) => b.length > 0);
};

/**
 * A branch that reads as report text: it names at least one word of three letters or more and is not anchored to
 * the start or end of a line (anchored patterns describe layout, such as '^\d+\.\d+ ', not wording).
 */
export const isWordingBranch = (branch: string) =>
  !/(^|[^\\])[$^]/.test(branch) && /[A-Za-z]{3,}/.test(branch.replace(/\\[a-zA-Z]/g, ' '));

/** Every regular expression literal in a TypeScript source, with its flags. */
export const regexLiterals = (code: string): { source: string; flags: string }[] => {
  const out: { source: string; flags: string }[] = [];
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text;
      const end = text.lastIndexOf('/');
      out.push({ source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
};
