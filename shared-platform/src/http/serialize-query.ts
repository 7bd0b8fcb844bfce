/** Repeats array keys (`color=a&color=b`) and drops empty values, as the search query expects. */
export function serializeQuery(params: unknown): string {
  const search = new URLSearchParams();
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (item === undefined || item === null || item === '') continue;
        search.append(key, String(item));
      }
    }
  }
  return search.toString();
}
