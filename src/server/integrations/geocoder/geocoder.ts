/** Where an address is. `precision` says how much to trust it (a ZIP centroid can be a few km off). */
export interface GeoLocation {
  lat: number;
  lon: number;
  zip: string | null;
  city: string | null;
  state: string | null;
  precision: 'rooftop' | 'zip' | 'city';
  source: 'zipcodes' | 'census';
}

/** What we know about an address: its one-line text, plus a ZIP/state already parsed from the report if any. */
export interface AddressInput {
  full: string;
  zip?: string | null;
  state?: string | null;
}

/** The geocoding seam: the embedded ZIP-centroid default or the US Census geocoder. */
export interface Geocoder {
  name: 'zipcodes' | 'census';
  /** null when the address cannot be placed (no ZIP, no known city and state) */
  locate(address: AddressInput): Promise<GeoLocation | null>;
}
