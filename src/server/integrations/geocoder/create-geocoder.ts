import type { Config } from '../../config';
import { createCensusGeocoder } from './census-geocoder';
import type { Geocoder } from './geocoder';
import { createZipcodesGeocoder } from './zipcodes-geocoder';

export const createGeocoder = (config: Config): Geocoder =>
  config.geocoder.provider === 'census'
    ? createCensusGeocoder({ baseUrl: config.geocoder.baseUrl })
    : createZipcodesGeocoder();
