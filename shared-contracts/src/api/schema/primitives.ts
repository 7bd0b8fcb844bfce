/**
 * TypeBox builders for the API's JSON Schemas: every call declares bounded values the same way,
 * and the client's types come from the same objects through `Static`. Values of this folder are
 * imported by the API only; remotes import its types (`import type`), so no TypeBox reaches a
 * browser bundle.
 */
import { type TProperties, type TSchema, Type } from 'typebox';

export const str = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
/** `{ type: ['string', 'null'] }`, as the hand-written schemas had it (not an `anyOf`). */
export const nullableStr = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const int = Type.Integer();
export const num = Type.Number();
export const bool = Type.Boolean();
export const timestamp = Type.String({ format: 'date-time' });
export const id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A closed object: every property required unless wrapped in `Type.Optional`. */
export const object = <T extends TProperties>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const arrayOf = <T extends TSchema>(items: T) => Type.Array(items);

export const idParams = object({ id });

/** Success envelope around `data`. */
export const envelope = <T extends TSchema>(data: T) =>
  object({ status: Type.Literal(true), message: str(500), data });

export const failure = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  /** The case of a whole-request error (`REQUEST_ERROR_CODES`), when it has one. */
  code: Type.Optional(Type.String()),
  errors: Type.Optional(
    Type.Unsafe<Record<string, string[]>>({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    }),
  ),
  codes: Type.Optional(
    Type.Unsafe<Record<string, string>>({
      type: 'object',
      additionalProperties: { type: 'string' },
    }),
  ),
  /** How many are in stock, beside the field code `not_enough_stock`. */
  available: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 }));
export const perPage = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 }));

export const paginated = <T extends TSchema>(item: T) =>
  object({
    data: arrayOf(item),
    current_page: int,
    last_page: int,
    total: int,
    per_page: int,
  });

/** One of fixed values (`{ type, enum }`), typed as their union. */
export const oneOf = <const T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values });
