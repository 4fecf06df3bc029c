import {
  createContext,
  forwardRef,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

// The browser build's stand-in for react-router-dom (scripts/build.ts alias, decision 150). The site uses the
// declarative router only: BrowserRouter, Link, NavLink, useLocation, useNavigate and useNavigationType, with
// absolute paths. react-router's ESM build is one module and cannot be tree-shaken (~13 KB gzip on every page);
// this file does the same with the same markup (href, data-discover, NavLink's class and aria-current) and the
// same history entries (state { usr, key, idx }), so the server, which renders with react-router's StaticRouter,
// and the browser agree. Behaviour it copies: a plain left click on an internal link navigates in place (replace
// when the link points at the current address), modified clicks, target="_blank" and other origins are left to
// the browser; back/forward is a POP; updates run in a transition.

export interface Location<State = unknown> {
  pathname: string;
  search: string;
  hash: string;
  state: State;
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigate = (to: To | number, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  action: NavigationType;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
const isBrowser = typeof window !== 'undefined';

function parsePath(path: string): Partial<Location> {
  const parsed: Partial<Location> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  if (search && search !== '?') pathname += search.charAt(0) === '?' ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash.charAt(0) === '#' ? hash : `#${hash}`;
  return pathname;
}

/**
 * A `to` as react-router resolves it for a component outside any <Routes> (the site declares none): a `to` with no
 * path (only a query or a hash) keeps the current path; any other path counts from the root, with `.` and `..`
 * applied and an explicit trailing slash kept (react-router's resolveTo and resolvePath).
 */
function resolve(to: To, current: string): Partial<Location> {
  const target = typeof to === 'string' ? parsePath(to) : { ...to };
  if (target.pathname === undefined && to !== '') return { ...target, pathname: current };
  const empty = to === '' || target.pathname === '';
  const toPathname = empty ? '' : (target.pathname ?? '').replace(/\/\/+/g, '/');
  let pathname = '/';
  if (toPathname) {
    const segments = [''];
    for (const s of toPathname.replace(/^[\\/]/, '').split('/')) {
      if (s === '..') {
        if (segments.length > 1) segments.pop();
      } else if (s !== '.') segments.push(s);
    }
    pathname = segments.length > 1 ? segments.join('/') : '/';
  }
  const trailing =
    (toPathname !== '' && toPathname !== '/' && toPathname.endsWith('/')) ||
    ((empty || toPathname === '.') && current.endsWith('/'));
  if (!pathname.endsWith('/') && trailing) pathname += '/';
  return { ...target, pathname };
}

const readLocation = (): Location => {
  const st = window.history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: st?.usr ?? null, key: st?.key || 'default' };
};
const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx;
const createKey = () => Math.random().toString(36).substring(2, 10);

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [state, setState] = useState(() => {
    if (historyIndex() == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
    return { location: readLocation(), action: 'POP' as NavigationType };
  });
  const update = useCallback((action: NavigationType) => {
    const location = readLocation();
    startTransition(() => setState({ location, action }));
  }, []);
  useLayoutEffect(() => {
    const onPop = () => update('POP');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [update]);

  const pathname = state.location.pathname;
  const active = useRef(false);
  useLayoutEffect(() => {
    active.current = true;
  });
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (!active.current) return;
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const path = resolve(to, pathname);
      const key = createKey();
      const idx = (historyIndex() ?? 0) + (options.replace ? 0 : 1);
      const entry = { usr: options.state ?? null, key, idx };
      const url = createPath(path);
      if (options.replace) {
        window.history.replaceState(entry, '', url);
      } else {
        try {
          window.history.pushState(entry, '', url);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
          window.location.assign(url);
          return;
        }
      }
      update(options.replace ? 'REPLACE' : 'PUSH');
    },
    [pathname, update],
  );
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks may be used only inside <BrowserRouter>');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().action;
export const useNavigate = (): Navigate => useRouter().navigate;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
};

/** An absolute URL: its same-origin path for navigating in place, or null when it leaves the site. */
function sameOriginPath(to: string): string | null {
  if (!isBrowser) return null;
  try {
    const target = new URL(to.startsWith('//') || to.startsWith('\\\\') ? `${window.location.protocol}${to}` : to);
    return target.origin === window.location.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, replace, state, target, to, reloadDocument, children, ...rest },
  ref,
) {
  const { location, navigate } = useRouter();
  const isAbsolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const inSite = isAbsolute ? sameOriginPath(to as string) : to;
  const path = resolve(inSite ?? '/', location.pathname);
  const href = isAbsolute ? (to as string) : createPath(path);
  const spa = inSite !== null && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(inSite!, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={spa ? handleClick : onClick}
      ref={ref}
      target={target}
      data-discover={isAbsolute ? undefined : 'true'}
    >
      {children}
    </a>
  );
});

type NavLinkProps = LinkProps & { end?: boolean; caseSensitive?: boolean };

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, to, ...rest },
  ref,
) {
  const { location } = useRouter();
  let toPathname = resolve(to, location.pathname).pathname ?? '/';
  let current = location.pathname;
  if (!caseSensitive) {
    current = current.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      ref={ref}
      to={to}
    />
  );
});
