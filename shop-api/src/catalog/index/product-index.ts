import { type Bits, clearBit, setBit, wordsFor } from './bitset';
import type { CategoryRow, IndexRow } from './index-rows';
import { partitionPoint } from './partition-point';
import { SortedSlots } from './sorted-slots';
import { parseDocument } from './ts-text';

/** What a filter key (migration 0025) says: `c:<colour>`, `s:<SIZE>`, `cs:<colour>|<SIZE>`, `*`. */
export type KeyInfo = { kind: 'c' | 's' | 'cs' | '*'; color?: string; size?: string };

const GROW = 1.5;

export const KIND_CODES = { '*': 0, c: 1, s: 2, cs: 3 } as const;

function grown<T extends Int32Array | Float64Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array;
  const next = new (array.constructor as new (n: number) => T)(
    Math.max(length, Math.ceil(array.length * GROW)),
  );
  next.set(array);
  return next;
}

/** Where `value` is or belongs in the ascending `list`. */
const placeIn = (list: number[], value: number) =>
  partitionPoint(list.length, (at) => (list[at] as number) < value);

function insertSorted(list: number[], value: number): void {
  const at = placeIn(list, value);
  if (list[at] !== value) list.splice(at, 0, value);
}

function removeSorted(list: number[], value: number): void {
  const at = placeIn(list, value);
  if (list[at] === value) list.splice(at, 1);
}

/**
 * The listed catalogue in memory, one slot per product: columns in typed arrays (compact and
 * quick to scan), the filter keys and the search document per slot, and an inverted index from
 * each lexeme to the slots whose document holds it. Built from PostgreSQL, patched per product
 * as changes are announced (src/catalog/changes/); PostgreSQL stays the source of truth.
 */
export class ProductIndex {
  size = 0;
  readonly slotOf = new Map<number, number>();
  ids = new Int32Array(1024);
  category = new Int32Array(1024);
  vendor = new Int32Array(1024);
  price = new Int32Array(1024);
  /** 1 when listed; a deleted or unlisted product keeps its slot, unlisted. */
  listed = new Uint8Array(1024);
  inStock = new Uint8Array(1024);
  created = new Float64Array(1024);
  rating = new Float64Array(1024);
  reviews = new Int32Array(1024);
  sold = new Int32Array(1024);
  nameLength = new Int32Array(1024);
  /** Interned filter keys per slot. */
  readonly keys: Int32Array[] = [];
  /**
   * The document per slot, packed: [n, lexeme ids ascending (n), offsets (n + 1), positions].
   * One typed array per product instead of nested arrays keeps 500,000 documents compact.
   */
  readonly documents: Int32Array[] = [];
  readonly postings = new Map<number, number[]>();
  readonly lexemeIds = new Map<string, number>();
  readonly keyIds = new Map<string, number>();
  readonly keyInfo: KeyInfo[] = [];
  /** Per key id: 0 `*`, 1 colour, 2 size, 3 colour and size of one variant. */
  keyKind = new Uint8Array(64);
  /** Per key id: the id of the key `c:<its colour>` (itself for a colour key), else -1. */
  colorKeyOf = new Int32Array(64);
  /** Per key id: the id of the key `s:<its size>` (itself for a size key), else -1. */
  sizeKeyOf = new Int32Array(64);
  /** The listed products, and per filter key and per category the products having it. */
  listedBits: Bits = new Uint32Array(wordsFor(1024));
  readonly keyBits: Bits[] = [];
  readonly categoryBits = new Map<number, Bits>();
  /** Every slot in each sort order, built on first use. */
  readonly sorted = new SortedSlots(this);
  /** Ranks by slot of the text search running now (searches run one at a time). */
  ranks = new Float64Array(0);
  /** A category's id and its children's: what a category filter matches. */
  categoryFamily = new Map<number, Set<number>>();

  setCategories(rows: CategoryRow[]): void {
    const family = new Map<number, Set<number>>();
    for (const row of rows) family.set(row.id, new Set([row.id]));
    for (const row of rows) if (row.parent_id !== null) family.get(row.parent_id)?.add(row.id);
    this.categoryFamily = family;
  }

  keyId(key: string): number {
    const known = this.keyIds.get(key);
    if (known !== undefined) return known;
    const info = describeKey(key);
    // A pair's colour and size keys get ids too, so counting can go from the pair to them.
    const colorKey = info.kind === 'cs' ? this.keyId(`c:${info.color}`) : -1;
    const sizeKey = info.kind === 'cs' ? this.keyId(`s:${info.size}`) : -1;
    const id = this.keyInfo.length;
    this.keyIds.set(key, id);
    this.keyInfo.push(info);
    this.keyKind = grown(this.keyKind, id + 1);
    this.colorKeyOf = grown(this.colorKeyOf, id + 1);
    this.sizeKeyOf = grown(this.sizeKeyOf, id + 1);
    this.keyKind[id] = KIND_CODES[info.kind];
    this.colorKeyOf[id] = info.kind === 'c' ? id : colorKey;
    this.sizeKeyOf[id] = info.kind === 's' ? id : sizeKey;
    return id;
  }

  lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemeIds.size;
      this.lexemeIds.set(lexeme, id);
    }
    return id;
  }

  /** Puts a product's current row in its slot (a new slot for a new product). */
  set(row: IndexRow): void {
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.size++;
      this.slotOf.set(row.id, slot);
      this.reserve(this.size);
    } else this.unindex(slot);
    this.reserveBits(this.size);
    this.ids[slot] = row.id;
    this.category[slot] = row.category_id;
    this.vendor[slot] = row.vendor_id;
    this.price[slot] = row.min_price_cents;
    this.listed[slot] = row.listed ? 1 : 0;
    this.created[slot] = Number(row.created);
    this.rating[slot] = Number(row.rating);
    this.reviews[slot] = row.reviews_count;
    this.sold[slot] = row.sold_count;
    this.nameLength[slot] = row.name_length;
    const keys = Int32Array.from(row.filter_keys, (key) => this.keyId(key));
    this.keys[slot] = keys;
    if (row.listed) setBit(this.listedBits, slot);
    for (const key of keys) setBit(this.bitsOfKey(key), slot);
    setBit(this.bitsOfCategory(row.category_id), slot);
    this.inStock[slot] = row.filter_keys.includes('*') ? 1 : 0;
    this.sorted.moved(slot);
    const document = this.pack(row.document);
    this.documents[slot] = document;
    const n = document[0] as number;
    for (let i = 1; i <= n; i++) {
      const lexeme = document[i] as number;
      let list = this.postings.get(lexeme);
      if (!list) {
        list = [];
        this.postings.set(lexeme, list);
      }
      // Slots arrive in ascending order on a full load: appending keeps the list sorted.
      if (list.length === 0 || (list[list.length - 1] as number) < slot) list.push(slot);
      else insertSorted(list, slot);
    }
  }

  /** A product that no longer exists: out of every list, its slot kept (ids are not reused). */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unindex(slot);
    this.listed[slot] = 0;
    this.keys[slot] = new Int32Array(0);
    this.documents[slot] = new Int32Array(1);
  }

  private unindex(slot: number): void {
    clearBit(this.listedBits, slot);
    for (const key of this.keys[slot] ?? []) clearBit(this.bitsOfKey(key), slot);
    const category = this.categoryBits.get(this.category[slot] as number);
    if (category) clearBit(category, slot);
    const document = this.documents[slot];
    if (!document) return;
    const n = document[0] as number;
    for (let i = 1; i <= n; i++) {
      const list = this.postings.get(document[i] as number);
      if (list) removeSorted(list, slot);
    }
  }

  private pack(text: string): Int32Array {
    const entries = parseDocument(text)
      .map((entry) => ({ id: this.lexemeId(entry.lexeme), positions: entry.positions }))
      .sort((a, b) => a.id - b.id);
    const n = entries.length;
    const total = entries.reduce((sum, entry) => sum + entry.positions.length, 0);
    const packed = new Int32Array(1 + n + n + 1 + total);
    packed[0] = n;
    let at = 0;
    entries.forEach((entry, i) => {
      packed[1 + i] = entry.id;
      packed[1 + n + i] = at;
      packed.set(entry.positions, 2 + 2 * n + at);
      at += entry.positions.length;
    });
    packed[1 + 2 * n] = at;
    return packed;
  }

  /** The positions of lexeme `id` in slot's document (a view), or undefined when it does not hold it. */
  positionsIn(slot: number, id: number): Int32Array | undefined {
    const document = this.documents[slot];
    if (!document) return undefined;
    const n = document[0] as number;
    let low = 1;
    let high = n;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const value = document[mid] as number;
      if (value === id) {
        const from = document[mid + n] as number;
        const to = document[mid + n + 1] as number;
        const base = 2 + 2 * n;
        return document.subarray(base + from, base + to);
      }
      if (value < id) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  private bitsOfKey(key: number): Bits {
    let bits = this.keyBits[key];
    if (!bits) {
      bits = new Uint32Array(this.listedBits.length);
      this.keyBits[key] = bits;
    }
    return bits;
  }

  private bitsOfCategory(category: number): Bits {
    let bits = this.categoryBits.get(category);
    if (!bits) {
      bits = new Uint32Array(this.listedBits.length);
      this.categoryBits.set(category, bits);
    }
    return bits;
  }

  /** Every bit set as long as the slots: grown together, half again each time. */
  private reserveBits(slots: number): void {
    if (wordsFor(slots) <= this.listedBits.length) return;
    const words = Math.max(wordsFor(slots), Math.ceil(this.listedBits.length * GROW));
    const regrown = (bits: Bits) => {
      const next = new Uint32Array(words);
      next.set(bits);
      return next;
    };
    this.listedBits = regrown(this.listedBits);
    this.keyBits.forEach((bits, key) => {
      this.keyBits[key] = regrown(bits);
    });
    for (const [category, bits] of this.categoryBits)
      this.categoryBits.set(category, regrown(bits));
  }

  private reserve(length: number): void {
    this.ids = grown(this.ids, length);
    this.category = grown(this.category, length);
    this.vendor = grown(this.vendor, length);
    this.price = grown(this.price, length);
    this.listed = grown(this.listed, length);
    this.inStock = grown(this.inStock, length);
    this.created = grown(this.created, length);
    this.rating = grown(this.rating, length);
    this.reviews = grown(this.reviews, length);
    this.sold = grown(this.sold, length);
    this.nameLength = grown(this.nameLength, length);
  }
}

function describeKey(key: string): KeyInfo {
  if (key === '*') return { kind: '*' };
  if (key.startsWith('cs:')) {
    const [color, size] = key.slice(3).split('|');
    return { kind: 'cs', color: color ?? '', size: size ?? '' };
  }
  if (key.startsWith('c:')) return { kind: 'c', color: key.slice(2) };
  return { kind: 's', size: key.slice(2) };
}
