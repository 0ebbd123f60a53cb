import type { ExtractedDocument, PropertyAddress, PropertyDetails } from '../types';
import { STATE_CODES, STATE_NAMES } from './us-states';

const STATE_WORDS = [...Object.keys(STATE_NAMES).sort((a, b) => b.length - a.length), ...STATE_CODES].join('|');
// 'Mckinney , Texas 75071', 'Vienna VA, 22180', 'Memphis, TN 38103'
const CITY_STATE_ZIP = new RegExp(
  `([A-Za-z][A-Za-z .'-]{1,40}?)\\s*,?\\s*\\b(${STATE_WORDS})\\b\\.?\\s*,?\\s*(\\d{5})(?:-\\d{4})?\\b`,
  'i',
);
const STREET =
  /\b(\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?[A-Za-z0-9.' -]{1,40}?\b(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Ct|Court|Blvd|Boulevard|Way|Pl|Place|Cir|Circle|Pkwy|Parkway|Ter|Terrace|Trl|Trail|Hwy|Highway|Loop|Run|Path|Pike|Row|Sq|Square|Cove|Cv|Xing|Crossing)\b\.?(?:\s*(?:#|Unit|Apt|Suite|Ste)\.?\s*[\w-]+)?)/i;
const LABEL =
  /\b(property address|property|inspection address|address inspected|dwelling address|inspection site|site address|subject property|concerning|report identification|address of property|location|address)\s*:\s*/i;
const COMPANY_CONTEXT = /(@|www\.|https?:|phone|tel\b|fax|e-?mail|license|\bllc\b|\binc\b|company|prepared by|office)/i;

const stateCode = (s: string) => {
  const t = s.trim().toLowerCase();
  return STATE_NAMES[t] ?? (STATE_CODES.has(t.toUpperCase()) ? t.toUpperCase() : null);
};

const tidy = (s: string) =>
  s
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/[,\s]+$/, '')
    .trim();

interface Candidate {
  address: PropertyAddress;
  score: number;
}

const OTHER_FIELD =
  /\b(inspector|client|customer|buyer|agent|date|phone|prepared|report id|realtor|real estate|time|weather)\b\s*:.*$/i;
const LABELLED_STREET = new RegExp(
  `^\\s*(\\d{1,6}\\s+[^,]{3,50}?)(?=\\s*,|\\s+[A-Za-z][A-Za-z .'-]{1,30},?\\s+(?:${STATE_WORDS})\\b|\\s*$)`,
  'i',
);

const parse = (raw: string, labelled: boolean): PropertyAddress | null => {
  const text = raw.replace(OTHER_FIELD, '');
  const street = STREET.exec(text) ?? (labelled ? LABELLED_STREET.exec(text) : null);
  if (!street) return null;
  const streetText = tidy(street[1]!);
  const rest = text.slice(street.index + street[0].length);
  const csz = CITY_STATE_ZIP.exec(rest);
  const city = csz ? tidy(csz[1]!.replace(/^[\s,.-]+/, '')) || null : null;
  const state = csz ? stateCode(csz[2]!) : null;
  const zip = csz ? csz[3]! : null;
  const parts = [streetText, [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean);
  return { street: streetText, city, state, zip, full: parts.join(', ') };
};

const addressCandidates = (doc: ExtractedDocument): Candidate[] => {
  const out: Candidate[] = [];
  for (const page of doc.pages.slice(0, 4)) {
    const lines = page.lines.map((l) => l.text);
    lines.forEach((line, i) => {
      const near = lines.slice(Math.max(0, i - 1), i + 3).join(' ');
      const window = [line, lines[i + 1] ?? '', lines[i + 2] ?? ''].join(' ');
      const labelled = LABEL.exec(line);
      const text = labelled
        ? `${line.slice(labelled.index + labelled[0].length)} ${lines[i + 1] ?? ''} ${lines[i + 2] ?? ''} ${lines[i + 3] ?? ''}`
        : window;
      if (!STREET.test(line) && !labelled) return;
      const address = parse(labelled ? text : window, !!labelled);
      if (!address?.street) return;
      let score = 1;
      if (labelled)
        score += /property|inspect|dwelling|site|subject|concerning|identification/i.test(labelled[1]!) ? 4 : 2;
      if (address.zip) score += 1;
      if (address.state) score += 1;
      if (COMPANY_CONTEXT.test(near) && !labelled) score -= 3;
      score -= page.number - 1;
      out.push({ address, score });
    });
  }
  return out;
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const iso = (y: number, m: number, d: number) => {
  if (y < 100) y += y < 70 ? 2000 : 1900;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1980 || y > 2100) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

const parseDate = (text: string): string | null => {
  let m = /\b(\d{1,3})[/-](\d{1,2})[/-](\d{2}|\d{4})\b/.exec(text);
  if (m) return iso(Number(m[3]), Number(m[1]) % 100, Number(m[2]));
  m =
    /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(
      text,
    );
  if (m) {
    const month = MONTHS.findIndex((name) => name.startsWith(m![1]!.toLowerCase().slice(0, 3))) + 1;
    return iso(Number(m[3]), month, Number(m[2]));
  }
  m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
};

const DATE_LABEL =
  /\b(inspection date|date of inspection|date inspected|inspected on|inspection date\/time|date)\s*:?\s*/i;

const inspectionDate = (doc: ExtractedDocument): string | null => {
  let fallback: string | null = null;
  for (const page of doc.pages.slice(0, 8)) {
    for (const [i, line] of page.lines.entries()) {
      const label = DATE_LABEL.exec(line.text);
      if (label && !/print|report date|birth|issued|revised|expir/i.test(line.text)) {
        const rest = `${line.text.slice(label.index + label[0].length)} ${page.lines[i + 1]?.text ?? ''}`;
        const d = parseDate(rest);
        if (d && /inspect/i.test(label[1]!)) return d;
        if (d && !fallback) fallback = d;
      }
      if (!fallback && page.number <= 2 && !/©|copyright|rev\.|\(\d+\/\d+\/\d{4}\)/i.test(line.text)) {
        const d = parseDate(line.text);
        if (d) fallback = d;
      }
    }
  }
  return fallback;
};

/** The inspected property's address and the inspection date, when the report states them. */
export const extractPropertyDetails = (doc: ExtractedDocument): PropertyDetails => {
  const candidates = addressCandidates(doc).sort((a, b) => b.score - a.score);
  const best = candidates[0];
  return {
    address: best && best.score >= 1 ? best.address : null,
    inspectionDate: inspectionDate(doc),
  };
};
