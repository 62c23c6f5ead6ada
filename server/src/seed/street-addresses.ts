import type { District } from './places.js';
import type { SeededRandom } from './random.js';

// The street part of demo addresses: common British street names and the kinds of
// trading estates small trades firms rent units on.

export const STREET_NAMES = [
  'Victoria Road', 'Church Lane', 'Station Road', 'High Street', 'Park Avenue', 'Mill Lane',
  'Queens Road', 'Albert Street', 'Grove Road', 'Manor Way', 'The Crescent', 'Elm Grove',
  'Chestnut Close', 'Kings Road', 'Oak Tree Drive', 'Orchard Way', 'Springfield Road',
  'Beech Avenue', 'York Street', 'Windsor Terrace', 'Cromwell Road', 'Willow Walk',
  'Stanley Road', 'Highfield Road', 'Brook Street', 'Cavendish Place', 'Rosebery Avenue',
  'Clarendon Road', 'Milton Street', 'Hawthorn Close', "St Mary's Road", 'Belvedere Gardens',
] as const;

export const TRADING_ESTATES = [
  'Riverside Trading Estate', 'Canal Side Business Park', 'Meadow Lane Industrial Estate',
  'Enterprise Court', 'Greenfield Works', 'Foundry Yard', 'Brewery Lane Units', 'Station Yard',
] as const;

// Letters Royal Mail uses in the unit part of a postcode (it skips C, I, K, M, O and V).
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** A plausible full postcode in a district, e.g. 'M20 4QT'. */
export function postcodeIn(district: District, random: SeededRandom): string {
  const letter = () => INWARD_LETTERS.charAt(random.int(0, INWARD_LETTERS.length - 1));
  return `${district.code} ${random.int(1, 9)}${letter()}${letter()}`;
}
