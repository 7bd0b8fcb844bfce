/** Live reset links one account may hold, and the least time between two mails to it. */
export const RESET_MAX_LIVE_PER_ACCOUNT = 3;
export const RESET_MAIL_GAP_MS = 60_000;
