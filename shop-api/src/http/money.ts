/** Cents (stored) to euros (answered), exact to two decimals. */
export const euros = (cents: number) => Math.round(cents) / 100;
