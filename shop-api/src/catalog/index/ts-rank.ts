/**
 * `ts_rank(document, query)` with the default weights and no normalisation, as PostgreSQL 15
 * computes it (src/backend/utils/adt/tsrank.c, calc_rank_and / calc_rank_or), in single
 * precision like the C code (`Math.fround` where C stores a float4): the order of equal-looking
 * ranks, and so the order of a page, stays the one SQL gave.
 */
const f = Math.fround;
/** D, C, B, A. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
/** A lexeme without positions counts as one at the end, of weight D. */
const NO_POSITIONS: ArrayLike<number> = [MAXENTRYPOS - 1];

const weightOf = (position: number) => WEIGHTS[position >> 14] as number;
const positionOf = (position: number) => position & 0x3fff;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** `positions[i]`: the positions of the query's i-th distinct lexeme in the document, or undefined. */
function rankOr(positions: (ArrayLike<number> | undefined)[]): number {
  let res = f(0);
  for (const found of positions) {
    if (!found) continue;
    const list: ArrayLike<number> = found.length ? found : [0];
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < list.length; j++) {
      const weight = weightOf(list[j] as number);
      resj = f(resj + f(weight / ((j + 1) * (j + 1))));
      if (weight > wjm) {
        wjm = weight;
        jm = j;
      }
    }
    const term = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
    res = f(res + term / 1.64493406685);
  }
  return positions.length > 0 ? f(res / positions.length) : res;
}

function rankAnd(positions: (ArrayLike<number> | undefined)[]): number {
  if (positions.length < 2) return rankOr(positions);
  let res = f(-1);
  for (let i = 0; i < positions.length; i++) {
    const mine = positions[i];
    if (!mine) continue;
    const post = mine.length ? mine : NO_POSITIONS;
    for (let k = 0; k < i; k++) {
      const theirs = positions[k];
      if (!theirs) continue;
      const ct = theirs.length ? theirs : NO_POSITIONS;
      const eitherUnpositioned = !mine.length || !theirs.length;
      for (let li = 0; li < post.length; li++) {
        const l = post[li] as number;
        for (let pi = 0; pi < ct.length; pi++) {
          const p = ct[pi] as number;
          let distance = Math.abs(positionOf(l) - positionOf(p));
          if (distance || eitherUnpositioned) {
            if (!distance) distance = MAXENTRYPOS;
            const curw = f(Math.sqrt(f(f(weightOf(l) * weightOf(p)) * wordDistance(distance))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * The rank of a document for a query whose top operator is `and` or not (`topIsAnd`), given the
 * positions of each of the query's distinct lexemes (queryLexemes' order) in the document.
 */
export function tsRank(positions: (ArrayLike<number> | undefined)[], topIsAnd: boolean): number {
  const res = topIsAnd ? rankAnd(positions) : rankOr(positions);
  return res < 0 ? f(1e-20) : res;
}
