import { EARTH_RADIUS_KM, KM_PER_MILE, type LatLng } from '@tradeshub/sdk';

// A local equirectangular projection around the search centre: within the tens of miles a
// search covers it is indistinguishable from a real map, needs no library, and works offline.

/** Miles along the ground per degree of latitude (and of longitude at the equator). */
export const MILES_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180 / KM_PER_MILE;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** How far east and north of `centre` a point lies, in miles. */
export function offsetMiles(centre: LatLng, point: LatLng): { east: number; north: number } {
  return {
    east: (point.lng - centre.lng) * MILES_PER_DEGREE * Math.cos(toRadians(centre.lat)),
    north: (point.lat - centre.lat) * MILES_PER_DEGREE,
  };
}

/** The point `miles` from `centre` in the compass direction `bearing` (degrees clockwise from north). */
export function pointAtBearing(centre: LatLng, bearing: number, miles: number): LatLng {
  const east = Math.sin(toRadians(bearing)) * miles;
  const north = Math.cos(toRadians(bearing)) * miles;
  return {
    lat: centre.lat + north / MILES_PER_DEGREE,
    lng: centre.lng + east / (MILES_PER_DEGREE * Math.cos(toRadians(centre.lat))),
  };
}

/** The compass direction from one point to another, 0–360 degrees clockwise from north. */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const { east, north } = offsetMiles(from, to);
  return (toDegrees(Math.atan2(east, north)) + 360) % 360;
}

export interface MapFrame {
  centre: LatLng;
  /** Miles from the centre to the nearer edge of the map. */
  rangeMiles: number;
  /** The map's size in CSS pixels. */
  width: number;
  height: number;
}

export interface Projection {
  pxPerMile: number;
  /** The centre in pixels. */
  origin: { x: number; y: number };
  /** A point in pixels from the map's top left: east is right, north is up. */
  project(point: LatLng): { x: number; y: number };
  /** Whether a pixel position lies on the map (with a margin for the pin). */
  contains(position: { x: number; y: number }, margin?: number): boolean;
}

/** Fits `rangeMiles` around the centre into the shorter side of the map. */
export function createProjection({ centre, rangeMiles, width, height }: MapFrame): Projection {
  const pxPerMile = Math.min(width, height) / 2 / rangeMiles;
  const origin = { x: width / 2, y: height / 2 };
  return {
    pxPerMile,
    origin,
    project(point) {
      const { east, north } = offsetMiles(centre, point);
      return { x: origin.x + east * pxPerMile, y: origin.y - north * pxPerMile };
    },
    contains({ x, y }, margin = 0) {
      return x >= margin && x <= width - margin && y >= margin && y <= height - margin;
    },
  };
}

/** Ring distances for a map range: up to three "round" distances that fit on the map. */
export function ringDistances(rangeMiles: number): number[] {
  const fitting = [1, 2, 5, 10, 20, 50, 100].filter((miles) => miles <= rangeMiles * 1.02);
  return fitting.slice(-3);
}

// Slippy-map tiles (OpenStreetMap's z/x/y scheme) drawn under the same projection.

const TILE_SIZE = 256;
const MAX_TILE_ZOOM = 18;

export interface PlacedTile {
  key: string;
  z: number;
  x: number;
  y: number;
  /** Where the tile's top left corner goes, and its size, in map pixels. */
  left: number;
  top: number;
  size: number;
}

function worldPixel(point: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sinLat = Math.sin(toRadians(point.lat));
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * scale,
  };
}

/**
 * The tiles that cover the map, at the zoom whose tiles come closest to (without going
 * below) their natural size. Near the centre Web Mercator and the local projection agree,
 * so pins land on the right streets.
 */
export function tilesFor(frame: MapFrame): PlacedTile[] {
  const { pxPerMile, origin } = createProjection(frame);
  // Screen pixels per degree of longitude, and world pixels per degree at zoom 0.
  const pxPerDegree = pxPerMile * MILES_PER_DEGREE * Math.cos(toRadians(frame.centre.lat));
  const zoom = Math.max(0, Math.min(MAX_TILE_ZOOM, Math.floor(Math.log2(pxPerDegree / (TILE_SIZE / 360)))));
  const scale = pxPerDegree / ((TILE_SIZE * 2 ** zoom) / 360);
  const centre = worldPixel(frame.centre, zoom);
  const halfWidth = frame.width / 2 / scale;
  const halfHeight = frame.height / 2 / scale;
  const last = 2 ** zoom - 1;
  const tiles: PlacedTile[] = [];
  const firstY = Math.max(0, Math.floor((centre.y - halfHeight) / TILE_SIZE));
  const lastY = Math.min(last, Math.floor((centre.y + halfHeight) / TILE_SIZE));
  for (let ty = firstY; ty <= lastY; ty++) {
    for (let tx = Math.floor((centre.x - halfWidth) / TILE_SIZE); tx <= Math.floor((centre.x + halfWidth) / TILE_SIZE); tx++) {
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        z: zoom,
        // Wrap around the antimeridian; irrelevant in the UK but keeps the URL valid.
        x: ((tx % (last + 1)) + last + 1) % (last + 1),
        y: ty,
        left: origin.x + (tx * TILE_SIZE - centre.x) * scale,
        top: origin.y + (ty * TILE_SIZE - centre.y) * scale,
        size: TILE_SIZE * scale,
      });
    }
  }
  return tiles;
}
