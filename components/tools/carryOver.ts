// What a visitor did to a tool's server-rendered form before its code arrived, replayed into the
// live form that replaces it: the same markup, so the controls match one for one in document order.

const CONTROLS = 'input, select, textarea';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type ControlState = { value: string; checked: boolean; changed: boolean };

export type FormSnapshot = {
  controls: ControlState[];
  /** Index of the control that had the focus, or -1. */
  focused: number;
  /** The caret or selection in the focused text box. */
  selection: [number, number] | null;
};

const controlsIn = (box: Element) => Array.from(box.querySelectorAll<Control>(CONTROLS));

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');

/** Whether the visitor changed a control from what the HTML set. */
function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return Array.from(control.options).some((o) => o.selected !== o.defaultSelected);
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

export function snapshotForm(box: Element): FormSnapshot {
  const controls = controlsIn(box);
  const active = document.activeElement;
  const focused = controls.findIndex((control) => control === active);
  const text = focused >= 0 ? controls[focused] : null;
  const selection =
    text instanceof HTMLInputElement && text.type === 'text' && text.selectionStart !== null && text.selectionEnd !== null
      ? ([text.selectionStart, text.selectionEnd] as [number, number])
      : null;
  return {
    controls: controls.map((control) => ({
      value: control.value,
      checked: isToggle(control) && control.checked,
      changed: changed(control),
    })),
    focused,
    selection,
  };
}

/** Sets a value the way typing does, so React's onChange hears it (React tracks the value property's own setter). */
function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Replays each change into the live form (typing, a slider moved, an answer picked), tells a box the
 * visitor had already left that it was left, puts the focus and caret back where they were, and then
 * presses the button the visitor pressed (its index among the form's buttons; -1 for none).
 */
export function carryOver(snapshot: FormSnapshot, box: Element, pressed = -1): void {
  const controls = controlsIn(box);
  snapshot.controls.forEach((was, index) => {
    const control = controls[index];
    if (!was.changed || !control) return;
    if (isToggle(control)) {
      if (was.checked !== control.checked) control.click();
      return;
    }
    type(control, was.value);
    if (index !== snapshot.focused) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  const focus = controls[snapshot.focused];
  if (focus) {
    focus.focus({ preventScroll: true });
    if (snapshot.selection && focus instanceof HTMLInputElement) focus.setSelectionRange(...snapshot.selection);
  }
  box.querySelectorAll('button')[pressed]?.click();
}
