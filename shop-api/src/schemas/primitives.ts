/** Small JSON-Schema builders so every route declares bounded values the same way. */
export const str = (maxLength: number, minLength = 0) =>
  ({ type: 'string', minLength, maxLength }) as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const timestamp = { type: 'string', format: 'date-time' } as const;
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id },
} as const;

export function object(properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const arrayOf = (items: unknown) => ({ type: 'array', items }) as const;

/** Success envelope around `data`. */
export const envelope = (data: unknown) =>
  object({ status: { type: 'boolean', const: true }, message: str(500), data });

export const nullEnvelope = envelope({ type: 'null' });

export const failure = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'boolean', const: false },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    codes: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** Every route answers the failure envelope on 4xx/5xx. */
export function responses(success: unknown, code = 200) {
  return { [code]: success, '4xx': failure, '5xx': failure };
}

export const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 15 },
  },
} as const;

export const paginated = (item: unknown) =>
  object({
    data: arrayOf(item),
    current_page: int,
    last_page: int,
    total: int,
    per_page: int,
  });
