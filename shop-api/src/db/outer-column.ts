import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column of the outer query, always written as "table"."column", for use inside a correlated
 * subquery. Drizzle writes the columns of a single-table select's fields without their table, so
 * `${products.id}` inside `(SELECT … FROM product_images WHERE product_id = …)` comes out as a
 * bare "id", which PostgreSQL binds to the inner table: every row then gets the same answer.
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
