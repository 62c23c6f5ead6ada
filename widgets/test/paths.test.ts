import { apiContracts } from '@tradeshub/sdk';
import { expect, test } from 'vitest';
import { PUBLIC_BUSINESS_PATH } from '../src/paths';

test("the widgets read the business profile's public twin, as the contract names it", () => {
  expect(PUBLIC_BUSINESS_PATH).toBe(apiContracts.business.getById.publicPath);
});
