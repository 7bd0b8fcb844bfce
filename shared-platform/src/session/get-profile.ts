import type { Profile } from '@shop/shared-contracts/api/entities';
import { profileKey } from '@shop/shared-contracts/query/query-keys';
import { useQuery } from '@shop/shared-platform/query/react-query';
import { callApi } from '../http/call-api';
import { useSession } from './use-session';

export { profileKey };

/** `GET /v1/profile`: the signed-in shopper with their devices. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return callApi('GET /v1/profile', { signal });
}

/** The profile of the signed-in shopper; idle while nobody is signed in. */
export function useProfile() {
  const { status } = useSession();
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: status === 'signed-in',
  });
}
