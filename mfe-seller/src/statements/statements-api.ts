import type { Language } from '@shop/shared-contracts/i18n/languages';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';
import { getRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { endSession, sessionToken } from '@shop/shared-platform/session/session';

const statementsKey = [...sellerKey, 'statements'] as const;

/** `GET /v1/seller/statements`: the last 12 months, newest first. */
export function useStatements() {
  return useQuery({
    queryKey: statementsKey,
    queryFn: ({ signal }) => callApi('GET /v1/seller/statements', { signal }),
  });
}

/** `GET /v1/seller/statements/{month}`: one month with its lines; nothing asked for before. */
export function useStatement(month: string | null) {
  return useQuery({
    queryKey: [...statementsKey, month],
    queryFn: ({ signal }) =>
      callApi('GET /v1/seller/statements/{month}', { path: { month: month ?? '' }, signal }),
    enabled: month !== null,
  });
}

/** The file name the API gives in `Content-Disposition`, else one of our own. */
function fileNameOf(response: Response, month: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([\w.-]+)"/.exec(header)?.[1] ?? `statement-${month}.csv`;
}

/**
 * The month's CSV, fetched with the session's token (the call map's client reads JSON, so this
 * one call uses fetch itself) and saved through an object URL that is revoked right after.
 * Only ever called from a click, so `document` is there.
 */
export async function downloadStatementCsv(month: string, language: Language): Promise<void> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  const token = sessionToken();
  let response: Response;
  try {
    // In the vendor's language: headers, kinds and numbers as their spreadsheet reads them.
    const query = new URLSearchParams({ lang: language });
    const path = `/v1/seller/statements/${encodeURIComponent(month)}/csv?${query}`;
    response = await fetch(`${base}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('Network Error', null);
  }
  if (response.status === 401) endSession('unauthorized');
  if (!response.ok) throw new ApiError('', response.status);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, month);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL is not needed any more.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
