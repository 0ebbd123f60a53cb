// How many characters of a text print (everything but white space): the weight a run or an item carries when a page's
// or a line's style, turn or fill is decided by its characters. Counted in place: `text.replace(/\s/g, '').length`
// built a string per run, for every run of every page.

// what `\s` matches in a JavaScript regular expression (ECMAScript WhiteSpace and LineTerminator)
const isSpace = (code: number) =>
  (code >= 0x09 && code <= 0x0d) ||
  code === 0x20 ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

/** The number of UTF-16 code units of `text` that are not white space (the length of `text.replace(/\s/g, '')`). */
export const visibleChars = (text: string): number => {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) n++;
  return n;
};
