import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { type Column, type RowReader, readResults, rowReader } from './pglite-wire-results';

type BackendMessage = messages.BackendMessage;

const { Parser, serialize } = protocol;

/** The part of PGlite that Drizzle's PGlite driver calls. */
export interface PgliteQueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description (none for a statement without rows). */
  rowDescription: BackendMessage | undefined;
  columns: Column[];
  /** The row reader of the query options last used with it (Drizzle reuses one per query). */
  reader?: { options: QueryOptions | undefined; reader: RowReader };
}

/** Named statements kept per database; the least recently used one is closed past this. */
const DEFAULT_MAX_STATEMENTS = 200;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite for Drizzle, with every statement outside a transaction sent as a named prepared
 * statement. PGlite's own `query()` parses, describes and plans a statement again on every call
 * and crosses into its engine six times (parse, describe, bind, describe, execute, sync), which
 * cost as much CPU as the rest of a cart answer. Here a statement is parsed and described once;
 * each later call is one bind-execute-sync message, one call into the engine. Statements inside
 * a transaction keep PGlite's path (they are the writes, and rarer).
 */
export function preparedStatementClient(
  client: PGlite,
  maxStatements = DEFAULT_MAX_STATEMENTS,
): PgliteQueryClient {
  const statements = new Map<string, Prepared>();
  let counter = 0;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `shop_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const rowDescription = messages.find((message) => message.name === 'rowDescription') as
      | (BackendMessage & { fields: Column[] })
      | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription,
      columns: (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    statements.set(text, prepared);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestText);
      await client.execProtocol(
        concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
        { syncToFs: false },
      );
    }
    return prepared;
  }

  function serializeParams(prepared: Prepared, params: unknown[], options?: QueryOptions) {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used goes last, so eviction takes the least recently used.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options);
    }
    const message = concat([
      serialize.bind({
        statement: prepared.name,
        values: serializeParams(prepared, params, options),
      }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    // The raw answer, read here (see readResults); the engine hands out views of its memory.
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
      },
    });
    const bytes = chunks.length === 1 && chunks[0] ? chunks[0] : concat(chunks);
    return (
      readResults<T>(bytes, readerOf(prepared, options)) ??
      parsedByPglite<T>(prepared, bytes, options)
    );
  }

  function readerOf(prepared: Prepared, options: QueryOptions | undefined): RowReader {
    const last = prepared.reader;
    if (last && last.options === options) return last.reader;
    const reader = rowReader(prepared.columns, client.parsers, options);
    prepared.reader = { options, reader };
    return reader;
  }

  /**
   * Errors, notices and anything unusual: PGlite's parser, its error and its results. (A
   * notification would not reach PGlite's listeners here; the API never listens.)
   */
  function parsedByPglite<T>(prepared: Prepared, bytes: Uint8Array, options?: QueryOptions) {
    const messages: BackendMessage[] = [];
    new Parser().parse(bytes, (message) => {
      messages.push(message);
    });
    const error = messages.find((message) => message instanceof Error);
    if (error) throw error;
    const described = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(described, client.parsers, options);
    return result as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      await client._checkReady();
      // The same two locks PGlite's `query()` takes: no statement runs inside another caller's
      // transaction, and one statement runs at a time.
      const result = await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, options)),
      );
      await client.syncToFs();
      return result;
    },
    transaction: (callback) => client.transaction(callback),
  };
}
