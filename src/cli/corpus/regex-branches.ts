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

const literalParts = (text: string) => {
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
};

// the text of a string option of wordsPattern: 'x', `x` or String.raw`x`
const stringValue = (node: ts.Expression): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (
    ts.isTaggedTemplateExpression(node) &&
    node.tag.getText() === 'String.raw' &&
    ts.isNoSubstitutionTemplateLiteral(node.template)
  )
    return node.template.rawText ?? null;
  return null;
};

/**
 * The pattern a `wordsPattern([/a/, /b/], { before, after, flags })` call builds (src/analysis/words-pattern.ts), read
 * from its literal arguments: the same source and flags as the one-line literal it stands for.
 */
const wordsPatternCall = (call: ts.CallExpression): { source: string; flags: string } => {
  const [list, options] = call.arguments;
  const fail = () => new Error(`wordsPattern needs literal arguments: ${call.getText().slice(0, 80)}`);
  if (!list || !ts.isArrayLiteralExpression(list)) throw fail();
  const alternatives = list.elements.map((e) => {
    if (!ts.isRegularExpressionLiteral(e)) throw fail();
    const { source, flags } = literalParts(e.text);
    if (flags) throw fail();
    return source;
  });
  const opts: Record<string, string> = {};
  if (options) {
    if (!ts.isObjectLiteralExpression(options)) throw fail();
    for (const p of options.properties) {
      const value = ts.isPropertyAssignment(p) ? stringValue(p.initializer) : null;
      if (value === null || !p.name || !ts.isIdentifier(p.name)) throw fail();
      opts[p.name.text] = value;
    }
  }
  return {
    source: `${opts.before ?? ''}(${alternatives.join('|')})${opts.after ?? ''}`,
    flags: opts.flags ?? '',
  };
};

/**
 * Every regular expression literal in a TypeScript source, with its flags; a pattern built by wordsPattern from a
 * list counts as the one literal it builds (its entries are not patterns of their own: they carry no flags).
 */
export const regexLiterals = (code: string): { source: string; flags: string }[] => {
  const out: { source: string; flags: string }[] = [];
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) out.push(literalParts(node.text));
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'wordsPattern')
      out.push(wordsPatternCall(node));
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
};
