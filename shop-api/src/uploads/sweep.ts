import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Area, Uploads } from './object-store';
import { pendingUploads } from './pending-uploads';
import { type UploadReference, uploadReferences } from './references';

export interface SweepOptions {
  /** Objects and pending records younger than this are left alone (an upload in progress). */
  olderThanMs: number;
  now?: Date;
  references?: readonly UploadReference[];
}

export interface SweepResult {
  /** Objects deleted, as `area:key`. */
  deleted: string[];
  /** Pending records older than the limit, removed with their objects. */
  abandoned: number;
}

const BATCH = 200;

/**
 * Deletes what a crash or a failed save left: the objects of pending uploads older than the
 * limit (then the records), and any object under an upload prefix that no row names and that is
 * older than the limit. Objects younger than the limit are never touched, so an upload between
 * its write and its commit is safe; running it on several instances at once is harmless.
 */
export async function sweepUploads(
  db: Db,
  uploads: Uploads,
  { olderThanMs, now = new Date(), references = uploadReferences }: SweepOptions,
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const deleted: string[] = [];
  const stale = await db
    .select()
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, cutoff))
    .orderBy(pendingUploads.id);
  for (const record of stale) {
    // A record ending in `/` is a folder of files written together (a product picture).
    const keys = record.key.endsWith('/')
      ? await keysUnder(uploads[record.area], record.key)
      : [record.key];
    for (const key of keys) {
      await uploads[record.area].delete(key);
      deleted.push(`${record.area}:${key}`);
    }
    await db.delete(pendingUploads).where(eq(pendingUploads.id, record.id));
  }
  const prefixes = new Map<string, { area: Area; prefix: string }>();
  for (const { area, prefix } of references) prefixes.set(`${area}:${prefix}`, { area, prefix });
  for (const { area, prefix } of prefixes.values()) {
    const candidates: string[] = [];
    for await (const object of uploads[area].list(prefix)) {
      if (object.modifiedAt < cutoff) candidates.push(object.key);
    }
    for (let start = 0; start < candidates.length; start += BATCH) {
      const batch = candidates.slice(start, start + BATCH);
      const named = await namedKeys(db, area, prefix, batch, references);
      for (const key of batch) {
        if (named.has(key)) continue;
        await uploads[area].delete(key);
        deleted.push(`${area}:${key}`);
      }
    }
  }
  return { deleted, abandoned: stale.length };
}

async function keysUnder(store: Uploads[Area], prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys;
}

/** `product-images/abc/640.webp` -> `product-images/abc/`. */
const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** The keys of `batch` that a referencing column or a pending upload names. */
async function namedKeys(
  db: Db,
  area: Area,
  prefix: string,
  batch: string[],
  references: readonly UploadReference[],
): Promise<Set<string>> {
  const named = new Set<string>();
  const list = sql.join(
    batch.map((key) => sql`${key}`),
    sql`, `,
  );
  const folders = [...new Set(batch.map(folderOf))];
  const folderList = sql.join(
    folders.map((folder) => sql`${folder}`),
    sql`, `,
  );
  const namedFolders = new Set<string>();
  for (const reference of references) {
    if (reference.area !== area || reference.prefix !== prefix) continue;
    const column = sql.identifier(reference.column);
    const table = sql.identifier(reference.table);
    // A folder reference names every file beside the one in the column (`substring` keeps the
    // path up to its last slash, as `folderOf` does).
    const query = reference.folder
      ? sql`SELECT DISTINCT substring(${column} from '^(.*/)') AS key FROM ${table} WHERE substring(${column} from '^(.*/)') IN (${folderList})`
      : sql`SELECT ${column} AS key FROM ${table} WHERE ${column} IN (${list})`;
    for (const row of rowsOf<{ key: string }>(await db.execute(query))) {
      (reference.folder ? namedFolders : named).add(row.key);
    }
  }
  const pending = await db
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(and(eq(pendingUploads.area, area), inArray(pendingUploads.key, [...batch, ...folders])));
  for (const row of pending) (row.key.endsWith('/') ? namedFolders : named).add(row.key);
  for (const key of batch) if (namedFolders.has(folderOf(key))) named.add(key);
  return named;
}
