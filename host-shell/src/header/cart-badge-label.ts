/** Badge with at least one item (a visitor's cart too, kept on the server); "9+" above 9. */
export function cartBadgeLabel(count: number): string | null {
  if (count < 1) return null;
  return count > 9 ? '9+' : String(count);
}
