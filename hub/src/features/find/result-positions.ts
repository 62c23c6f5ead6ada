import type { LatLng } from '@tradeshub/sdk';
import { bearingDegrees, offsetMiles, pointAtBearing } from './map-projection';

// Search results carry how far away a business is but not where it is (its address is
// private). The map therefore puts each pin at its true distance, in the direction of its
// town when that town is not the search centre itself, else at a steady angle of its own.

/** A town closer than this to the search centre gives no useful direction. */
const SAME_PLACE_MILES = 1.5;
/** Pins of one town fan out by up to this many degrees either side of the town's direction. */
const FAN_DEGREES = 12;

/** A steady number from 0 to 1 for an id, so a pin sits in the same place on every visit. */
function unitHash(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 4294967296;
}

/** Where a result's pin goes, or null when it has no distance (a search with no place). */
export function approximatePosition(
  result: { id: string; distanceMiles: number | null },
  centre: LatLng,
  townCentre: LatLng | undefined,
): LatLng | null {
  if (result.distanceMiles === null) return null;
  const spread = unitHash(result.id);
  const town = townCentre ? offsetMiles(centre, townCentre) : null;
  const townIsElsewhere = town !== null && Math.hypot(town.east, town.north) > SAME_PLACE_MILES;
  const bearing = townIsElsewhere && townCentre ? bearingDegrees(centre, townCentre) + (spread * 2 - 1) * FAN_DEGREES : spread * 360;
  return pointAtBearing(centre, bearing, result.distanceMiles);
}
