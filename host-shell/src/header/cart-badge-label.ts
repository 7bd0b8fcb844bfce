/** Badge only when signed in with at least one item; "9+" above 9. */
export function cartBadgeLabel(signedIn: boolean, count: number): string | null {
  if (!signedIn || count < 1) return null;
  return count > 9 ? '9+' : String(count);
}
