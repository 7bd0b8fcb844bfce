/**
 * The first position in `[0, length)` where `before(position)` is false, by binary search;
 * `before` must hold for a prefix of the positions and not after it (a sorted list's "less
 * than"). Where a value goes into a sorted list, or where a range of it starts.
 */
export function partitionPoint(length: number, before: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (before(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}
