import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { sideMenuLabel } from '../../../content/chrome/menu.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';
import { Icon } from './icons.tsx';
import type { SideMenuProps } from './side-menu-props.ts';

const SideMenuPanel = lazy(() => import('./side-menu-panel.tsx'));

/**
 * The phone side menu (spec 2.4, 4 "mobile side menu shown or hidden"): its visibility is the menu slice's
 * currentLevel (0 closed, 1 open). Open, it is a modal dialog (WCAG 2.4.11, docs/decisions/104-focus-not-hidden.md):
 * focus moves into it and stays there, the page behind is inert, Escape, its Close button or a press on the backdrop
 * close it, and focus returns to the Menu button. The toggle is shown below the header's breakpoint by CSS.
 */
export function SideMenu({ className, ...props }: SideMenuProps) {
  const api = useAppStoreApi();
  const open = useAppStore((s) => s.menu.currentLevel > 0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const id = useId();
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
      <button
        ref={toggleRef}
        type="button"
        className="side-menu__toggle"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? id : undefined}
        onClick={() => api.getState().setCurrentLevel(open ? 0 : 1)}
      >
        <Icon name="menu" size={24} />
        <span>{sideMenuLabel}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SideMenuPanel id={id} {...props} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
