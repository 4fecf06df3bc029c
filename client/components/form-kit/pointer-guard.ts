// A message that appears when a field loses focus must never move the button the visitor is pressing: the press
// that takes focus away (mousedown) and the release (mouseup) must land on the same element, or the browser
// drops the click. While a pointer is down, work that changes the layout on blur waits until
// the click has been dispatched; keyboard and programmatic blurs run at once.

let pressed = false;
let installed = false;
const waiting: (() => void)[] = [];

function flush() {
  pressed = false;
  for (const fn of waiting.splice(0)) fn();
}

function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', () => void (pressed = true), true);
  // The click is dispatched right after pointerup/mouseup in the same task; a timer runs after it.
  const release = () => {
    if (pressed) setTimeout(flush, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A drag that ends outside the window never reports pointerup here.
  window.addEventListener('blur', release);
}

/** Starts watching the pointer; call when a form mounts (before any press that could blur one of its fields). */
export function watchPointer(): void {
  install();
}

/** Runs fn now, or right after the click of the pointer press in progress. */
export function afterPointerRelease(fn: () => void): void {
  install();
  if (pressed) waiting.push(fn);
  else fn();
}

/**
 * A field registration whose blur check waits for a pointer press in progress to finish: the message it may show must
 * not move the button being clicked, or the browser drops the click.
 */
export function blurAfterPress<R extends { onBlur: (e: never) => unknown }>(r: R): R {
  const onBlur = r.onBlur as (e: unknown) => unknown;
  return { ...r, onBlur: (e: unknown) => afterPointerRelease(() => void onBlur(e)) } as R;
}
