// Money is integer cents inside; dollars (2 decimals) on the wire; "$1,234.56" on screen.

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from the wire to cents; rounds away float noise (19.99 * 100 = 1998.9999…). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * $1,234.56 from cents (en-US, every language: amounts are the lender's dollars). Written out rather than an
 * Intl.NumberFormat: the first one a page builds loads the runtime's number data, 110 ms of main thread on a
 * 4× slower phone during hydration, and this format has one shape. Half a cent rounds away from zero;
 * an amount that rounds to zero has no sign.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** $1,234.56 from dollars as they come on the wire. */
export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}
