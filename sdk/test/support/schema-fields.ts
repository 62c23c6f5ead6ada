import { z } from 'zod';

// The fields of a contract's request schema, found by walking its zod schema, so checks
// over "every field" follow the contracts instead of a list that goes stale. Shared with
// the server's hostile-input test.

export interface SchemaField {
  /** Keys from the top of the body or query; 0 stands for an array's items. */
  path: (string | number)[];
  /** Text of any kind (ids, dates and addresses included), a list, or something else. */
  kind: 'string' | 'array' | 'other';
  /** A string's or an array's `max`, or null when it has none. */
  cap: number | null;
}

/** Every field of a schema, nested objects' and array items' fields included. */
export function fieldsOf(schema: z.ZodType, path: (string | number)[] = []): SchemaField[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, value]) => {
      const child = unwrap(value);
      const field: SchemaField = { path: [...path, name], kind: kindOf(child), cap: capOf(child) };
      return [field, ...fieldsOf(value, [...path, name])];
    });
  }
  if (inner instanceof z.ZodArray) return fieldsOf(inner.element as z.ZodType, [...path, 0]);
  if (inner instanceof z.ZodUnion) {
    const all = (inner.options as z.ZodType[]).flatMap((option) => fieldsOf(option, path));
    return all.filter((field, i) => all.findIndex((f) => f.path.join('.') === field.path.join('.')) === i);
  }
  return [];
}

/** The schema under optional, nullable, default and the input side of a pipe. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return unwrap(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return schema;
}

function kindOf(schema: z.ZodType): SchemaField['kind'] {
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) return 'string';
  return schema instanceof z.ZodArray ? 'array' : 'other';
}

function capOf(schema: z.ZodType): number | null {
  const checks = (schema.def as { checks?: { _zod: { def: { check: string; maximum?: number } } }[] }).checks ?? [];
  const max = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
  return typeof max === 'number' ? max : null;
}

/** A value with `leaf` at `path`: `{ location: { postcode: leaf } }`, `{ items: [leaf] }`. */
export function valueAt(path: readonly (string | number)[], leaf: unknown): unknown {
  let value = leaf;
  for (const step of [...path].reverse()) value = typeof step === 'number' ? [value] : { [step]: value };
  return value;
}
