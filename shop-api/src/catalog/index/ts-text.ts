/**
 * PostgreSQL's text forms of `tsvector` and `tsquery` (what `::text` gives), read into plain
 * values: the index keeps each product's document and evaluates the query compiled by
 * `search_query` itself, so stemming, synonyms and typo correction stay PostgreSQL's.
 */

/** A lexeme with its positions, each `weight << 14 | position` (A = 3 ... D = 0) as PostgreSQL packs them. */
export type DocumentEntry = { lexeme: string; positions: number[] };

const WEIGHTS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme at `start` (the opening quote); returns it and the index after it. */
function quoted(text: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '\\') {
      value += text[i + 1] ?? '';
      i += 2;
    } else if (char === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else return [value, i + 1];
    } else {
      value += char;
      i += 1;
    }
  }
  return [value, i];
}

// A lexeme in quotes (a quote inside doubled, a backslash escaping), then its positions.
const DOCUMENT_ENTRY = /'((?:''|\\.|[^'\\])*)'(?::([0-9A-D,]+))?/g;

const unescaped = (raw: string) =>
  raw.includes("'") || raw.includes('\\') ? raw.replace(/''/g, "'").replace(/\\(.)/g, '$1') : raw;

/** `'kleid':1A,4A 'rot':7C` → its entries (one regular expression: 500,000 documents at start). */
export function parseDocument(text: string): DocumentEntry[] {
  const entries: DocumentEntry[] = [];
  for (const match of text.matchAll(DOCUMENT_ENTRY)) {
    const positions: number[] = [];
    for (const part of match[2]?.split(',') ?? []) {
      const position = Number.parseInt(part, 10);
      const weight = WEIGHTS[part[part.length - 1] as string] ?? 0;
      positions.push((weight << 14) | (position & 0x3fff));
    }
    entries.push({ lexeme: unescaped(match[1] ?? ''), positions });
  }
  return entries;
}

/** A query as `search_query` builds it: words ANDed, each an OR of stems; NOT for completeness. */
export type QueryNode =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'not'; operand: QueryNode };

/** `( 'kleid' | 'kleider' ) & 'rot'` → its tree (`&` binds tighter than `|`, as in PostgreSQL). */
export function parseQuery(text: string): QueryNode | null {
  const tokens: (string | { lexeme: string })[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === "'") {
      const [lexeme, after] = quoted(text, i);
      tokens.push({ lexeme });
      i = after;
      // Weights or a prefix mark (`:*`, `:AB`) are not produced by search_query: skipped.
      while (i < text.length && /[:*A-D]/.test(text[i] as string)) i += 1;
    } else if ('&|!()'.includes(char)) {
      tokens.push(char);
      i += 1;
    } else i += 1;
  }
  let at = 0;
  const primary = (): QueryNode => {
    const token = tokens[at++];
    if (token === '!') return { kind: 'not', operand: primary() };
    if (token === '(') {
      const inner = or();
      at += 1; // ')'
      return inner;
    }
    if (typeof token === 'object') return { kind: 'lexeme', lexeme: token.lexeme };
    throw new Error(`unexpected ${String(token)} in tsquery ${text}`);
  };
  const and = (): QueryNode => {
    let left = primary();
    while (tokens[at] === '&') {
      at += 1;
      left = { kind: 'and', left, right: primary() };
    }
    return left;
  };
  const or = (): QueryNode => {
    let left = and();
    while (tokens[at] === '|') {
      at += 1;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  };
  return tokens.length ? or() : null;
}

/** The query's distinct lexemes in PostgreSQL's order (byte-wise, shorter first on a tie). */
export function queryLexemes(node: QueryNode): string[] {
  const found = new Set<string>();
  const walk = (n: QueryNode): void => {
    if (n.kind === 'lexeme') found.add(n.lexeme);
    else if (n.kind === 'not') walk(n.operand);
    else {
      walk(n.left);
      walk(n.right);
    }
  };
  walk(node);
  return [...found].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}
