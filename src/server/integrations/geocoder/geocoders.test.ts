import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeServer } from '@/testing/fakes/fake-http-server';
import { createCensusGeocoder } from './census-geocoder';
import { createZipcodesGeocoder } from './zipcodes-geocoder';

describe('zipcodes geocoder (offline)', () => {
  const geocoder = createZipcodesGeocoder();
  it('places an address at its ZIP centroid', async () => {
    const where = await geocoder.locate({ full: '700 Lavaca St, Austin, TX 78701' });
    expect(where).toMatchObject({ zip: '78701', city: 'Austin', state: 'TX', precision: 'zip', source: 'zipcodes' });
    expect(where!.lat).toBeCloseTo(30.27, 1);
    expect(where!.lon).toBeCloseTo(-97.74, 1);
  });
  it('prefers a ZIP the report already parsed', async () => {
    expect(await geocoder.locate({ full: 'somewhere', zip: '02139' })).toMatchObject({
      city: 'Cambridge',
      state: 'MA',
    });
  });
  it('falls back to the city centre without a ZIP', async () => {
    const where = await geocoder.locate({ full: 'Springfield, IL' });
    expect(where).toMatchObject({ precision: 'city', state: 'IL', zip: null });
    expect(where!.lat).toBeCloseTo(39.8, 0);
  });
  it('answers null for what it cannot place', async () => {
    expect(await geocoder.locate({ full: 'the blue house by the lake' })).toBeNull();
    expect(await geocoder.locate({ full: '00000' })).toBeNull();
  });
});

describe('US Census geocoder against a fake server', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  beforeAll(async () => {
    fake = await startFakeServer((_request, response) => json(response, answer.status, answer.body));
  });
  afterAll(() => fake.close());

  it('asks for the one-line address and uses the matched coordinates', async () => {
    answer = {
      status: 200,
      body: {
        result: {
          addressMatches: [
            {
              coordinates: { x: -97.7437, y: 30.2689 },
              addressComponents: { zip: '78701', city: 'AUSTIN', state: 'TX' },
            },
          ],
        },
      },
    };
    const where = await createCensusGeocoder({ baseUrl: fake.url }).locate({ full: '700 Lavaca St, Austin, TX 78701' });
    expect(where).toEqual({
      lat: 30.2689,
      lon: -97.7437,
      zip: '78701',
      city: 'AUSTIN',
      state: 'TX',
      precision: 'rooftop',
      source: 'census',
    });
    const url = new URL(fake.requests.at(-1)!.url, fake.url);
    expect(url.pathname).toBe('/geocoder/locations/onelineaddress');
    expect(url.searchParams.get('address')).toBe('700 Lavaca St, Austin, TX 78701');
    expect(url.searchParams.get('benchmark')).toBe('Public_AR_Current');
    expect(url.searchParams.get('format')).toBe('json');
  });

  it('falls back to the ZIP centroid on no match and on an error', async () => {
    const warnings: string[] = [];
    const geocoder = createCensusGeocoder({ baseUrl: fake.url, warn: (m) => warnings.push(m) });
    answer = { status: 200, body: { result: { addressMatches: [] } } };
    expect(await geocoder.locate({ full: '1 Nowhere Rd, Cambridge, MA 02139' })).toMatchObject({
      source: 'zipcodes',
      zip: '02139',
    });
    answer = { status: 500, body: { error: 'down' } };
    expect(await geocoder.locate({ full: '1 Nowhere Rd, Cambridge, MA 02139' })).toMatchObject({ source: 'zipcodes' });
    expect(warnings).toHaveLength(1);
  });
});
