import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { envelope, failure, nullableStr, object, page, str } from './primitives';

/** Plain JSON, as Fastify's compilers and the OpenAPI document see a schema. */
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema));

describe('the builders of the contract', () => {
  it('close objects and require every property not wrapped in Optional', () => {
    expect(json(object({ a: str(3, 1), b: Type.Optional(page) }))).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['a'],
      properties: {
        a: { type: 'string', minLength: 1, maxLength: 3 },
        b: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      },
    });
  });

  it('spell a nullable value as a type list, which the serializer keeps as it is', () => {
    expect(json(nullableStr)).toEqual({ type: ['string', 'null'] });
  });

  it('wrap data in the success envelope and keep the failure answer open to its fields', () => {
    expect(json(envelope(Type.Null())).properties.status).toEqual({ type: 'boolean', const: true });
    expect(json(failure).required).toEqual(['status', 'message']);
    expect(json(failure).additionalProperties).toBeUndefined();
  });
});
