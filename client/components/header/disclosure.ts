import {
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { SUBMENU_CLOSE_DELAY_MS } from '../../../content/chrome/menu.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';

/**
 * One header submenu as a WAI-ARIA disclosure, kept in the menu slice (spec 3: subMenuVisibility and
 * subMenuOption), so only one submenu is open at a time. The button toggles it; Escape closes it and returns
 * focus to the button; a press outside closes it; focus or the pointer leaving it closes it after 500 ms
 * (spec 2.4), and coming back within that time keeps it open. With `hover`, a mouse resting on it opens it, as the
 * stylesheet does before the script runs, so the menu behaves the same with and without JavaScript.
 */
export function useMenuDisclosure(key: string, { hover = false }: { hover?: boolean } = {}) {
  const api = useAppStoreApi();
  const open = useAppStore((s) => s.menu.subMenuVisibility && s.menu.subMenuOption === key);
  const rootRef = useRef<HTMLLIElement & HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse is resting on the menu (it opened on hover): a click then keeps it open instead of closing it under the
  // pointer that just opened it.
  const hovered = useRef(false);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const set = useCallback(
    (on: boolean) => {
      cancel();
      const s = api.getState();
      if (on) {
        s.setSubMenuOption(key);
        s.setSubMenuVisibility(true);
      } else if (s.menu.subMenuOption === key) {
        s.setSubMenuVisibility(false);
      }
    },
    [api, key, cancel],
  );
  const closeLater = () => {
    cancel();
    timer.current = setTimeout(() => set(false), SUBMENU_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) set(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, set]);
  useEffect(() => cancel, [cancel]);

  return {
    open,
    set,
    rootProps: {
      ref: rootRef,
      onFocus: cancel,
      onMouseEnter: cancel,
      // A mouse only: a tap also sends pointer events, and its click already toggles the menu.
      onPointerEnter: (e: ReactPointerEvent) => {
        if (!hover || e.pointerType !== 'mouse') return;
        hovered.current = true;
        set(true);
      },
      onMouseLeave: () => {
        hovered.current = false;
        if (api.getState().menu.subMenuOption === key) closeLater();
      },
      onBlur: (e: FocusEvent) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) closeLater();
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          set(false);
          buttonRef.current?.focus();
        }
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: () => set(hovered.current || !open),
    },
  };
}
