import { badRequest } from '../../http/errors.js';
import { cellsCovering, H3_RESOLUTION } from '../business/geo.js';

const METRES_PER_KM = 1000;

/**
 * The largest radius, in whole kilometres, that cellsCovering still answers with cells.
 * Found by bisection so it follows whatever resolution and ring limit geo.ts uses; only
 * computed when someone asks for more.
 */
function largestCoverableRadiusKm(latitude: number, longitude: number): number {
  let low = 0;
  let high = 20_000;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (cellsCovering(latitude, longitude, middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The H3 cells whose hexagons together cover a circle (POST user/address/find-grids). */
export function gridsCovering(latitude: number, longitude: number, radiusInMeter: number) {
  const cells = cellsCovering(latitude, longitude, radiusInMeter / METRES_PER_KM);
  if (!cells) {
    const largest = largestCoverableRadiusKm(latitude, longitude);
    throw badRequest(
      `That area is too large to map. Choose a radius of at most ${(largest * METRES_PER_KM).toLocaleString('en-GB')} metres (${largest} km).`,
    );
  }
  return { resolution: H3_RESOLUTION, cells };
}
