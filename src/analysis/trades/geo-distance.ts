export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
export const METRES_PER_MILE = 1609.34;
export const KM_PER_MILE = METRES_PER_MILE / 1000;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres: providers give coordinates, never the distance to the property. */
export const distanceMetres = (a: LatLon, b: LatLon): number => {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

export const milesToKm = (miles: number): number => miles * KM_PER_MILE;

/** A lat/lon box that contains every point within `radiusKm` of `center` (a cheap pre-filter before the exact distance). */
export const boundingBox = (center: LatLon, radiusKm: number) => {
  const dLat = radiusKm / 111.32;
  const cos = Math.max(0.01, Math.cos(rad(center.lat)));
  const dLon = radiusKm / (111.32 * cos);
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLon: center.lon - dLon, maxLon: center.lon + dLon };
};
