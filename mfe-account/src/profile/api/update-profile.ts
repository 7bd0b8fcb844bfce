import type { ProfileUpdateBody, ProfileUpdateResult } from '@shop/shared-contracts/api/calls';
import type { Profile } from '@shop/shared-contracts/api/entities';
import { profileKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { updateSessionUser } from '@shop/shared-platform/session/session';

/** `POST /v1/profile/update`: only the changed fields; answers the saved user. */
export function updateProfile(body: ProfileUpdateBody): Promise<ProfileUpdateResult> {
  return callApi('POST /v1/profile/update', { body });
}

/**
 * Saves the profile; the header and every other view of the shopper see the new name at once
 * (the session's user), and the profile is read again, since a new password signs out the
 * other devices.
 */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      queryClient.setQueryData<Profile>(profileKey, (old) => (old ? { ...old, user } : old));
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
