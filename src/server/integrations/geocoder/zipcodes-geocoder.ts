import { createRequire } from 'node:module';
import { normalizeState } from '@/analysis/costs/region';
import type { AddressInput, GeoLocation, Geocoder } from './geocoder';
import { parseUsAddress } from './parse-us-address';

export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country?: string;
}

interface ZipcodesModule {
  lookup: (zip: string) => ZipRecord | undefined;
  lookupByName: (city: string, state: string) => ZipRecord[];
  codes: Record<string, ZipRecord>;
}

// 5 MB of CommonJS data: loaded on the first look-up, not at start-up
let zipcodes: ZipcodesModule | null = null;
export const loadZipcodes = (): ZipcodesModule => {
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as ZipcodesModule;
  return zipcodes;
};

/** A US record with real coordinates (about 300 entries of the table have latitude 0). */
export const isUsableZip = (record: ZipRecord | undefined): record is ZipRecord =>
  record !== undefined &&
  (record.country ?? 'US') === 'US' &&
  /^\d{5}$/.test(record.zip) &&
  record.latitude !== 0 &&
  record.longitude !== 0;

const fromRecord = (record: ZipRecord, precision: 'zip' | 'city'): GeoLocation => ({
  lat: record.latitude,
  lon: record.longitude,
  zip: precision === 'zip' ? record.zip : null,
  city: record.city,
  state: record.state,
  precision,
  source: 'zipcodes',
});

/** The middle of a city: the mean of its ZIP centroids. */
const cityCentre = (records: ZipRecord[]): GeoLocation | null => {
  const usable = records.filter(isUsableZip);
  const first = usable[0];
  if (!first) return null;
  const lat = usable.reduce((sum, r) => sum + r.latitude, 0) / usable.length;
  const lon = usable.reduce((sum, r) => sum + r.longitude, 0) / usable.length;
  return { ...fromRecord(first, 'city'), lat, lon };
};

/** Offline: ZIP centroid when the address has a ZIP, else the city centre from 'City, ST'. */
export const locateOffline = (address: AddressInput): GeoLocation | null => {
  const table = loadZipcodes();
  const parsed = parseUsAddress(address.full);
  const zip = address.zip?.match(/^\d{5}/)?.[0] ?? parsed.zip;
  if (zip) {
    const record = table.lookup(zip);
    if (isUsableZip(record)) return fromRecord(record, 'zip');
  }
  const state = normalizeState(address.state) ?? parsed.state;
  if (parsed.city && state) return cityCentre(table.lookupByName(parsed.city, state));
  return null;
};

export const createZipcodesGeocoder = (): Geocoder => ({
  name: 'zipcodes',
  locate: async (address) => locateOffline(address),
});
