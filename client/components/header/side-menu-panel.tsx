import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { accountMenuTexts } from '../../../content/chrome/account-menu.ts';
import { accountMenu, sideMenuLabel, type MenuItem } from '../../../content/chrome/menu.ts';
import { closeLabel } from '../../../content/chrome/shell-texts.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';
import type { SideMenuProps } from './side-menu-props.ts';
import { isSignedIn } from '../../store/roles.ts';
import { logoutHref, pageOrigin, returnOrigin, shortAlias } from './account.ts';
import { Icon } from './icons.tsx';
import { MenuLink } from './menu-link.tsx';
import SideMenuStatic, { SideMenuEnd, sectionItems } from './side-menu-static.tsx';

function SideGroup({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="side-menu__group">
      <button
        type="button"
        className="side-menu__item"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {item.label}
        <Icon name="chevron" size={16} />
      </button>
      <ul id={id} hidden={!open} className="side-menu__sub">
        {item.items?.map((sub) => (
          <li key={sub.label}>
            <MenuLink item={sub} className="side-menu__item" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** What Tab can reach inside the dialog, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'));
}

/**
 * The side menu's chunk, loaded the first time a visitor opens the menu: the dialog. The server also draws the
 * menu of the Menu button's disclosure from it (no `onClose`: side-menu-static.tsx), which the browser keeps.
 */
export default function SideMenuPanel(props: SideMenuProps & { onClose?: (refocus: boolean) => void }) {
  return props.onClose ? <SideMenuDialog {...props} onClose={props.onClose} /> : <SideMenuStatic {...props} />;
}

/** The open side menu, a modal <dialog>: the browser makes the page behind inert; Tab and Shift+Tab wrap inside; Escape closes it. */
function SideMenuDialog({
  label,
  items,
  extras = [],
  pathname,
  phone,
  account,
  footer,
  onClose: close,
}: SideMenuProps & { onClose: (refocus: boolean) => void }) {
  const id = useId();
  const api = useAppStoreApi();
  const { config } = useAppData();
  const user = useAppStore((s) => s.user);
  const loginOpen = useAppStore((s) => s.menu.mobileLoginOptionVisibility);
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    closeRef.current?.focus();
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const list = tabbables(ref.current);
    if (list.length === 0) return;
    const first = list[0];
    const last = list[list.length - 1];
    if (e.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  // A press on the backdrop lands on the dialog element itself, outside its box.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== ref.current) return;
    const r = ref.current.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) close(true);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab wrap inside the dialog and a press on its backdrop; Escape and Close do the same by keyboard
    <dialog
      ref={ref}
      id={id}
      className="side-menu"
      aria-label={sideMenuLabel}
      onCancel={(e) => {
        e.preventDefault();
        close(true);
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="side-menu__top">
        <button
          ref={closeRef}
          type="button"
          className="side-menu__close"
          aria-label={closeLabel}
          onClick={() => close(true)}
        >
          <Icon name="close" size={24} />
        </button>
      </div>
      <nav aria-label={label}>
        {account && (
          <div className="side-menu__account">
            {isSignedIn(user) ? (
              <>
                <button
                  type="button"
                  className="side-menu__item"
                  aria-expanded={loginOpen}
                  aria-controls={`${id}-account`}
                  onClick={() => api.getState().setMobileLoginOptionVisibility(!loginOpen)}
                >
                  {accountMenuTexts.signedInAs} {shortAlias(user.data.alias)}
                  <Icon name="chevron" size={16} />
                </button>
                <ul id={`${id}-account`} hidden={!loginOpen} className="side-menu__sub">
                  <li>
                    <a className="side-menu__item" href={accountMenuTexts.myServices.link}>
                      {accountMenuTexts.myServices.label}
                    </a>
                  </li>
                  <li>
                    <a className="side-menu__item" href={accountMenuTexts.myProfile.link}>
                      {accountMenuTexts.myProfile.label}
                    </a>
                  </li>
                  <li>
                    <a
                      className="side-menu__item"
                      href={logoutHref(config.loginUrl, returnOrigin(config, pageOrigin()), pathname)}
                    >
                      {accountMenuTexts.signOut}
                    </a>
                  </li>
                </ul>
              </>
            ) : (
              <a className="side-menu__item" href={config.loginUrl}>
                {accountMenu.login}
              </a>
            )}
          </div>
        )}
        <ul className="side-menu__list">
          {sectionItems({ items, extras }).map((item) =>
            item.items ? (
              <SideGroup key={item.label} item={item} />
            ) : (
              <li key={item.label}>
                <MenuLink item={item} className="side-menu__item" />
              </li>
            ),
          )}
        </ul>
        <SideMenuEnd extras={extras} phone={phone} footer={footer} />
      </nav>
    </dialog>
  );
}
