import type * as AgeModule from '../components/age';

/** How many times `Age` has drawn since the count was last set: a card draws its age once. */
export const agesDrawn = { count: 0 };

/**
 * The age module with its `Age` counting its drawings, for
 * `vi.mock('../components/age', async (importOriginal) => (await import('./counted-age')).countedAge(importOriginal))`:
 * a test of a list drawn in turns expects one drawing per card, however many turns it takes.
 */
export async function countedAge(importOriginal: () => Promise<typeof AgeModule>): Promise<typeof AgeModule> {
  const actual = await importOriginal();
  return {
    ...actual,
    Age: (props: Parameters<typeof actual.Age>[0]) => {
      agesDrawn.count += 1;
      return actual.Age(props);
    },
  };
}
