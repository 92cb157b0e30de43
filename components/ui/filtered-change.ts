// onChange for an input that strips characters as the customer types (amounts, account numbers, PINs):
// the filtered text is written back at once with the caret where it belongs, so React finds the value
// it renders already in place and leaves the caret alone (otherwise it jumps to the end).
import type { ChangeEvent } from 'react';
import { filterKeepingCaret } from '@/lib/rules/caret';

export function filteredChange(filter: (text: string) => string, onValue: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { value, caret } = filterKeepingCaret(input.value, input.selectionStart ?? input.value.length, filter);
    if (input.value !== value) {
      input.value = value;
      input.setSelectionRange(caret, caret);
    }
    onValue(value);
  };
}
