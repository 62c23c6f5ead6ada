import { cellToLatLng, getHexagonEdgeLengthAvg, gridDiskDistances, latLngToCell } from 'h3-js';
import { distanceKm, EARTH_RADIUS_KM } from '@tradeshub/sdk';

/**
 * Businesses are indexed by their H3 cell at resolution 6 (hexagons of ~3.7 km edge):
 * a 21-mile search covers ~170 cells holding a few thousand candidates at national density,
 * small enough for an exact distance check on each (docs/decisions/0002-geo-search.md).
 */
export const H3_RESOLUTION = 6;
const EDGE_KM = getHexagonEdgeLengthAvg(H3_RESOLUTION, 'km');
/** Past this many rings a plain scan is cheaper than a huge cell list. */
const MAX_RINGS = 40;

export function cellOf(latitude: number, longitude: number): string {
  return latLngToCell(latitude, longitude, H3_RESOLUTION);
}

/**
 * No cell at this resolution reaches farther than this from its centre: the farthest vertex
 * over 200,000 random cells and all 12 pentagons is 4.1 km, 1.10 average edges; 1.25 leaves
 * room for the two spheres (H3's and the sdk's) and rounding.
 */
const CELL_REACH_KM = 1.25 * EDGE_KM;

/** Whether any part of a cell may lie within `radiusKm` of the origin. */
function mayTouchCircle(cell: string, origin: { lat: number; lng: number }, radiusKm: number): boolean {
  const [lat, lng] = cellToLatLng(cell);
  return distanceKm(origin, { lat, lng }) <= radiusKm + CELL_REACH_KM;
}

/**
 * The cells whose hexagons together cover a circle, or null when the circle is so large
 * that searching every business is cheaper. Conservative: it never misses a cell the circle
 * touches. Rings are added until one lies wholly outside the circle, which the circle cannot
 * then reach past: cells are smaller than average in places, so a ring count from the
 * average edge alone falls short there. Cells of the disk that lie wholly outside the
 * circle are dropped, so a search reads fewer candidates.
 */
export function cellsCovering(latitude: number, longitude: number, radiusKm: number): string[] | null {
  const origin = { lat: latitude, lng: longitude };
  for (let rings = Math.ceil((radiusKm + EDGE_KM) / (EDGE_KM * 1.5)); rings <= MAX_RINGS; rings += Math.ceil(rings / 4)) {
    const touching = gridDiskDistances(cellOf(latitude, longitude), rings).map((ring) =>
      ring.filter((cell) => mayTouchCircle(cell, origin, radiusKm)),
    );
    if (touching[rings]?.length === 0) return touching.flat();
  }
  return null;
}

/** Latitude and longitude limits (degrees) of a box that holds a whole circle. */
export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Null when the circle reaches a pole or crosses the antimeridian: any longitude. */
  longitude: { min: number; max: number } | null;
}

const DEGREES_PER_RADIAN = 180 / Math.PI;

/**
 * The smallest latitude/longitude box around a circle on the sdk's sphere, so a search can
 * discard far businesses with four comparisons before the exact distance. The longitude
 * half-width is asin(sin δ / cos φ) for a circle of angular radius δ at latitude φ.
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number): BoundingBox {
  // A hair wider than the circle, so rounding never drops a business on its edge.
  const angular = (radiusKm * (1 + 1e-9) + 1e-9) / EARTH_RADIUS_KM;
  const latitudeSpan = angular * DEGREES_PER_RADIAN;
  const minLatitude = latitude - latitudeSpan;
  const maxLatitude = latitude + latitudeSpan;
  const reachesPole = minLatitude <= -90 || maxLatitude >= 90;
  const ratio = Math.sin(angular) / Math.cos(latitude / DEGREES_PER_RADIAN);
  if (reachesPole || ratio >= 1) {
    return { minLatitude: Math.max(minLatitude, -90), maxLatitude: Math.min(maxLatitude, 90), longitude: null };
  }
  const longitudeSpan = Math.asin(ratio) * DEGREES_PER_RADIAN;
  const [min, max] = [longitude - longitudeSpan, longitude + longitudeSpan];
  return { minLatitude, maxLatitude, longitude: min < -180 || max > 180 ? null : { min, max } };
}

/**
 * The whole-degree square a point lies in, as the businesses table's generated
 * `degree_square` column numbers it: the same arithmetic on the same doubles, so both agree
 * exactly. 361 columns a row keeps 180°E apart from the next row's 180°W.
 */
export function degreeSquareOf(latitude: number, longitude: number): number {
  return (Math.floor(latitude) + 90) * 361 + Math.floor(longitude) + 180;
}

/**
 * Every degree square a box touches, or null when the box has no longitude limits or spans
 * more than `limit` squares. A point inside the box lies in one of them: floor() keeps order.
 */
export function degreeSquaresCovering(box: BoundingBox, limit: number): number[] | null {
  if (!box.longitude) return null;
  const [firstLatitude, lastLatitude] = [Math.floor(box.minLatitude), Math.floor(box.maxLatitude)];
  const [firstLongitude, lastLongitude] = [Math.floor(box.longitude.min), Math.floor(box.longitude.max)];
  if ((lastLatitude - firstLatitude + 1) * (lastLongitude - firstLongitude + 1) > limit) return null;
  const squares: number[] = [];
  for (let latitude = firstLatitude; latitude <= lastLatitude; latitude++) {
    for (let longitude = firstLongitude; longitude <= lastLongitude; longitude++) squares.push(degreeSquareOf(latitude, longitude));
  }
  return squares;
}
