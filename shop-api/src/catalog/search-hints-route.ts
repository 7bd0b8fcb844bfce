import type { SearchHints } from '@shop/shared-contracts/api/search-hints';
import {
  type CategorySuggestion,
  SUGGEST_CATEGORY_LIMIT,
} from '@shop/shared-contracts/api/suggest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { products } from '../db/schema-catalog';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { AnswerCache } from './answer-cache';
import { matchesProductQuery, searchTextValue } from './search-text';

/** A category counts as near when its names share this much with the text (pg_trgm). */
const NEAR_CATEGORY_SIMILARITY = 0.3;
/** Texts of more words are not shortened word by word: a few queries per hint at most. */
const MAX_WORDS_TO_LEAVE_OUT = 5;

async function findsProducts(db: Db, text: string): Promise<boolean> {
  const rows = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM ${products} WHERE ${matchesProductQuery(sql`${text}`)}) AS found`,
  );
  return rowsOf<{ found: boolean }>(rows)[0]?.found === true;
}

/**
 * A text that finds products: the typed one with its unknown words corrected (and words nothing
 * resembles left out), else with one word left out, the last first ("Kleid Armbanduhr" finds no
 * product with both, "Kleid" does). Null when nothing found differs from what was typed.
 */
async function didYouMean(db: Db, text: string): Promise<string | null> {
  const rows = await db.execute(
    sql`SELECT search_hint_word(typed.word) AS hint FROM search_split(${text}) WITH ORDINALITY AS typed(word, position) ORDER BY typed.position`,
  );
  const words = rowsOf<{ hint: string | null }>(rows).flatMap((row) =>
    row.hint ? [row.hint] : [],
  );
  const candidates = [words.join(' ')];
  if (words.length > 1 && words.length <= MAX_WORDS_TO_LEAVE_OUT) {
    for (let left = words.length - 1; left >= 0; left--) {
      candidates.push(words.filter((_, index) => index !== left).join(' '));
    }
  }
  const typed = text.toLocaleLowerCase();
  for (const candidate of candidates) {
    if (!candidate || candidate.toLocaleLowerCase() === typed) continue;
    if (await findsProducts(db, candidate)) return candidate;
  }
  return null;
}

/**
 * The categories whose names come nearest to the text (the shorter name first: "أحذية" before
 * "أحذية رياضية"), or the top-level ones when none is near.
 */
async function nearestCategories(db: Db, text: string): Promise<CategorySuggestion[]> {
  const rows = await db.execute(sql`
    WITH scored AS (
      SELECT id, name_german, name_arabic, parent_id, position, length(search_text) AS size,
        public.word_similarity(search_fold(${text}), search_text) AS score
      FROM categories
    )
    SELECT id, name_german, name_arabic, parent_id FROM scored
    WHERE score >= ${NEAR_CATEGORY_SIMILARITY}
       OR (parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM scored WHERE score >= ${NEAR_CATEGORY_SIMILARITY}))
    -- Near ones by score, then the shorter name; the top-level fallback in the shop's order.
    ORDER BY CASE WHEN score >= ${NEAR_CATEGORY_SIMILARITY} THEN score END DESC NULLS LAST,
      CASE WHEN score >= ${NEAR_CATEGORY_SIMILARITY} THEN size END, position, id
    LIMIT ${SUGGEST_CATEGORY_LIMIT}`);
  return rowsOf<CategorySuggestion>(rows);
}

export function registerSearchHintsRoute(app: FastifyInstance): void {
  const cache = new AnswerCache(app.config.catalogCacheMs);
  contractRoute(
    app,
    'GET /v1/products/search-hints',
    {
      tags: ['catalog'],
      description: `For a search that found nothing: a corrected text that finds products ("did you mean"), or null, and up to ${SUGGEST_CATEGORY_LIMIT} nearest categories (the top-level ones when none is near).`,
    },
    (request, reply) => {
      const text = searchTextValue(request.query.q) ?? '';
      return cache.reply(request, reply, text, async () => {
        const [correction, categories] = await Promise.all([
          text ? didYouMean(app.db, text) : null,
          nearestCategories(app.db, text),
        ]);
        const data: SearchHints = { did_you_mean: correction, categories };
        return answer('GET /v1/products/search-hints', data);
      });
    },
  );
}
