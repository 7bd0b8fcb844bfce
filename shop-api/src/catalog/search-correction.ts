import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * The text as the search read it, when it corrected a typed word ("Kleid" for "Kleidd"; migration
 * 0067), so the page can say what its results are for; null when it searched every word as typed.
 * A word that differs in case alone counts as typed.
 */
export async function correctedSearchText(db: Db, text: string): Promise<string | null> {
  const rows = rowsOf<{ typed: string; read: string }>(
    await db.execute(
      sql`SELECT typed.word AS typed, search_corrected_word(typed.word) AS read FROM search_split(${text}) WITH ORDINALITY AS typed(word, position) ORDER BY typed.position`,
    ),
  );
  const changed = rows.some((row) => row.read.toLowerCase() !== row.typed.toLowerCase());
  return changed ? rows.map((row) => row.read).join(' ') : null;
}
