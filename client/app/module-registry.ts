import { use } from 'react';

/**
 * Lazily loaded modules by key, usable synchronously once loaded. The server loads every module before it
 * renders and the browser loads the first page's modules before hydrateRoot, so neither ever suspends on them;
 * during client navigation a missing module suspends until its chunk arrives.
 */
export function createModuleRegistry<K extends string, M>(loaders: Record<K, () => Promise<M>>) {
  const loaded = new Map<K, M>();
  const pending = new Map<K, Promise<M>>();
  function load(key: K): Promise<M> {
    let p = pending.get(key);
    if (!p) {
      p = loaders[key]().then((m) => {
        loaded.set(key, m);
        return m;
      });
      pending.set(key, p);
    }
    return p;
  }
  return {
    keys: Object.keys(loaders) as K[],
    load,
    /** True once the module has arrived (usable without suspending). */
    isLoaded: (key: K): boolean => loaded.has(key),
    useModule(key: K): M {
      return loaded.get(key) ?? use(load(key));
    },
  };
}

const serverLoads: Promise<unknown>[] = [];

/**
 * A load the server starts while a module is evaluated (a lazily loaded form's code: lazy-form.tsx), outside any
 * registry. Start-up waits for these too (serverLoadsSettled), so no render waits for one and no code is still
 * being imported when a test's app is done with.
 */
export function startServerLoad(p: Promise<unknown>): void {
  serverLoads.push(p);
}

/** Resolves once every load started on the server so far has arrived. */
export async function serverLoadsSettled(): Promise<void> {
  await Promise.all(serverLoads);
}
