// After a refused submit, focus goes to the first field marked invalid (once React has rendered the
// marks), so a keyboard or screen reader user lands on what to correct.
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
