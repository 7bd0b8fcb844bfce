/** Absolute URL of a stored file: PUBLIC_URL + /storage/ + path. */
export function storageUrl(publicUrl: string, path: string): string {
  return `${publicUrl}/storage/${path.split('/').map(encodeURIComponent).join('/')}`;
}
