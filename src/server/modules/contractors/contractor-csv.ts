import { type Trade, TradeSchema } from '@/contracts/common';
import type { contractors } from '../../db/schema';
import { isUsableZip, loadZipcodes } from '../../integrations/geocoder/zipcodes-geocoder';
import { normalizeUsPhone } from './phone-numbers';

export const CSV_COLUMNS = [
  'name',
  'trade',
  'phone',
  'website',
  'address',
  'city',
  'state',
  'zip',
  'lat',
  'lon',
  'rating',
  'review_count',
  'price_level',
  'is_open',
  'as_of',
] as const;
const REQUIRED_COLUMNS = ['name', 'trade', 'address'] as const;

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
};

const TRADE_ALIASES: Record<string, Trade> = {
  electrical: 'electrician',
  plumbing: 'plumber',
  roofing: 'roofer',
  'roofing contractor': 'roofer',
  hvac: 'hvac contractor',
  'heating and air': 'hvac contractor',
  general: 'general contractor',
  gc: 'general contractor',
  chimney: 'chimney sweep',
};

export const parseTrade = (value: string): Trade | null => {
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact = TradeSchema.safeParse(key);
  return exact.success ? exact.data : (TRADE_ALIASES[key] ?? null);
};

export type ContractorInsert = typeof contractors.$inferInsert;

export interface RowResult {
  /** 1-based line of the file (the header is line 1) */
  line: number;
  row?: ContractorInsert;
  errors: string[];
}

const number = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  open: true,
  false: false,
  no: false,
  '0': false,
  closed: false,
};

const validateRow = (get: (column: string) => string, source: string): { row?: ContractorInsert; errors: string[] } => {
  const errors: string[] = [];
  const name = get('name').trim();
  if (!name) errors.push('name is required');
  const tradeText = get('trade');
  const trade = parseTrade(tradeText);
  if (!trade) errors.push(`trade '${tradeText.trim()}' is not one of: ${TradeSchema.options.join(', ')}`);
  const address = get('address').trim();
  if (!address) errors.push('address is required');

  const phoneText = get('phone').trim();
  const phone = phoneText ? normalizeUsPhone(phoneText) : null;
  if (phoneText && !phone) errors.push(`phone '${phoneText}' is not a valid US phone number`);

  const websiteText = get('website').trim();
  let website: string | null = null;
  if (websiteText) {
    try {
      const url = new URL(websiteText);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
      website = url.toString();
    } catch {
      errors.push(`website '${websiteText}' is not an http(s) URL`);
    }
  }

  const zipText = get('zip').trim();
  const zip = zipText.match(/^(\d{5})(?:-\d{4})?$/)?.[1] ?? null;
  if (zipText && !zip) errors.push(`zip '${zipText}' is not a 5-digit ZIP code`);
  let lat = number(get('lat'));
  let lon = number(get('lon'));
  let city = get('city').trim() || null;
  let state = get('state').trim().toUpperCase() || null;
  if (lat !== null || lon !== null) {
    if (
      lat === null ||
      lon === null ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lon) ||
      Math.abs(lat) > 90 ||
      Math.abs(lon) > 180
    )
      errors.push('lat and lon must both be decimal degrees (latitude -90…90, longitude -180…180)');
  } else if (zip) {
    const record = loadZipcodes().lookup(zip);
    if (isUsableZip(record)) {
      lat = record.latitude;
      lon = record.longitude;
      city ??= record.city;
      state ??= record.state;
    } else errors.push(`zip '${zip}' is not a known US ZIP code (give lat and lon instead)`);
  } else errors.push('a location is required: lat and lon, or a zip');

  const rating = number(get('rating'));
  if (rating !== null && !(rating >= 0 && rating <= 5))
    errors.push(`rating '${get('rating').trim()}' must be between 0 and 5`);
  const reviewCount = number(get('review_count'));
  if (reviewCount !== null && !(Number.isInteger(reviewCount) && reviewCount >= 0))
    errors.push(`review_count '${get('review_count').trim()}' must be a whole number ≥ 0`);
  const priceLevel = number(get('price_level'));
  if (priceLevel !== null && ![1, 2, 3, 4].includes(priceLevel))
    errors.push(`price_level '${get('price_level').trim()}' must be 1, 2, 3 or 4`);
  const openText = get('is_open').trim().toLowerCase();
  const isOpen = openText === '' ? null : (BOOLEANS[openText] ?? undefined);
  if (isOpen === undefined) errors.push(`is_open '${get('is_open').trim()}' must be true or false`);

  if (errors.length > 0 || !trade || lat === null || lon === null || isOpen === undefined) return { errors };
  return {
    errors,
    row: {
      name,
      trade,
      phone,
      website,
      address,
      city,
      state,
      zip,
      lat,
      lon,
      rating,
      reviewCount,
      priceLevel,
      isOpen,
      isDemo: false,
      source,
      asOf: get('as_of').trim() || null,
    },
  };
};

/** Every data row of a contractor CSV, each valid (with the row to insert) or rejected with its reasons. */
export const readContractorCsv = (text: string, source: string): { results: RowResult[]; headerErrors: string[] } => {
  const [header, ...rows] = parseCsv(text);
  const columns = (header ?? []).map((c) => c.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  const unknown = columns.filter((c) => c && !(CSV_COLUMNS as readonly string[]).includes(c));
  const headerErrors = [
    ...(missing.length > 0 ? [`missing column(s): ${missing.join(', ')}`] : []),
    ...(unknown.length > 0 ? [`unknown column(s): ${unknown.join(', ')} (expected: ${CSV_COLUMNS.join(', ')})`] : []),
  ];
  if (headerErrors.length > 0) return { results: [], headerErrors };

  const seen = new Map<string, number>();
  const results: RowResult[] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const get = (column: string) => {
      const at = columns.indexOf(column);
      return at >= 0 ? (cells[at] ?? '') : '';
    };
    const result = validateRow(get, source);
    if (result.row) {
      const key = `${result.row.name.toLowerCase()}|${result.row.address.toLowerCase()}|${result.row.trade}`;
      const first = seen.get(key);
      if (first !== undefined)
        results.push({ line, errors: [`duplicate of line ${first} (same name, address and trade)`] });
      else {
        seen.set(key, line);
        results.push({ line, ...result });
      }
    } else results.push({ line, errors: result.errors });
  });
  return { results, headerErrors };
};
