import { accountMenuTexts as accountMenu } from '../../../content/chrome/account-menu.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { LoginUser } from '../../../shared/login-user.ts';
import { logoutHref, pageOrigin, returnOrigin, userInitial } from './account.ts';
import { useMenuDisclosure } from './disclosure.ts';

/**
 * Spec 2.4: a signed-in visitor's initial and its 250 px dropdown. Never in the server HTML (sign-in is known only
 * in the browser), so it is its own chunk, loaded when login info names a user.
 */
export default function AccountMenu({ user, pathname }: { user: LoginUser; pathname: string }) {
  const { config } = useAppData();
  const d = useMenuDisclosure('account');
  return (
    <div className={`account-menu${d.open ? ' is-open' : ''}`} {...d.rootProps}>
      <button
        className="account-menu__button"
        aria-controls="account-menu-panel"
        aria-label={accountMenu.buttonLabel}
        {...d.buttonProps}
      >
        <span aria-hidden="true">{userInitial(user)}</span>
      </button>
      <div className="account-menu__panel" id="account-menu-panel" hidden={!d.open}>
        <p className="account-menu__who">
          {accountMenu.signedInAs} <strong>{user.alias}</strong>
        </p>
        <ul>
          <li>
            <a href={accountMenu.myServices.link}>{accountMenu.myServices.label}</a>
          </li>
          <li>
            <a href={accountMenu.myProfile.link}>{accountMenu.myProfile.label}</a>
          </li>
          <li>
            <a href={logoutHref(config.loginUrl, returnOrigin(config, pageOrigin()), pathname)}>
              {accountMenu.signOut}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
