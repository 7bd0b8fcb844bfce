import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const db = new PGlite();
const m = readFileSync('src/db/migrations/0004_search_text.sql','utf8');
const fold = m.slice(m.indexOf('CREATE FUNCTION search_fold'), m.indexOf('ALTER TABLE products'));
await db.exec(fold);
const words = process.argv.slice(2);
for (const w of words) {
  const r = (await db.query(`SELECT search_fold($1) f, to_tsvector('german', search_fold($1))::text g, to_tsvector('arabic', search_fold($1))::text a`, [w])).rows[0];
  console.log(w, JSON.stringify(r));
}
