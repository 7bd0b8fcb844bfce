import { id, nullableStr, object, str } from '../schemas/primitives';

// The names and code are optional: order snapshots saved before countries had them lack them.
const country = object(
  {
    id,
    name: str(80),
    code: str(2, 2),
    name_german: str(80),
    name_arabic: str(80),
    name_english: str(80),
  },
  ['id', 'name'],
);

const properties = {
  id,
  title: str(80),
  type: { type: 'string', enum: ['home', 'office'] },
  country_id: id,
  country,
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
