import type { RenderResult } from '@shop/shared-contracts/render/render-contract';

/** Why a request got the static document instead of a rendered one (one log line per cause). */
export type FallbackCause =
  | 'render-error'
  | 'render-timeout'
  | 'worker-died'
  | 'no-generation'
  | 'invalid-result';

export type RenderOutcome =
  | { ok: true; result: RenderResult }
  | { ok: false; cause: FallbackCause; message: string };
