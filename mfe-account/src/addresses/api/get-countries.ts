import type { CountryOption } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

/** The same for every shopper, so not among the session's keys. */
export const countriesKey = ['countries'] as const;

/** `GET /v1/countries`: the countries an address may be in, named in every shop language. */
export function getCountries(signal?: AbortSignal): Promise<CountryOption[]> {
  return callApi('GET /v1/countries', { signal });
}

export function useCountries() {
  // The list changes only with a release of the API.
  return useQuery({
    queryKey: countriesKey,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
