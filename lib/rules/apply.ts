// The application form (spec 000 section 2: apply, new loan). The spec gives no limits for it; the limits and
// messages are the wire's (lib/contract/apply-words.ts): a repair loan from $250 to $10,000, a description of at
// most 500 characters.

export { APPLY_MESSAGES, MAX_REQUEST_CENTS, MIN_REQUEST_CENTS, REPAIR_DESCRIPTION_MAX } from '../contract/apply-words';

/** What the amount box keeps of a keystroke: digits and the first dot, at most 2 decimals. */
export function cleanAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  return `${kept.slice(0, dot)}.${kept.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** The amount box's text as dollars, or null when it is not a number. */
export function parseAmountInput(text: string): number | null {
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export { hasWholeCents } from '../contract/apply-words';

/** The select's value: '' (nothing picked yet), 'later', or a dealership id. → the wire's dealership_id. */
export function dealershipChoice(value: string): number | null | undefined {
  if (value === 'later') return null;
  const id = Number(value);
  return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
