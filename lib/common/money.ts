// Money is integer cents inside; dollars (2 decimals) on the wire; "$1,234.56" on screen.

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from the wire to cents; rounds away float noise (19.99 * 100 = 1998.9999…). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $1,234.56 from cents. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** $1,234.56 from dollars as they come on the wire. */
export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}
