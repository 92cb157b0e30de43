// A bank account the customer types in by hand (spec 000 section 6), as the lender accepts it before it
// debits it: a valid ABA routing number, a US account number, a bank name, checking or savings.

export const BANK_NAME_LIMIT = 30;

export const BANK_ACCOUNT_PROBLEMS = {
  routing_number: 'Invalid routing number',
  account_number: 'Invalid account number',
  bank_name_missing: 'Bank name is required',
  bank_name_long: `Bank name must be at most ${BANK_NAME_LIMIT} characters`,
  account_type: 'Choose Checking or Savings',
} as const;

export const AUTOPAY_ACCOUNT_REMOVE_MESSAGE =
  'This account pays your autopay. Please move or cancel your autopay first, then remove the account.';

/** Federal Reserve routing symbols: 00-12 (banks), 21-32 (thrifts), 61-72 (electronic), 80 (traveler's checks). */
function federalReservePrefix(prefix: number): boolean {
  return (prefix >= 0 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** ABA routing number: 9 digits, a Federal Reserve prefix, and 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10. */
export function abaRoutingValid(routing: string): boolean {
  if (!/^[0-9]{9}$/.test(routing) || routing === '000000000') return false;
  if (!federalReservePrefix(Number(routing.substring(0, 2)))) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** US account numbers are 4 to 17 digits. */
export const accountNumberValid = (account: string) => /^[0-9]{4,17}$/.test(account);

export interface TypedBankAccount {
  routing_number: string;
  account_number: string;
  bank_name: string;
  account_type: string;
}

/** The refused fields of a hand-typed account, keyed as on the wire; empty when the lender takes it. */
export function typedBankAccountProblems(input: TypedBankAccount): Partial<Record<keyof TypedBankAccount, string>> {
  const problems: Partial<Record<keyof TypedBankAccount, string>> = {};
  if (!abaRoutingValid(input.routing_number)) problems.routing_number = BANK_ACCOUNT_PROBLEMS.routing_number;
  if (!accountNumberValid(input.account_number)) problems.account_number = BANK_ACCOUNT_PROBLEMS.account_number;
  const bankName = input.bank_name.trim();
  if (bankName === '') problems.bank_name = BANK_ACCOUNT_PROBLEMS.bank_name_missing;
  else if (bankName.length > BANK_NAME_LIMIT) problems.bank_name = BANK_ACCOUNT_PROBLEMS.bank_name_long;
  if (input.account_type !== 'Checking' && input.account_type !== 'Savings') problems.account_type = BANK_ACCOUNT_PROBLEMS.account_type;
  return problems;
}
