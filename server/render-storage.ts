// React's server renderer and Node 20's async hooks (decision 263).
//
// react-dom/server keeps an AsyncLocalStorage holding the request it renders, for the rare call that reaches React
// from outside its own synchronous work (Fizz sets its current request while it works, so our pages never need it).
// On Node 20 an AsyncLocalStorage that has run once turns on an async_hooks init hook for the whole process, and
// the hook stays on until every such storage is disabled: from the first page render on, every tick, timer and
// promise of every request, a cached page's included, paid for it (4 % of a cached answer's CPU time, pinned).
// React never disables its storage and does not export it, so the renderer is loaded here with the storage class
// swapped, for that one synchronous load, for a subclass that remembers its instances; between renders they are
// disabled, and React's next run() enables its storage again. During a render everything is as React wrote it.
// Node 24 implements AsyncLocalStorage without these hooks; there the disable costs nothing and changes nothing.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

type ReactDomServer = typeof import('react-dom/server');

const require = createRequire(import.meta.url);
/** The module object React's CommonJS build reads its storage class from. */
const asyncHooks = require('node:async_hooks') as { AsyncLocalStorage: typeof AsyncLocalStorage };

const storages: AsyncLocalStorage<unknown>[] = [];

class RememberedStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    storages.push(this);
  }
}

/**
 * react-dom/server, loaded now with its storages remembered. The import has to happen here, at run time: a static
 * import would evaluate React before this module's body. If something loaded react-dom/server first (a test file
 * rendering to a string), its module is returned from the cache and nothing is remembered: renders then leave the
 * hook on, as they always did.
 */
export function loadReactDomServer(): ReactDomServer {
  // Node 20 exports the class as a plain property, Node 22 as a getter only (an assignment throws): swapped and put
  // back by property descriptor, so both work.
  const original = Object.getOwnPropertyDescriptor(asyncHooks, 'AsyncLocalStorage')!;
  Object.defineProperty(asyncHooks, 'AsyncLocalStorage', {
    value: RememberedStorage,
    writable: true,
    enumerable: true,
    configurable: true,
  });
  try {
    return require('react-dom/server') as ReactDomServer;
  } finally {
    Object.defineProperty(asyncHooks, 'AsyncLocalStorage', original);
  }
}

let rendering = 0;

/** Marks a render as started: the storages stay as React leaves them until every render has settled. */
export function renderStarted(): void {
  rendering++;
}

/**
 * Marks a render as settled. When none is left, React's storages are disabled on the next turn of the loop:
 * after the renderer's own setImmediate (queued when the render started), which runs in its storage once more.
 */
export function renderSettled(): void {
  rendering--;
  if (rendering === 0) setImmediate(disableWhenIdle);
}

function disableWhenIdle() {
  if (rendering !== 0) return;
  for (const s of storages) s.disable();
}

/** How many of React's storages were remembered (0 when react-dom/server was loaded elsewhere first). */
export function rememberedStorages(): number {
  return storages.length;
}
