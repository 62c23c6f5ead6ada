import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { requiresSignIn, type ContractShape } from '../src/contracts/contract.js';
import { apiContracts, businessSchema } from '../src/contracts/index.js';
import { fieldsOf, valueAt } from './support/schema-fields.js';

// Checks over every contract's schemas through their JSON Schema, the form the OpenAPI docs
// and the server's validation use.

const contracts: Array<{ name: string; contract: ContractShape }> = Object.entries(apiContracts).flatMap(
  ([group, operations]) =>
    Object.entries(operations).map(([operation, contract]) => ({ name: `${group}.${operation}`, contract })),
);

type JsonSchema = { [key: string]: unknown };

/** Every sub-schema of a JSON Schema, paired with the property name it sits under (if any). */
function* walk(schema: unknown, key?: string): Generator<{ key: string | undefined; node: JsonSchema }> {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const item of schema) yield* walk(item, key);
    return;
  }
  const node = schema as JsonSchema;
  yield { key, node };
  for (const [name, child] of Object.entries(node)) {
    if (name === 'properties' && typeof child === 'object' && child !== null) {
      for (const [property, sub] of Object.entries(child)) yield* walk(sub, property);
    } else if (typeof child === 'object') {
      yield* walk(child, key);
    }
  }
}

const inputsOf = (contract: ContractShape) =>
  [contract.params, contract.query, contract.body].filter((schema): schema is z.ZodType => schema !== undefined);
const toJson = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

describe('every contract', () => {
  test.each(contracts)('$name converts to JSON Schema for the docs', ({ contract }) => {
    for (const schema of inputsOf(contract)) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    for (const schema of [contract.data, contract.publicData].filter((s) => s !== undefined)) {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });

  test.each(contracts)('$name caps the length of every string it accepts', ({ contract }) => {
    const uncapped = inputsOf(contract).flatMap((schema) =>
      [...walk(toJson(schema, 'input'))]
        .filter(({ node }) => node.type === 'string' && !('enum' in node) && !('const' in node) && !('format' in node))
        .filter(({ node }) => typeof node.maxLength !== 'number')
        .map(({ key }) => key),
    );
    expect(uncapped).toEqual([]);
  });

  // A validator is part of the attack surface: a pattern, segmenter or refine that runs on a
  // megabyte costs the server seconds, so the length check comes first and stops the rest.
  test.each(contracts)('$name refuses an over-long text in any field with one sentence, before any costlier check', ({ contract }) => {
    const extra = inputsOf(contract).flatMap((schema) =>
      fieldsOf(schema)
        .filter(({ kind }) => kind === 'string')
        .flatMap(({ path, cap }) => {
          const issues = schema.safeParse(valueAt(path, 'x'.repeat((cap ?? 0) + 100_000))).error?.issues ?? [];
          const here = issues.filter((issue) => issue.path.join('.') === path.join('.'));
          return here.length === 1 ? [] : [`${path.join('.')}: ${here.map((issue) => issue.code).join(', ')}`];
        }),
    );
    expect(extra).toEqual([]);
  });
});

describe('the schema walk these checks rely on', () => {
  test('sees nested fields and their caps', () => {
    const location = [...walk(toJson(apiContracts.business.register.body, 'input'))].find(({ key }) => key === 'postcode');
    expect(location?.node.maxLength).toBe(10);
    const keys = [...walk(toJson(apiContracts.business.getById.data, 'output'))].map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(['email', 'address1', 'average']));
  });
});

const PRIVATE_FIELD = /email|phone|address1|address2|addresses|postcode|vatNo|crn/i;

describe('public responses', () => {
  // Signing up and in answer the caller with their own account, which is theirs to see.
  const ownAccount = new Set(['auth.register', 'auth.verifyEmail', 'auth.signIn']);
  // Operators' calls (admin) need a token too: looking people up by email is their job.
  const open = contracts.filter(({ name, contract }) => !requiresSignIn(contract.access) && !ownAccount.has(name));

  test.each(open)('$name answers callers without a token with no email, phone or address fields', ({ contract }) => {
    const schema = contract.access === 'public-twin' ? (contract.publicData ?? contract.data) : contract.data;
    const leaks = [...walk(toJson(schema, 'output'))].map(({ key }) => key).filter((key) => key && PRIVATE_FIELD.test(key));
    expect(leaks).toEqual([]);
  });

  test('the business details twin keeps contact details on the private path only', () => {
    const { publicData } = apiContracts.business.getById;
    const business = { id: '0b7c3f5e-8a0e-4d5c-9a51-2f1c2d3e4f50' };
    expect(Object.keys(businessSchema.shape)).toEqual(expect.arrayContaining(['email', 'businessPhoneNumber', 'location']));
    expect(publicData.parse({ ...samplePublicBusiness(business.id), email: 'x@y.co' })).not.toHaveProperty('email');
  });
});

function samplePublicBusiness(id: string) {
  return {
    id,
    ownerId: '5f1f3a52-3c3c-4e8e-9b0a-7f2d5c6e7a81',
    referralUuid: '3c9e2b71-6d4a-4f0e-8b2c-1a5d7e9f0b34',
    name: 'Brick & Mortar Ltd',
    accountType: 'company',
    isAssessor: false,
    categories: [{ id: '9d6a1e0b-2b7b-4f3e-8a61-0c4f5e6d7a82', title: 'Bricklaying' }],
    locality: 'Leeds',
    radius: 30,
    serviceArea: 30,
    description: null,
    profileImageUrl: null,
    rating: {
      average: 4.5,
      count: 12,
      dimensions: { OVERALL: 4.5, PRICE: 4, PUNCTUALITY: 5, CLEANLINESS: 4.5, QUALITY: 4.5, FRIENDLINESS: 5 },
    },
    recommendationCount: 7,
    createdAt: '2025-03-01T09:30:00.000Z',
  };
}
