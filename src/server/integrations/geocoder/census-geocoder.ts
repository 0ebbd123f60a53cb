import type { AddressInput, GeoLocation, Geocoder } from './geocoder';
import { locateOffline } from './zipcodes-geocoder';

export const CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov';
const TIMEOUT_MS = 8000;

interface CensusResponse {
  result?: {
    addressMatches?: {
      coordinates?: { x?: number; y?: number };
      addressComponents?: { zip?: string; city?: string; state?: string };
    }[];
  };
}

/**
 * The US Census geocoder (free, no key, street-level). A miss or a failure falls back to the offline ZIP centroid,
 * so a Census outage never stops matching.
 */
export const createCensusGeocoder = (options: {
  baseUrl?: string;
  fetch?: typeof fetch;
  warn?: (message: string, detail?: unknown) => void;
}): Geocoder => {
  const base = (options.baseUrl ?? CENSUS_GEOCODER_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'census',
    locate: async (address: AddressInput): Promise<GeoLocation | null> => {
      const url = new URL(`${base}/geocoder/locations/onelineaddress`);
      url.searchParams.set('address', address.full);
      url.searchParams.set('benchmark', 'Public_AR_Current');
      url.searchParams.set('format', 'json');
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`census geocoder answered ${response.status}`);
        const body = (await response.json()) as CensusResponse;
        const match = body.result?.addressMatches?.[0];
        const x = match?.coordinates?.x;
        const y = match?.coordinates?.y;
        if (typeof x === 'number' && typeof y === 'number') {
          const parts = match?.addressComponents ?? {};
          return {
            lat: y,
            lon: x,
            zip: parts.zip ?? null,
            city: parts.city ?? null,
            state: parts.state ?? null,
            precision: 'rooftop',
            source: 'census',
          };
        }
      } catch (error) {
        options.warn?.('census geocoder failed; using the ZIP centroid', error);
      }
      return locateOffline(address);
    },
  };
};
