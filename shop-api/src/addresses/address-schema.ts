import { id, nullableStr, object, str } from '../schemas/primitives';

export const addressSchema = object({
  id,
  title: str(80),
  country_id: id,
  country: object({ id, name: str(80) }),
  address: str(255),
  city: nullableStr,
  postal_code: nullableStr,
  phone_number: str(40),
  is_default: { type: 'integer', enum: [0, 1] },
});
