// Inputs that strip what the customer may not type (letters in an amount, a second dot, spaces in an
// account number) must not throw the caret to the end: it stays after the characters it followed.

/** The filtered text, and the caret's place in it: after what was kept of the text before the caret. */
export function filterKeepingCaret(raw: string, caret: number, filter: (text: string) => string): { value: string; caret: number } {
  const value = filter(raw);
  return { value, caret: Math.min(filter(raw.slice(0, caret)).length, value.length) };
}
