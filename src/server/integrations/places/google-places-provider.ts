import { distanceMetres } from '@/analysis/trades/geo-distance';
import type { Contractor } from '@/contracts/contractors';
import type { Trade } from '@/contracts/common';
import type { ContractorProvider } from './contractor-provider';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
export const GOOGLE_ATTRIBUTION = 'Contractor data © Google';
const TIMEOUT_MS = 10_000;
/** Google's largest bias circle */
const MAX_RADIUS_M = 50_000;

// Only what the card shows: the field mask decides the billing tier, and Places answers nothing without one.
export const PLACES_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.rating',
  'places.userRatingCount',
  'places.nationalPhoneNumber',
  'places.internationalPhoneNumber',
  'places.websiteUri',
  'places.currentOpeningHours.openNow',
  'places.priceLevel',
  'places.businessStatus',
].join(',');

/** Google has no HVAC or handyman place type: those trades are found by text alone. */
const QUERY_BY_TRADE: Record<Trade, { text: string; type?: string }> = {
  electrician: { text: 'electrician', type: 'electrician' },
  plumber: { text: 'plumber', type: 'plumber' },
  roofer: { text: 'roofing contractor', type: 'roofing_contractor' },
  'hvac contractor': { text: 'HVAC contractor' },
  'general contractor': { text: 'general contractor', type: 'general_contractor' },
  handyman: { text: 'handyman' },
  'chimney sweep': { text: 'chimney sweep' },
};

const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

interface Place {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  rating?: number;
  userRatingCount?: number;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  currentOpeningHours?: { openNow?: boolean };
  priceLevel?: string;
  businessStatus?: string;
}

export class PlacesApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PlacesApiError';
  }
}

/** Places API (New) Text Search over fetch (the official client needs Node 22). Distance is computed here. */
export const createGooglePlacesProvider = (options: {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): ContractorProvider => {
  const base = (options.baseUrl ?? GOOGLE_PLACES_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'google',
    attribution: GOOGLE_ATTRIBUTION,
    search: async ({ trade, center, radiusKm }) => {
      const query = QUERY_BY_TRADE[trade];
      const response = await doFetch(`${base}/v1/places:searchText`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Goog-Api-Key': options.apiKey,
          'X-Goog-FieldMask': PLACES_FIELD_MASK,
        },
        body: JSON.stringify({
          textQuery: query.text,
          ...(query.type ? { includedType: query.type } : {}),
          locationBias: {
            circle: {
              center: { latitude: center.lat, longitude: center.lon },
              radius: Math.min(MAX_RADIUS_M, radiusKm * 1000),
            },
          },
          pageSize: 20,
          regionCode: 'us',
          languageCode: 'en',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new PlacesApiError(response.status, `Places API answered ${response.status}: ${text.slice(0, 300)}`);
      }
      const body = (await response.json()) as { places?: Place[] };
      return (body.places ?? []).flatMap((place): Contractor[] => {
        const name = place.displayName?.text;
        if (!place.id || !name) return [];
        if (place.businessStatus && place.businessStatus !== 'OPERATIONAL') return [];
        const lat = place.location?.latitude;
        const lon = place.location?.longitude;
        const distance =
          typeof lat === 'number' && typeof lon === 'number' ? Math.round(distanceMetres(center, { lat, lon })) : null;
        return [
          {
            id: place.id,
            placeId: place.id,
            name,
            category: trade,
            rating: typeof place.rating === 'number' ? place.rating : null,
            reviewCount: typeof place.userRatingCount === 'number' ? place.userRatingCount : null,
            distance,
            address: place.formattedAddress ?? '',
            phone: place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null,
            website: place.websiteUri ?? null,
            isOpen: typeof place.currentOpeningHours?.openNow === 'boolean' ? place.currentOpeningHours.openNow : null,
            priceLevel: place.priceLevel ? (PRICE_LEVELS[place.priceLevel] ?? null) : null,
            isDemo: false,
            source: 'google',
          },
        ];
      });
    },
  };
};
