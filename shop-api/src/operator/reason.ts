import { ApiError } from '../http/api-error';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The operator's reason, trimmed: 3 to 500 characters, else 422 with the field's code. */
export function reasonOf(body: { reason?: unknown } | undefined): string {
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
  if (reason.length >= REASON_MIN && reason.length <= REASON_MAX) return reason;
  const code =
    reason.length === 0 ? 'required' : reason.length < REASON_MIN ? 'too_short' : 'too_long';
  const message =
    code === 'required'
      ? 'Please give a reason.'
      : `The reason must be ${REASON_MIN} to ${REASON_MAX} characters long.`;
  throw new ApiError(422, message, { reason: [message] }, { codes: { reason: code } });
}

/** `%`, `_` and `\` of a search text matched literally in ILIKE. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Page arithmetic of the back office and seller lists. */
export function pageOf(total: number, page: number, perPage: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  };
}
