// Font names in inspection PDFs look like 'ABCDEF+Arial-BoldMT', 'Calibri,Bold' or 'Verdana-Italic'.
const BOLD = /bold|black|heavy|semibold|demi|[-,]b$|[-,]bd$/i;
const ITALIC = /italic|oblique|[-,]it?$|[-,]bi$/i;
const SYMBOL = /wingding|dingbat|symbol|webding|zapf/i;

const baseName = (name: string) => name.replace(/^[A-Z]{6}\+/, '');

export const isBoldFont = (name: string): boolean => BOLD.test(baseName(name));
export const isItalicFont = (name: string): boolean => ITALIC.test(baseName(name));
export const isSymbolFont = (name: string): boolean => SYMBOL.test(baseName(name));
