import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiContracts, type ContractShape } from '@tradeshub/sdk';
import { NOT_SERVED_YET } from '../src/http/not-served-yet.js';
import { startTestServer, type TestServer } from './harness.js';

// NOT_SERVED_YET is exact: every contract on it has no route, every other one has its routes
// (the private path and, for public twins, the public one).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const listed = NOT_SERVED_YET as Readonly<Record<string, readonly string[]>>;
const contracts = Object.entries(apiContracts).flatMap(([group, members]) =>
  Object.entries(members as Record<string, ContractShape>).map(([name, contract]) => ({ id: `${group}.${name}`, group, name, contract })),
);

test('the not-served-yet list names only contracts that exist', () => {
  const ids = new Set(contracts.map((c) => c.id));
  for (const [group, names] of Object.entries(listed)) for (const name of names) expect(ids.has(`${group}.${name}`), `${group}.${name}`).toBe(true);
});

test('each contract is served exactly when it is not on the list', () => {
  const wrong = contracts.flatMap(({ id, group, name, contract }) => {
    const paths = [contract.path, ...(contract.publicPath ? [contract.publicPath] : [])];
    const served = paths.map((url) => server.app.hasRoute({ method: contract.method, url }));
    const shouldServe = !(listed[group]?.includes(name) ?? false);
    return served.every((s) => s === shouldServe) ? [] : [`${id} is ${shouldServe ? 'not served' : 'served but listed'}`];
  });
  expect(wrong).toEqual([]);
  const notServedCount = Object.values(listed).reduce((sum, names) => sum + names.length, 0);
  console.info(`${contracts.length - notServedCount} of ${contracts.length} contracts served; ${notServedCount} on NOT_SERVED_YET`);
});
