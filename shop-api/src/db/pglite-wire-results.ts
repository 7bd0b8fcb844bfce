import { type QueryOptions, type Results, types } from '@electric-sql/pglite';

type ValueParser = (value: string, typeId: number) => unknown;

/** A result column as PGlite reports it (`Results.fields`). */
export interface Column {
  name: string;
  dataTypeID: number;
}

/** How one prepared statement's rows are read with one set of query options. */
export interface RowReader {
  columns: readonly Column[];
  parsers: (ValueParser | undefined)[];
  arrays: boolean;
  /** false when an object row cannot be built by assigning each column name (`__proto__`). */
  readable: boolean;
}

/**
 * The value parser of each column, chosen as PGlite's own result parsing chooses it: the query's
 * parser for the type, else the client's, else PGlite's default for the type, else the text.
 */
export function rowReader(
  columns: readonly Column[],
  clientParsers: Record<number, ValueParser>,
  options: QueryOptions | undefined,
): RowReader {
  const defaults = types.parsers as Record<number, ValueParser>;
  return {
    columns,
    parsers: columns.map(
      ({ dataTypeID }) =>
        options?.parsers?.[dataTypeID] ?? clientParsers[dataTypeID] ?? defaults[dataTypeID],
    ),
    arrays: options?.rowMode === 'array',
    readable:
      options?.rowMode === 'array' || columns.every((column) => column.name !== '__proto__'),
  };
}

const BIND_COMPLETE = 0x32; // '2'
const COMMAND_COMPLETE = 0x43; // 'C'
const DATA_ROW = 0x44; // 'D'
const READY_FOR_QUERY = 0x5a; // 'Z'

/** INSERT, UPDATE, DELETE, COPY and MERGE count as affected rows, as in PGlite's results. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result of one bind-execute-sync exchange, read straight from the backend's bytes, or
 * `undefined` when they hold anything but bind-complete, data rows, one command-complete and
 * ready-for-query (an error, a notice, a parameter status, an empty query): the caller then
 * reads them with PGlite's own parser. Built exactly as PGlite's `parseResults` builds it, without
 * its message objects and its per-call copy of the parser table, which cost as much CPU as
 * running a small statement.
 */
export function readResults<T>(bytes: Uint8Array, reader: RowReader): Results<T> | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { columns, parsers, arrays, readable } = reader;
  if (!readable) return undefined;
  const rows: unknown[] = [];
  let result: Results<T> | undefined;
  let offset = 0;
  while (offset + 5 <= buffer.length) {
    const code = buffer[offset];
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    let at = offset + 5;
    if (end > buffer.length) return undefined;
    if (code === DATA_ROW && !result) {
      const count = buffer.readInt16BE(at);
      if (count !== columns.length) return undefined;
      at += 2;
      const row: unknown[] | Record<string, unknown> = arrays ? new Array(count) : {};
      for (let index = 0; index < count; index++) {
        const length = buffer.readInt32BE(at);
        at += 4;
        let value: unknown = null;
        if (length >= 0) {
          const text = buffer.toString('utf8', at, at + length);
          const parse = parsers[index];
          value = parse ? parse(text, columns[index]?.dataTypeID ?? 0) : text;
          at += length;
        }
        if (Array.isArray(row)) row[index] = value;
        else row[columns[index]?.name ?? ''] = value;
      }
      rows.push(row);
    } else if (code === COMMAND_COMPLETE && !result) {
      const tag = buffer.toString('utf8', at, end - 1).split(' ');
      const command = tag[0] ?? '';
      const count = Number.parseInt(tag[tag.length - 1] ?? '', 10);
      result = {
        rows: rows as Results<T>['rows'],
        fields: columns.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
        command,
        affectedRows: WRITES.has(command) ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      };
    } else if (code !== BIND_COMPLETE && code !== READY_FOR_QUERY) {
      return undefined;
    }
    offset = end;
  }
  if (offset !== buffer.length) return undefined;
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}
