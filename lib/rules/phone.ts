// Mobile phone numbers: 10 US digits typed after a fixed +1 prefix; PINs of up to 6 digits.

export const PHONE_DIGITS = 10;
export const PIN_MAX = 6;

/** Keeps the digits a person typed or pasted, dropping a leading country code 1, at most 10. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

export const isCompletePhone = (digits: string) => /^\d{10}$/.test(digits);

/** (555) 555-0101 */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length !== PHONE_DIGITS) return digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Only digits, at most 6. */
export const pinDigits = (input: string) => input.replace(/\D/g, '').slice(0, PIN_MAX);
