// Great-circle distance and unit conversions (spec section 9: Earth diameter 12742.142 km).

/** The Earth's diameter the product's distance figures are based on. */
export const EARTH_DIAMETER_KM = 12742.142;
export const EARTH_RADIUS_KM = EARTH_DIAMETER_KM / 2;
/** The international mile. */
export const KM_PER_MILE = 1.609344;
export const METRES_PER_KM = 1000;
export const METRES_PER_MILE = KM_PER_MILE * METRES_PER_KM;

/** A point in decimal degrees, as the product stores locations. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Haversine distance in kilometres.
 * @example distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 }) // ≈ 262
 */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against a rounding error pushing a above 1 for antipodal points.
  return EARTH_DIAMETER_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Haversine distance in miles. */
export function distanceMiles(from: LatLng, to: LatLng): number {
  return kmToMiles(distanceKm(from, to));
}

export const kmToMiles = (km: number): number => km / KM_PER_MILE;
export const milesToKm = (miles: number): number => miles * KM_PER_MILE;
export const kmToMetres = (km: number): number => km * METRES_PER_KM;
export const metresToKm = (metres: number): number => metres / METRES_PER_KM;
/** Radii in miles become the metres the grid search takes (radiusInMeter). */
export const milesToMetres = (miles: number): number => miles * METRES_PER_MILE;
export const metresToMiles = (metres: number): number => metres / METRES_PER_MILE;
