// Map tiles are optional: without them the find page's map is a self-contained drawing
// that works offline. Set VITE_MAP_TILE_URL at build time to draw a tile server's map
// underneath, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (check the server's
// usage policy), and VITE_MAP_TILE_ATTRIBUTION to credit it.

export interface MapTileSource {
  /** A URL template with {z}, {x} and {y}, and optionally {s} for a subdomain. */
  urlTemplate: string;
  attribution: string;
}

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
const SUBDOMAINS = ['a', 'b', 'c'];

function readTileSource(): MapTileSource | null {
  const url: unknown = import.meta.env.VITE_MAP_TILE_URL;
  const attribution: unknown = import.meta.env.VITE_MAP_TILE_ATTRIBUTION;
  if (typeof url !== 'string' || !url.trim()) return null;
  const template = url.trim();
  if (!/^https?:\/\//.test(template) || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) {
    console.warn('[tradeshub] VITE_MAP_TILE_URL needs http(s) and {z}, {x} and {y}; drawing the map without tiles.');
    return null;
  }
  const credit = typeof attribution === 'string' && attribution.trim() ? attribution.trim() : template.includes('openstreetmap') ? OSM_ATTRIBUTION : '';
  return { urlTemplate: template, attribution: credit };
}

/** The configured tile source, or null for the offline map. */
export const mapTileSource: MapTileSource | null = readTileSource();

/** The URL of one tile. */
export function tileUrl(source: MapTileSource, tile: { z: number; x: number; y: number }): string {
  return source.urlTemplate
    .replace('{s}', SUBDOMAINS[(tile.x + tile.y) % SUBDOMAINS.length] ?? 'a')
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}
