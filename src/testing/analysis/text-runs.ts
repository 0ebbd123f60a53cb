import type { TextRun } from '@/analysis/types';

/** A run of written text at the page's corner, plain style: for tests that only read a page's characters. */
export const plainRun = (text: string): TextRun => ({
  text,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  fontName: 'f',
  bold: false,
  italic: false,
  color: null,
});
