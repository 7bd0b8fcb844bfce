import type { ApiCallKey, ApiData } from '@shop/shared-contracts/api/calls';
import type { ApiSuccess } from '@shop/shared-contracts/api/envelope';

export function ok<T>(data: T, message = 'OK'): ApiSuccess<T> {
  return { status: true, message, data };
}

/** Success envelope checked against the shared call map: `data` must be what the contract says. */
export function answer<K extends ApiCallKey>(
  _call: K,
  data: ApiData<K>,
  message = 'OK',
): ApiSuccess<ApiData<K>> {
  return ok(data, message);
}
