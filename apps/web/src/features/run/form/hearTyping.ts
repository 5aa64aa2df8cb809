/**
 * Typing in the inputs that keep their text (their element `keepsText`), heard once for the whole
 * document in the capture phase, before React's listener on its root, and stopped there.
 *
 * React's handling of an input event costs more than the form's own: it walks the component tree
 * up from the input (some sixty components deep) to find its listeners, twice, and then writes
 * the element's `name` and `type` again (restoring a controlled input's state, even for an
 * uncontrolled one), so that the browser re-registers a form control whose name changed: about
 * 0.25 ms of each keystroke in a 200-field form, twice what the form's own handling takes.
 * Such inputs give React no `onChange`, and nothing else listens to their input events.
 */
const typists = new WeakMap<EventTarget, (text: string) => void>();
const listening = new WeakSet<Document>();

function heard(event: Event): void {
  const input = event.target;
  const onType = input === null ? undefined : typists.get(input);
  if (onType === undefined) return;
  event.stopPropagation();
  onType((input as HTMLInputElement).value);
}

/** Calls `onType` with the element's text after each input event in it, until the returned stop. */
export function hearTyping(element: HTMLInputElement, onType: (text: string) => void): () => void {
  const document = element.ownerDocument;
  if (!listening.has(document)) {
    document.addEventListener('input', heard, { capture: true });
    listening.add(document);
  }
  typists.set(element, onType);
  return () => {
    if (typists.get(element) === onType) typists.delete(element);
  };
}
