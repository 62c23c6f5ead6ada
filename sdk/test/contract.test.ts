import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineContract, fillPath } from '../src/contracts/contract.js';

describe('fillPath', () => {
  test('fills and encodes path parameters', () => {
    expect(fillPath('/backend-service/business/:id', { id: 'a b/c' })).toBe('/backend-service/business/a%20b%2Fc');
  });
  test.each([undefined, null, ''])('names the missing parameter when it is %s', (value) => {
    expect(() => fillPath('/x/:id', { id: value })).toThrow('Expected a value for path parameter "id" of /x/:id');
  });
});

describe('defineContract', () => {
  test('refuses a public twin without a public path', () => {
    expect(() =>
      defineContract({ method: 'GET', path: '/x', access: 'public-twin', summary: 'x', data: z.null() }),
    ).toThrow('public twin but has no publicPath');
  });
});
