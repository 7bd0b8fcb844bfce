import { useSearchParams } from '@shop/shared-platform/router/react-router';

/**
 * A list's search, status and page kept in the address, so a reload or a shared link shows the
 * same list. Changing the search or the status goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return { q, status, page, set };
}
