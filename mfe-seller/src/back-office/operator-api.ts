import type { OperatorApplicationsQuery } from '@shop/shared-contracts/api/marketplace';
import { operatorKey } from '@shop/shared-contracts/query/query-keys';
import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@shop/shared-platform/query/react-query';
import { getRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { endSession, sessionToken } from '@shop/shared-platform/session/session';

const applicationsKey = [...operatorKey, 'applications'] as const;
const vendorsKey = [...operatorKey, 'vendors'] as const;

export function useApplications(query: OperatorApplicationsQuery) {
  return useQuery({
    queryKey: [...applicationsKey, 'list', query],
    queryFn: ({ signal }) => callApi('GET /v1/operator/vendor-applications', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVendors(query: { page?: number; q?: string }) {
  return useQuery({
    queryKey: [...vendorsKey, query],
    queryFn: ({ signal }) => callApi('GET /v1/operator/vendors', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type FileKind = 'logo' | 'identity-document';

/**
 * An application's private file, fetched with the session's token (the API client reads JSON,
 * so this one call uses fetch itself). Never a public URL: the page shows it via an object URL.
 */
export async function fetchApplicationFile(
  id: number,
  kind: FileKind,
  signal?: AbortSignal,
): Promise<Blob> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(`${base}/v1/operator/vendor-applications/${id}/files/${kind}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Network Error', null);
  }
  if (response.status === 401) endSession('unauthorized');
  if (!response.ok) throw new ApiError('', response.status);
  return response.blob();
}

export function useApplicationFile(id: number, kind: FileKind) {
  return useQuery({
    queryKey: [...applicationsKey, id, 'file', kind],
    queryFn: ({ signal }) => fetchApplicationFile(id, kind, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export function useDecideApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? callApi('POST /v1/operator/vendor-applications/{id}/approve', { path: { id } })
        : callApi('POST /v1/operator/vendor-applications/{id}/reject', {
            path: { id },
            body: { reason: decision.reason },
          }),
    onSuccess: (application) => client.setQueryData([...applicationsKey, id], application),
    onSettled: () => client.invalidateQueries({ queryKey: operatorKey }),
  });
}

export type VendorStep = { kind: 'suspend'; reason: string } | { kind: 'reinstate' };

export function useVendorStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: VendorStep) =>
      step.kind === 'suspend'
        ? callApi('POST /v1/operator/vendors/{id}/suspend', {
            path: { id },
            body: { reason: step.reason },
          })
        : callApi('POST /v1/operator/vendors/{id}/reinstate', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: vendorsKey }),
  });
}

/** One application by id (`GET /v1/operator/vendor-applications/{id}`; 404 when unknown). */
export function useApplication(id: number) {
  return useQuery({
    queryKey: [...applicationsKey, id],
    queryFn: ({ signal }) =>
      callApi('GET /v1/operator/vendor-applications/{id}', { path: { id }, signal }),
  });
}
