import { id, nullableStr, object, str } from '../schemas/primitives';

const properties = {
  id,
  title: str(80),
  type: { type: 'string', enum: ['home', 'office'] },
  country_id: id,
  country: object({ id, name: str(80) }),
  address: str(255),
  city: nullableStr,
  postal_code: nullableStr,
  phone_number: str(40),
  is_default: { type: 'integer', enum: [0, 1] },
};

// `type` is optional: address snapshots of orders placed before it was answered lack it.
export const addressSchema = object(
  properties,
  Object.keys(properties).filter((key) => key !== 'type'),
);
