import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiContracts, type ContractShape } from '@tradeshub/sdk';
import { startTestServer, type TestServer } from './harness.js';

// Every contract has its routes (the private path and, for public twins, the public one).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const contracts = Object.entries(apiContracts).flatMap(([group, members]) =>
  Object.entries(members as Record<string, ContractShape>).map(([name, contract]) => ({ id: `${group}.${name}`, group, name, contract })),
);

test('every contract is served', () => {
  const wrong = contracts.flatMap(({ id, contract }) => {
    const paths = [contract.path, ...(contract.publicPath ? [contract.publicPath] : [])];
    const served = paths.map((url) => server.app.hasRoute({ method: contract.method, url }));
    return served.every(Boolean) ? [] : [`${id} is not served`];
  });
  expect(wrong).toEqual([]);
  console.info(`${contracts.length} of ${contracts.length} contracts served`);
});
