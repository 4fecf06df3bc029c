import { lazy, Suspense, useEffect, useRef } from 'react';
import { sideMenuLabel } from '../../../content/chrome/menu.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';
import { Icon } from './icons.tsx';
import type { SideMenuProps } from './side-menu-props.ts';

const SideMenuPanel = lazy(() => import('./side-menu-panel.tsx'));
/**
 * The disclosure's menu in the browser: React neither compares nor rewrites an element's inner HTML when it hydrates
 * one, so the server's menu stays as it was sent; one object, so no later render writes it either. With the script
 * the disclosure never opens, so nothing else is needed there.
 */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The phone side menu (spec 2.4, 4 "mobile side menu shown or hidden"): its visibility is the menu slice's
 * currentLevel (0 closed, 1 open). Open, it is a modal dialog (WCAG 2.4.11, docs/decisions/104-focus-not-hidden.md):
 * focus moves into it and stays there, the page behind is inert, Escape, its Close button or a press on the backdrop
 * close it, and focus returns to the Menu button. The toggle is shown below the header's breakpoint by CSS.
 *
 * The Menu button is the summary of a native disclosure holding the same menu (decision 274): before the script
 * runs, and without it, the browser opens the menu under the bar; once the page is live a press opens the dialog
 * instead (a disclosure opened before hydration closes as the browser would). The hydrating render keeps the
 * disclosure's server HTML, so its code is never loaded in the browser.
 */
export function SideMenu({ className, ...props }: SideMenuProps) {
  const api = useAppStoreApi();
  const open = useAppStore((s) => s.menu.currentLevel > 0);
  const toggleRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  const close = (back: boolean) => {
    refocus.current = back;
    api.getState().setCurrentLevel(0);
  };
  // The Menu button is inert while the dialog is open: focus it once the dialog is gone.
  useEffect(() => {
    if (!open && refocus.current) {
      refocus.current = false;
      toggleRef.current?.focus();
    }
  }, [open]);
  return (
    <div className={`side-menu-wrap ${className ?? ''}`}>
      <details className="side-menu-static">
        <summary
          ref={toggleRef}
          className="side-menu__toggle"
          onClick={(e) => {
            if ((e.currentTarget.parentElement as HTMLDetailsElement).open) return;
            e.preventDefault();
            api.getState().setCurrentLevel(1);
          }}
        >
          <Icon name="menu" size={24} />
          <span>{sideMenuLabel}</span>
        </summary>
        <div
          className="side-menu-static__panel"
          {...(typeof document === 'object'
            ? { dangerouslySetInnerHTML: KEEP_SERVER_HTML }
            : { children: <SideMenuPanel {...props} /> })}
        />
      </details>
      {open && (
        <Suspense fallback={null}>
          <SideMenuPanel {...props} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
