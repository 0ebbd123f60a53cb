import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeServer } from '@/testing/fakes/fake-http-server';
import {
  createGooglePlacesProvider,
  GOOGLE_ATTRIBUTION,
  PlacesApiError,
  PLACES_FIELD_MASK,
} from './google-places-provider';

// Austin, TX 78701
const CENTER = { lat: 30.2713, lon: -97.7426 };

describe('Google Places (New) text search against a fake server', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  beforeAll(async () => {
    fake = await startFakeServer((_request, response) => json(response, answer.status, answer.body));
  });
  afterAll(() => fake.close());

  const provider = () => createGooglePlacesProvider({ apiKey: 'test-key', baseUrl: fake.url });

  it('sends the key, the field mask and a location bias, and maps places to contractors', async () => {
    answer = {
      status: 200,
      body: {
        places: [
          {
            id: 'ChIJ-sparky',
            displayName: { text: 'Sparky Electric', languageCode: 'en' },
            formattedAddress: '500 Congress Ave, Austin, TX 78701, USA',
            location: { latitude: 30.2672, longitude: -97.7431 },
            rating: 4.7,
            userRatingCount: 212,
            nationalPhoneNumber: '(512) 555-0100',
            websiteUri: 'https://sparky.example',
            currentOpeningHours: { openNow: true },
            priceLevel: 'PRICE_LEVEL_MODERATE',
            businessStatus: 'OPERATIONAL',
          },
          { id: 'ChIJ-closed', displayName: { text: 'Gone Electric' }, businessStatus: 'CLOSED_PERMANENTLY' },
          { id: 'ChIJ-bare', displayName: { text: 'Bare Listing' } },
        ],
      },
    };
    const found = await provider().search({ trade: 'electrician', center: CENTER, radiusKm: 30 });

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/places:searchText');
    expect(request.headers['x-goog-api-key']).toBe('test-key');
    expect(request.headers['x-goog-fieldmask']).toBe(PLACES_FIELD_MASK);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      textQuery: 'electrician',
      includedType: 'electrician',
      locationBias: { circle: { center: { latitude: 30.2713, longitude: -97.7426 }, radius: 30_000 } },
    });

    expect(found).toHaveLength(2);
    const [sparky, bare] = found;
    expect(sparky).toMatchObject({
      id: 'ChIJ-sparky',
      placeId: 'ChIJ-sparky',
      name: 'Sparky Electric',
      category: 'electrician',
      rating: 4.7,
      reviewCount: 212,
      phone: '(512) 555-0100',
      website: 'https://sparky.example',
      isOpen: true,
      priceLevel: 2,
      isDemo: false,
      source: 'google',
    });
    // 0.0041° of latitude ≈ 456 m, computed from coordinates (Places returns no distance)
    expect(sparky!.distance).toBeGreaterThan(440);
    expect(sparky!.distance).toBeLessThan(470);
    expect(bare).toMatchObject({ distance: null, rating: null, phone: null, isOpen: null, priceLevel: null });
    expect(provider().attribution).toBe(GOOGLE_ATTRIBUTION);
  });

  it('searches HVAC by text only and keeps the bias circle within 50 km', async () => {
    answer = { status: 200, body: {} };
    expect(await provider().search({ trade: 'hvac contractor', center: CENTER, radiusKm: 80 })).toEqual([]);
    const body = JSON.parse(fake.requests.at(-1)!.body);
    expect(body.textQuery).toBe('HVAC contractor');
    expect(body.includedType).toBeUndefined();
    expect(body.locationBias.circle.radius).toBe(50_000);
  });

  it('turns an error answer into a PlacesApiError', async () => {
    answer = { status: 403, body: { error: { message: 'API key not valid' } } };
    const failure = provider().search({ trade: 'plumber', center: CENTER, radiusKm: 10 });
    await expect(failure).rejects.toBeInstanceOf(PlacesApiError);
    await expect(failure).rejects.toMatchObject({ status: 403 });
  });
});
