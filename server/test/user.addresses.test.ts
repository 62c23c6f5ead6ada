import { latLngToCell } from 'h3-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type AddressInput } from '@tradeshub/sdk';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { H3_RESOLUTION } from '../src/modules/business/geo.js';
import { MAX_ADDRESSES_PER_USER } from '../src/modules/user/addresses.js';
import { gridsCovering } from '../src/modules/user/grids.js';
import { failure, signedInUser } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());



const place = (address1: string, locality = 'Leeds'): AddressInput => ({
  address1,
  locality,
  postcode: 'ls1 4ap',
  latitude: 53.7997,
  longitude: -1.5492,
});

describe('saved addresses', () => {
  test('are created, listed oldest first, changed field by field and deleted', async () => {
    const { client } = await signedInUser(server, passwordHash, 'Ann');
    const home = await client.user.createAddress({ body: { ...place('1 Park Row'), address2: '' } });
    expect(home).toMatchObject({ address1: '1 Park Row', address2: null, postcode: 'LS1 4AP', country: 'United Kingdom' });
    const work = await client.user.createAddress({ body: { ...place('2 Station Road', 'York'), country: 'England' } });

    expect(await client.user.getAddresses()).toEqual([home, work]);

    const moved = await client.user.updateAddress({ params: { id: home.id }, body: { address2: 'Flat 3' } });
    expect(moved).toEqual({ ...home, address2: 'Flat 3' });

    await client.user.deleteAddress({ params: { id: work.id } });
    expect(await client.user.getAddresses()).toEqual([moved]);
  });

  test("someone else's address is not found, to change or to delete", async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const annsHome = await ann.client.user.createAddress({ body: place('1 Park Row') });

    const update = await failure(bob.client.user.updateAddress({ params: { id: annsHome.id }, body: { locality: 'York' } }));
    expect(update.status).toBe(404);
    expect(update.message).toBe('We could not find that address.');
    expect((await failure(bob.client.user.deleteAddress({ params: { id: annsHome.id } }))).status).toBe(404);
    expect(await bob.client.user.getAddresses()).toEqual([]);
    expect(await ann.client.user.getAddresses()).toEqual([annsHome]);
  });

  test(`stop at ${MAX_ADDRESSES_PER_USER} per person with a conflict that says what to do`, async () => {
    const { client } = await signedInUser(server, passwordHash, 'Ann');
    for (let i = 1; i <= MAX_ADDRESSES_PER_USER; i++) await client.user.createAddress({ body: place(`${i} Park Row`) });
    const tooMany = await failure(client.user.createAddress({ body: place('11 Park Row') }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.message).toBe(`You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one you no longer use, then add this one.`);
    expect(await client.user.getAddresses()).toHaveLength(MAX_ADDRESSES_PER_USER);
  });
});

describe('the chosen address (addressIndex)', () => {
  test('must point at a saved address', async () => {
    const { client } = await signedInUser(server, passwordHash, 'Ann');
    const none = await failure(client.user.updateAddressIndex({ body: { addressIndex: 0 } }));
    expect(none.status).toBe(400);
    expect(none.message).toContain('Add an address first');

    await client.user.createAddress({ body: place('1 Park Row') });
    await client.user.createAddress({ body: place('2 Park Row') });
    const outOfRange = await failure(client.user.updateAddressIndex({ body: { addressIndex: 2 } }));
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.message).toBe('Choose one of your 2 saved addresses: the address index must be from 0 to 1.');
    expect(await client.user.updateAddressIndex({ body: { addressIndex: 1 } })).toEqual({ addressIndex: 1 });
    expect(await client.auth.me()).toMatchObject({ addressIndex: 1 });
  });

  test('goes back to the first address when the chosen one is deleted, and follows it when an earlier one is', async () => {
    const { client } = await signedInUser(server, passwordHash, 'Ann');
    const [first, second, third] = [
      await client.user.createAddress({ body: place('1 Park Row', 'Leeds') }),
      await client.user.createAddress({ body: place('2 Park Row', 'York') }),
      await client.user.createAddress({ body: place('3 Park Row', 'Hull') }),
    ];
    await client.user.updateAddressIndex({ body: { addressIndex: 2 } });

    await client.user.deleteAddress({ params: { id: first.id } });
    expect(await client.user.getProfile({ query: {} })).toMatchObject({ addressIndex: 1, locality: 'Hull' });

    await client.user.deleteAddress({ params: { id: third.id } });
    expect(await client.user.getProfile({ query: {} })).toMatchObject({ addressIndex: 0, locality: 'York' });
    expect(await client.user.getAddresses()).toEqual([second]);
  });
});

describe('find-grids', () => {
  const centre = { latitude: 51.5074, longitude: -0.1278 };

  test('covers the centre and more cells for a bigger circle', async () => {
    const { client } = await signedInUser(server, passwordHash, 'Ann');
    const small = await client.user.findGrids({ body: { ...centre, radiusInMeter: 500 } });
    const large = await client.user.findGrids({ body: { ...centre, radiusInMeter: 30_000 } });

    expect(small.resolution).toBe(H3_RESOLUTION);
    expect(small.cells).toContain(latLngToCell(centre.latitude, centre.longitude, H3_RESOLUTION));
    expect(large.cells.length).toBeGreaterThan(small.cells.length);
    expect(large.cells).toEqual(expect.arrayContaining(small.cells));
  });

  test('a circle too large to map is refused with the largest radius allowed', () => {
    // The contract caps the radius at 161 km, below this limit, so the service is asked directly.
    let refusal: unknown = null;
    try {
      gridsCovering(centre.latitude, centre.longitude, 1_000_000);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^That area is too large to map\. Choose a radius of at most [\d,]+ metres \(\d+ km\)\.$/),
    });
    const largestKm = Number(/\((\d+) km\)/.exec((refusal as Error).message)?.[1]);
    expect(gridsCovering(centre.latitude, centre.longitude, largestKm * 1000).cells.length).toBeGreaterThan(0);
    expect(() => gridsCovering(centre.latitude, centre.longitude, (largestKm + 1) * 1000)).toThrow('too large to map');
  });
});
