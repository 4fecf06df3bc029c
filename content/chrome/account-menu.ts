import { brand } from '../brand.ts';

/**
 * Spec 2.4 account dropdown, and the same links in the phone side menu: shown only to a signed-in visitor, so they
 * load with those menus (client/components/header/account-menu.tsx, side-menu-panel.tsx), not with every page.
 */
export const accountMenuTexts = {
  signedInAs: 'Signed in as',
  myServices: { label: 'My Services', link: brand.external.myServices },
  myProfile: { label: 'My Profile', link: brand.external.myProfile },
  signOut: 'Sign Out',
  /** The name of the button that opens the menu. */
  buttonLabel: 'Account menu',
} as const;
