/** After a failed submit, moves focus to the first field marked invalid (once React has rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
