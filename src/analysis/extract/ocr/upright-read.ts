import type { RecognizedPage } from './ocr-engine';

// A page read upright with at least this mean confidence, or with this many confidently read letters making this many
// confidently read words (a page of text beside photos, whose speckle lowers the mean), is kept without trying it
// turned a quarter: each try is a full OCR. Type lying sideways reads as confident scraps ("5o", "=", "©"), and
// enlarged to 300 DPI a sideways page gave 172 such letters but no word of four letters; of the pages of three dev
// reports read upright, those with a mean under 70 (photos beside text) had at least 25 such words.
const UPRIGHT_CONFIDENCE = 70;
const MIN_UPRIGHT_WORDS = 3;
const UPRIGHT_LETTERS = 150;
const UPRIGHT_WORDS_READ = 10;
const CONFIDENT = 60;
const WORD = /^[A-Za-z]{4,}[.,:;]?$/;

/** Letters read with confidence: the better of two readings of one page (upright or turned) has more. */
export const readingScore = (page: RecognizedPage): number =>
  page.words.filter((w) => w.confidence >= CONFIDENT).reduce((s, w) => s + w.text.length, 0);

/** Whether a page's reading is plainly of upright type, so turning it is not tried. */
export const readsUpright = (page: RecognizedPage): boolean =>
  (page.confidence >= UPRIGHT_CONFIDENCE && page.words.length >= MIN_UPRIGHT_WORDS) ||
  (readingScore(page) >= UPRIGHT_LETTERS &&
    page.words.filter((w) => w.confidence >= CONFIDENT && WORD.test(w.text)).length >= UPRIGHT_WORDS_READ);
