import type { VendorApplication } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { myVendorApplicationKey } from './get-my-application';

export interface ApplyInput {
  form: FormData;
  /** Share of the upload sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/** `POST /v1/vendors`: the application as multipart, each field and file a part. */
export function applyAsVendor({ form, onProgress }: ApplyInput): Promise<VendorApplication> {
  return callApi('POST /v1/vendors', { body: form, onUploadProgress: onProgress });
}

export function useApplyAsVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAsVendor,
    onSuccess: (application) => queryClient.setQueryData(myVendorApplicationKey, application),
  });
}
