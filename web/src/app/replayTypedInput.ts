/**
 * What a visitor typed, ticked or chose in a server-drawn form before the app took the page over
 * (decision 0035). Hydration keeps the field as the visitor left it but starts the component's
 * state from what the server drew, so the form would send empty fields. Hydration also sets each
 * controlled field's `defaultValue` / `defaultChecked` to the drawn value: a field that differs
 * from it was changed by the visitor, and is told to React as the event it listens to.
 *
 * React notices a change by comparing with the value it tracks, so the drawn value is set through
 * the field (React's tracker follows) and the visitor's back through the prototype (it does not).
 * All changes are read first: telling React of one redraws its form, and a redraw puts the
 * state's (drawn) value back into the fields not told yet.
 */
const VALUE = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
const TEXT = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
const CHECKED = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked');

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isToggle(field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function replay(field: Field, visitor: string | boolean): void {
  if (field instanceof HTMLSelectElement) {
    // React hears a select's change event as it is, with no tracked value to get past.
    field.value = String(visitor);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (typeof visitor === 'boolean') {
    const box = field as HTMLInputElement;
    box.checked = !visitor;
    CHECKED?.set?.call(box, visitor);
    // A plain Event (not a MouseEvent) does not toggle the box again.
    box.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    (field instanceof HTMLTextAreaElement ? TEXT : VALUE)?.set?.call(field, visitor);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

export function replayTypedInput(root: ParentNode): void {
  const changed: [Field, string | boolean][] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      // Hydration leaves the options' `selected` attributes as the server drew them.
      const drawn = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (!field.multiple && drawn && field.value !== drawn.value) changed.push([field, field.value]);
    } else if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) changed.push([field, field.checked]);
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      changed.push([field, field.value]);
    }
  }
  for (const [field, visitor] of changed) replay(field, visitor);
}
