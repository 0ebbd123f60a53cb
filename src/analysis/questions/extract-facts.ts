/** A figure the report states about a thing, e.g. { kind: 'size', value: '50 Gallons', page: 17 }. */
export interface StatedFact {
  kind: 'age' | 'size' | 'material';
  value: string;
  page: number;
}

const YEAR = '(?:19[5-9]\\d|20[0-3]\\d)';
const AGE_PATTERNS = [
  new RegExp(`\\b(\\d{1,3}(?:\\s*(?:-|to)\\s*\\d{1,3})?\\+?\\s*(?:years?|yrs?)\\s+old)\\b`, 'i'),
  new RegExp(
    `\\b(?:estimated age|approximate age|age|year built|built in|date of (?:manufacture|mfg)|year of (?:furnace )?manufacture|manufactured(?: in)?|mfg)\\b[^\\n\\d]{0,25}?((?:approx(?:imately|\\.)?\\s*)?(?:${YEAR}|\\d{1,3}(?:\\s*-\\s*\\d{1,3})?\\+?\\s*(?:years?|yrs?)))`,
    'i',
  ),
  new RegExp(`\\b(?:appeared to be|approximately)\\s+(${YEAR})\\b`, 'i'),
];
const SIZE_PATTERNS = [
  /\b(\d{1,4}(?:\.\d+)?)\s*(gallons?|gal)\b\.?/i,
  /\b(\d{2,3})\s*(amps?|amperage)\b/i,
  /\b(\d(?:\.\d)?)\s*(tons?)\b/i,
  /\b(\d{2,3},?\d{3})\s*(btu(?:'?s)?)\b/i,
  /\b(\d{2,3})\s*(psi)\b/i,
  /\b(\d{1,2}(?:\s*-\s*\d{1,2})?)\s*(inches)\b/i,
];
const MATERIAL_PATTERN =
  /\b(?:types? of roof covering|roof covering|roof material|materials?|type of foundation\(s\)|type of foundation|foundation type|energy sources?|power source)\s*:+\s*([A-Z][A-Za-z ,/()-]{2,40}?)(?=\s{2,}|\s*$|\s*[.;\n]|,\s*[A-Z][a-z]+:)/im;

/** The ages, sizes and materials a passage states, in the inspector's words. */
export const extractFacts = (text: string, page: number): StatedFact[] => {
  const out: StatedFact[] = [];
  const flat = text.replace(/\s*\n\s*/g, '\n');
  for (const re of AGE_PATTERNS) {
    const m = re.exec(flat);
    if (m) {
      out.push({ kind: 'age', value: m[1]!.replace(/\s+/g, ' ').trim(), page });
      break;
    }
  }
  for (const re of SIZE_PATTERNS) {
    const m = re.exec(flat);
    if (m) out.push({ kind: 'size', value: `${m[1]} ${m[2]}`.replace(/\s+/g, ' ').trim(), page });
  }
  const mat = MATERIAL_PATTERN.exec(flat);
  if (mat) out.push({ kind: 'material', value: mat[1]!.trim(), page });
  return out;
};
