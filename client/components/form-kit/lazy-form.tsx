import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { formLoadingText } from '../../../content/chrome/shell-texts.ts';
import { startServerLoad } from '../../app/module-registry.ts';

/** Props that reach the loaded form through a store, so a parent's re-render never touches the lazy boundary. */
export interface PropsStore<P> {
  get(): P;
  set(next: P): void;
  subscribe(listener: () => void): () => void;
}

function createPropsStore<P>(initial: P): PropsStore<P> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next === current) return;
      current = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** In the loaded form: its current props. */
export function useStoredProps<P>(store: PropsStore<P>): P {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

interface LazyFormOptions {
  /**
   * A selector matching the form's server-rendered markup. When the page's HTML already holds the form (it is
   * in view from the start), its code starts loading as soon as this module runs, before hydration reaches it.
   */
  serverMarker?: string;
  /** Shown while the form's code loads after a visitor opened it. */
  fallback?: ReactNode;
}

/**
 * A form whose code (react-hook-form, the date picker, the phone metadata) loads only when the form is first
 * rendered: when a visitor opens it, or, for a form in the page's HTML, right after the page loads. Server
 * renders resolve it before the HTML is sent (render.tsx waits for everything), so the HTML is complete.
 *
 * The loaded component gets its props through a store and the boundary element is memoised: a parent that
 * re-renders before the form's code has arrived (a plan click changing the lead type, say) does not update the
 * still-dehydrated boundary, which React would otherwise throw away and render again on the client.
 */
export function lazyForm<P extends object>(
  load: () => Promise<{ default: ComponentType<{ store: PropsStore<P> }> }>,
  options: LazyFormOptions = {},
) {
  let pending: ReturnType<typeof load> | undefined;
  const loadOnce = () => (pending ??= load());
  const Loaded = lazy(loadOnce);
  if (typeof document === 'undefined') {
    // On the server the form's code is loaded with the page modules at start-up, so no render waits for it.
    startServerLoad(loadOnce());
  } else if (options.serverMarker && document.querySelector(options.serverMarker)) {
    void loadOnce();
  }

  function LazyForm(props: P) {
    const [store] = useState(() => createPropsStore(props));
    useEffect(() => store.set(props));
    return useMemo(
      () => (
        <Suspense fallback={options.fallback ?? <FormLoading />}>
          <Loaded store={store} />
        </Suspense>
      ),
      [store],
    );
  }
  return Object.assign(LazyForm, { preload: loadOnce });
}

/** What a visitor sees for the moment the form's code takes to arrive. */
export function FormLoading() {
  return (
    <div className="form-loading" role="status">
      {formLoadingText}
    </div>
  );
}
