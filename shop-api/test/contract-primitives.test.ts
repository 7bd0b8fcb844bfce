import * as typed from '@shop/shared-contracts/api/schema/primitives';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import * as hand from '../src/schemas/primitives';

/** Plain JSON, as Fastify's compilers and the OpenAPI document see a schema. */
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema));

describe('the TypeBox primitives of the contract', () => {
  it('give the same JSON Schemas as the hand-written builders still used by other routes', () => {
    const pairs: [unknown, unknown][] = [
      [typed.str(40, 1), hand.str(40, 1)],
      [typed.nullableStr, hand.nullableStr],
      [typed.int, hand.int],
      [typed.num, hand.num],
      [typed.bool, hand.bool],
      [typed.timestamp, hand.timestamp],
      [typed.id, hand.id],
      [typed.idParams, hand.idParams],
      [typed.arrayOf(typed.int), hand.arrayOf(hand.int)],
      [typed.envelope(typed.int), hand.envelope(hand.int)],
      [typed.nullEnvelope, hand.nullEnvelope],
      [typed.failure, hand.failure],
      [typed.responses(typed.int, 201), hand.responses(hand.int, 201)],
      [typed.pageQuery, hand.pageQuery],
      [typed.paginated(typed.id), hand.paginated(hand.id)],
      [
        typed.object({ a: typed.str(3), b: Type.Optional(typed.int) }),
        hand.object({ a: hand.str(3), b: hand.int }, ['a']),
      ],
    ];
    for (const [fromTypeBox, byHand] of pairs) expect(json(fromTypeBox)).toEqual(json(byHand));
  });

  it('closes objects and bounds values', () => {
    expect(json(typed.object({ a: typed.int }))).toMatchObject({ additionalProperties: false });
    expect(json(typed.envelope(typed.int)).properties.status).toEqual({
      type: 'boolean',
      const: true,
    });
  });
});
