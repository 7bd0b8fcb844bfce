/**
 * Sets of product slots as bit arrays (32 slots a word): the search combines its filters and
 * counts its facets with word-wide AND and population counts instead of visiting each product,
 * as search engines do with their posting bitmaps. All sets of one index have the same length.
 */
export type Bits = Uint32Array<ArrayBuffer>;

export const wordsFor = (slots: number) => Math.ceil(slots / 32);

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) & ~(1 << (slot & 31));
}

export function hasBit(bits: Bits, slot: number): boolean {
  return ((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** `into` becomes `into AND other` (other undefined: unchanged). */
export function andInto(into: Bits, other: Bits | undefined): Bits {
  if (!other) return into;
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & ((other[i] as number) | 0);
  return into;
}

/** `into` becomes `into OR other`. */
export function orInto(into: Bits, other: Bits | undefined): Bits {
  if (!other) return into;
  const n = Math.min(into.length, other.length);
  for (let i = 0; i < n; i++) into[i] = (into[i] as number) | (other[i] as number);
  return into;
}

/** How many slots are in `a AND b` (and `c`, when given), without building the set. */
export function countAnd(a: Bits, b: Bits | undefined, c?: Bits): number {
  let n = 0;
  if (!b) return countAnd(a, a, c);
  for (let i = 0; i < a.length; i++) {
    let word = (a[i] as number) & ((b[i] as number) | 0);
    if (c) word &= (c[i] as number) | 0;
    if (word) n += popcount(word);
  }
  return n;
}

/** The slots in `bits`, ascending. */
export function slotsOf(bits: Bits): number[] {
  const slots: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i] as number;
    while (word) {
      const low = word & -word;
      slots.push(i * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return slots;
}
