/**
 * @vitest-environment jsdom
 */
// The browser build uses client/app/router-shim.tsx in place of react-router-dom (decision 150); the server renders
// with react-router-dom itself. The same links and the same history must come out of both, or hydration and
// back/forward break: each scenario here runs once through the library and once through the stand-in, in the
// same document, and their markup, locations and history entries are compared.
import { act, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as library from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import * as shim from '../../client/app/router-shim.tsx';
import { routes } from '../../shared/routes.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the site takes from the router, the same names in both. */
interface Router {
  BrowserRouter: ComponentType<{ children?: ReactNode }>;
  Link: ComponentType<{
    to: string | { pathname?: string; search?: string; hash?: string };
    children?: ReactNode;
    target?: string;
    reloadDocument?: boolean;
    className?: string;
  }>;
  NavLink: ComponentType<{ to: string; end?: boolean; children?: ReactNode; className?: string }>;
  useLocation: () => { pathname: string; search: string; hash: string; state: unknown; key: string };
  useNavigationType: () => string;
  useNavigate: () => (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;
}
const IMPLEMENTATIONS: [string, Router][] = [
  ['react-router-dom', library as unknown as Router],
  ['router-shim', shim as unknown as Router],
];

const PATHS = [...new Set(routes.map((r) => r.path))];
const OTHER_TARGETS = [
  '/',
  '/hosting?p=SPRING#plans',
  'relative/page',
  '../up',
  './here',
  '?only=query',
  '#only-hash',
  'https://checkout.example/?pd=x',
  `${window.location.origin}/same-origin-absolute`,
  '/a/../b//c/',
  '..',
  '.',
  'mailto:help@example.com',
  'tel:+15555550100',
];

let navigate: ReturnType<Router['useNavigate']> = () => {};

function Probe({ router }: { router: Router }) {
  const location = router.useLocation();
  const type = router.useNavigationType();
  navigate = router.useNavigate();
  return (
    <>
      <output>{JSON.stringify({ ...location, key: location.key === 'default' ? 'default' : 'KEY', type })}</output>
      <nav>
        {PATHS.map((p) => (
          <router.NavLink key={p} to={p}>
            {p}
          </router.NavLink>
        ))}
        <router.NavLink to="/hosting" end className="nav-item">
          end
        </router.NavLink>
      </nav>
      <ul>
        {OTHER_TARGETS.map((to) => (
          <li key={to}>
            <router.Link to={to} className="x">
              {to}
            </router.Link>
          </li>
        ))}
        <li>
          <router.Link to={{ pathname: '/domains', search: '?d=a.com' }}>object</router.Link>
        </li>
        <li>
          <router.Link to="/mail" target="_blank">
            blank
          </router.Link>
        </li>
        <li>
          <router.Link to="/mail" reloadDocument>
            reload
          </router.Link>
        </li>
      </ul>
    </>
  );
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

/** Renders the probe at `start` through one router and runs the steps, recording what a visitor would see. */
async function run(router: Router, start: string, steps: ((root: HTMLElement) => Promise<void> | void)[]) {
  window.history.replaceState(null, '', start);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  await act(async () =>
    root.render(
      <router.BrowserRouter>
        <Probe router={router} />
      </router.BrowserRouter>,
    ),
  );
  const record = () => {
    const st = window.history.state as { usr?: unknown; key?: string; idx?: number } | null;
    return {
      url: window.location.pathname + window.location.search + window.location.hash,
      entry: st && { usr: st.usr, idx: st.idx, key: typeof st.key === 'string' ? 'KEY' : st.key },
      // One line per link, so a difference names the link.
      html: container.innerHTML.split(/(?=<a )/),
    };
  };
  const seen = [record()];
  for (const step of steps) {
    await act(async () => step(container));
    seen.push(record());
  }
  cleanup();
  cleanup = null;
  return seen;
}

const click =
  (text: string, init: MouseEventInit = {}) =>
  (root: HTMLElement) => {
    const link = [...root.querySelectorAll('a')].find((a) => a.textContent === text);
    if (!link) throw new Error(`no link ${text}`);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  };
const back = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
    window.history.back();
  });

async function compare(start: string, steps: ((root: HTMLElement) => Promise<void> | void)[]) {
  const [lib, stand] = [await run(IMPLEMENTATIONS[0][1], start, steps), await run(IMPLEMENTATIONS[1][1], start, steps)];
  expect(lib.length).toBe(steps.length + 1);
  for (let i = 0; i < lib.length; i++) expect(stand[i], `after step ${i}`).toEqual(lib[i]);
  return lib;
}

describe('router-shim against react-router-dom', () => {
  test.each(['/', '/hosting', '/local/search-listings', '/websites/themes/x', '/legal/privacy/', '/nowhere'])(
    'at %s: the same links, NavLink classes and aria-current, and location',
    async (start) => {
      const [first] = await compare(start, []);
      expect(first.html.join('')).toContain('data-discover="true"');
    },
  );

  test('a click pushes an entry, a click to the current address replaces it, back pops it', async () => {
    const seen = await compare('/', [click('/hosting'), click('/hosting'), click('object'), back, back]);
    expect(seen.map((s) => s.url)).toEqual(['/', '/hosting', '/hosting', '/domains?d=a.com', '/hosting', '/']);
  });

  test('modified clicks, target _blank, reloadDocument and other origins are left to the browser', async () => {
    const seen = await compare('/mail', [
      click('/hosting', { ctrlKey: true }),
      click('/hosting', { button: 1 }),
      click('blank'),
      click('reload'),
      click('https://checkout.example/?pd=x'),
    ]);
    expect(new Set(seen.map((s) => s.url))).toEqual(new Set(['/mail']));
  });

  test('relative links, queries and hashes resolve the same way', async () => {
    await compare('/websites/themes', [
      click('relative/page'),
      click('../up'),
      click('?only=query'),
      click('#only-hash'),
    ]);
  });

  test('useNavigate: push with state, replace, and a number goes through history', async () => {
    await compare('/', [
      () => navigate('/mail', { state: { from: 'test' } }),
      () => navigate('/domains', { replace: true }),
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
          navigate(-1);
        }),
    ]);
  });
});
