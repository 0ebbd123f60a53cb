import { describe, expect, it } from 'vitest';
import { parseCsv, parseTrade, readContractorCsv } from './contractor-csv';

const HEADER = 'name,trade,phone,website,address,city,state,zip,lat,lon,rating,review_count,price_level,is_open,as_of';

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, embedded commas and line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });
});

describe('parseTrade', () => {
  it('takes the trade names and a few common aliases', () => {
    expect(parseTrade('Electrician')).toBe('electrician');
    expect(parseTrade(' HVAC ')).toBe('hvac contractor');
    expect(parseTrade('roofing contractor')).toBe('roofer');
    expect(parseTrade('landscaper')).toBeNull();
  });
});

describe('readContractorCsv', () => {
  it('accepts valid rows, placing a ZIP-only row at its centroid and normalising the phone', () => {
    const csv = [
      HEADER,
      'Lone Star Wiring,electrician,(512) 555-0110,https://lonestar.example,1 Congress Ave,,,78701,,,4.6,120,2,true,2025-01-10',
      '"Hill Country Roofing, LLC",roofing,,,"22 Ranch Rd, Suite 4",Dripping Springs,TX,,30.19,-98.08,,,,,',
    ].join('\n');
    const { results, headerErrors } = readContractorCsv(csv, 'csv:test.csv');
    expect(headerErrors).toEqual([]);
    expect(results.map((r) => r.errors)).toEqual([[], []]);
    expect(results[0]!.row).toMatchObject({
      name: 'Lone Star Wiring',
      trade: 'electrician',
      phone: '+15125550110',
      website: 'https://lonestar.example/',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      rating: 4.6,
      reviewCount: 120,
      priceLevel: 2,
      isOpen: true,
      isDemo: false,
      source: 'csv:test.csv',
      asOf: '2025-01-10',
    });
    expect(results[0]!.row!.lat).toBeCloseTo(30.27, 1);
    expect(results[1]!.row).toMatchObject({
      name: 'Hill Country Roofing, LLC',
      trade: 'roofer',
      phone: null,
      lat: 30.19,
    });
  });

  it('rejects each bad row with every reason and its line number', () => {
    const csv = [
      HEADER,
      ',painter,555-1234,ftp://x.example,,,,,,,6,-1,5,maybe,',
      'No Place Plumbing,plumber,,,1 Main St,,,,,,,,,,',
      'Bad Coords,plumber,,,1 Main St,,,,95,10,,,,,',
      'Unknown Zip,plumber,,,1 Main St,,,00000,,,,,,,',
      '',
      'Lone Star Wiring,electrician,,,1 Congress Ave,,,78701,,,,,,,',
      'lone star wiring,Electrician,,,1 congress ave,,,78701,,,,,,,',
    ].join('\n');
    const { results } = readContractorCsv(csv, 'csv:bad.csv');
    expect(results.map((r) => r.line)).toEqual([2, 3, 4, 5, 7, 8]);
    expect(results[0]!.errors).toEqual([
      'name is required',
      "trade 'painter' is not one of: electrician, plumber, roofer, hvac contractor, general contractor, handyman, chimney sweep",
      'address is required',
      "phone '555-1234' is not a valid US phone number",
      "website 'ftp://x.example' is not an http(s) URL",
      'a location is required: lat and lon, or a zip',
      "rating '6' must be between 0 and 5",
      "review_count '-1' must be a whole number ≥ 0",
      "price_level '5' must be 1, 2, 3 or 4",
      "is_open 'maybe' must be true or false",
    ]);
    expect(results[1]!.errors).toEqual(['a location is required: lat and lon, or a zip']);
    expect(results[2]!.errors[0]).toMatch(/^lat and lon must both be decimal degrees/);
    expect(results[3]!.errors[0]).toMatch(/^zip '00000' is not a known US ZIP code/);
    expect(results[4]!.errors).toEqual([]);
    expect(results[5]!.errors).toEqual(['duplicate of line 7 (same name, address and trade)']);
  });

  it('refuses a file without the required columns or with unknown ones', () => {
    expect(readContractorCsv('name,trade,addr\nx,plumber,y', 's').headerErrors).toEqual([
      'missing column(s): address',
      expect.stringMatching(/^unknown column\(s\): addr/),
    ]);
  });
});
