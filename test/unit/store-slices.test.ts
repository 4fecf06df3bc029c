import { describe, expect, test } from 'vitest';
import { parsePromo, promoCode } from '../../shared/promo.ts';
import type { AppData } from '../../shared/app-data.ts';
import { matchRoute } from '../../shared/routes.ts';
import { createAppStore, EMPTY_LOCALWORKS_FORM } from '../../client/store/app-store.ts';
import { isBibUser, isBibUserWithServices, isLegacyUser, isPendingUser, isSignedIn } from '../../client/store/roles.ts';
import { logoutHref, returnOrigin, shortAlias, userInitial } from '../../client/components/header/account.ts';
import { loadConfig, publicConfig } from '../../server/config.ts';
import { readCookie } from '../../client/store/boot.tsx';

const data = (url = '/'): AppData =>
  ({
    url,
    config: {
      publicUrl: 'https://www.example.test',
      checkoutUrl: 'https://c.example',
      loginUrl: 'https://login.example',
      supportPhone: '1',
      captchaSiteKey: null,
      tagManagerUrl: null,
      experimentScriptUrl: null,
    },
    assets: { entry: '', css: [], modulepreload: [] },
    page: { id: 'home', meta: { name: 'Home', title: 'Home', description: '', h1: 'Home', intro: '' } },
    renderedAt: 0,
    route: { def: matchRoute('/')!.route, params: {}, notice: false },
    catalogue: {} as AppData['catalogue'],
  }) as AppData;

describe('user slice (spec 4)', () => {
  test('starts unknown and pending, so the server and the first client render show Login', () => {
    const s = createAppStore(data()).getState();
    expect(s.user).toEqual({ data: null, isBibUser: false, isPending: true, known: false });
    expect(isSignedIn(s.user)).toBe(false);
  });
  test('login stores the payload, takes isBibUser from bibUser, clears pending and marks the answer known', () => {
    const store = createAppStore(data());
    store.getState().login({ alias: 'harborfan', firstName: 'Ada', bibUser: true, hasServices: true });
    const u = store.getState().user;
    expect(u).toMatchObject({ data: { alias: 'harborfan' }, isBibUser: true, isPending: false, known: true });
    expect(isBibUser(u)).toBe(true);
    expect(isBibUserWithServices(u)).toBe(true);
    expect(isLegacyUser(u)).toBe(false);
  });
  test('logout resets the user to nothing and marks the answer known', () => {
    const store = createAppStore(data());
    store.getState().login({ alias: 'a' });
    store.getState().logout();
    expect(store.getState().user).toEqual({ data: null, isBibUser: false, isPending: false, known: true });
  });
  test('roles of spec 6: legacy is non-empty, not pending, not business-creation; pending hides local prices', () => {
    const store = createAppStore(data());
    store.getState().login({ alias: 'a', isPending: true });
    expect(isPendingUser(store.getState().user)).toBe(true);
    expect(isLegacyUser(store.getState().user)).toBe(false);
    store.getState().login({ alias: 'a' });
    expect(isLegacyUser(store.getState().user)).toBe(true);
    store.getState().login({});
    expect(isSignedIn(store.getState().user)).toBe(false);
  });
  test('initial from the first name, else the alias; the side menu cuts the alias to 8 characters', () => {
    expect(userInitial({ firstName: 'ada', alias: 'zed' })).toBe('A');
    expect(userInitial({ alias: 'zed' })).toBe('Z');
    expect(shortAlias('harborfan2024')).toBe('harborfa');
    expect(shortAlias('short')).toBe('short');
  });
});

describe('promotion and cart slices (spec 4, 5)', () => {
  test('the page data never seeds a promotion: the cached HTML is the same for everyone, ?p is applied after hydration', () => {
    expect(createAppStore(data('/?p=SPRING-24')).getState()).toMatchObject({ promotion: null, cart: { promo: null } });
  });
  test('update sets, clear resets', () => {
    const s = createAppStore(data());
    s.getState().updatePromotion(promoCode('A.B@C_1'));
    expect(s.getState().promotion).toBe('A.B@C_1');
    s.getState().updatePromotion(promoCode('X'));
    s.getState().clearPromotion();
    expect(s.getState().promotion).toBeNull();
  });
  test('the cart keeps a code (and fills an empty promotion); an invalid cookie, parsed to none, changes nothing', () => {
    const s = createAppStore(data());
    s.getState().setCartPromo(promoCode('COOKIE1'));
    expect(s.getState()).toMatchObject({ cart: { promo: 'COOKIE1' }, promotion: 'COOKIE1' });
    s.getState().setCartPromo(parsePromo('no way'));
    s.getState().setCartPromo(null);
    expect(s.getState().cart.promo).toBe('COOKIE1');
    const t = createAppStore(data());
    t.getState().updatePromotion(promoCode('URL1'));
    t.getState().setCartPromo(promoCode('COOKIE2'));
    expect(t.getState()).toMatchObject({ cart: { promo: 'COOKIE2' }, promotion: 'URL1' });
  });
});

describe('clientView slice (spec 4)', () => {
  test('setting the header call to action is ignored when one exists; unset clears it', () => {
    const s = createAppStore(data());
    s.getState().setHeaderCta({ text: 'One', href: '#a' });
    s.getState().setHeaderCta({ text: 'Two', href: '#b' });
    expect(s.getState().clientView.header.cta).toEqual({ text: 'One', href: '#a' });
    s.getState().unsetHeaderCta();
    expect(s.getState().clientView.header.cta).toBeNull();
  });
  test('toggling the business view sets header and footer flags to the same value', () => {
    const s = createAppStore(data());
    s.getState().toggleBibView(true);
    expect(s.getState().clientView.header.bibView).toBe(true);
    expect(s.getState().clientView.footer.bibView).toBe(true);
    s.getState().toggleBibView(false);
    expect(s.getState().clientView).toMatchObject({ header: { bibView: false }, footer: { bibView: false } });
  });
  test('viewport width and header bar', () => {
    const s = createAppStore(data());
    expect(s.getState().clientView.viewportWidth).toBeNull();
    s.getState().setViewportWidth(375);
    s.getState().setHeaderBar({ text: 'Deal', href: '/x' });
    expect(s.getState().clientView).toMatchObject({ viewportWidth: 375, header: { bar: { text: 'Deal' } } });
  });
  test('layout flags: unmeasured means none; mobile at most 568, tablet above 568 up to 768, websites phone below 768', () => {
    const s = createAppStore(data());
    expect(s.getState().clientView).toMatchObject({ isMobile: false, isTablet: false, isWebsitesMobile: false });
    const at = (w: number) => {
      s.getState().setViewportWidth(w);
      const { isMobile, isTablet, isWebsitesMobile } = s.getState().clientView;
      return [isMobile, isTablet, isWebsitesMobile];
    };
    expect(at(320)).toEqual([true, false, true]);
    expect(at(568)).toEqual([true, false, true]);
    expect(at(569)).toEqual([false, true, true]);
    expect(at(767)).toEqual([false, true, true]);
    expect(at(768)).toEqual([false, true, false]);
    expect(at(769)).toEqual([false, false, false]);
    expect(at(1280)).toEqual([false, false, false]);
  });
});

describe('localworks, utility, menu and ready slices', () => {
  test('update merges into the form; clear restores the empty form', () => {
    const s = createAppStore(data());
    s.getState().updateLocalworksForm({ name: 'Cafe' });
    s.getState().updateLocalworksForm({ city: 'Reno' });
    expect(s.getState().localworks.form).toEqual({ ...EMPTY_LOCALWORKS_FORM, name: 'Cafe', city: 'Reno' });
    s.getState().setLocalworksResults([{ ...EMPTY_LOCALWORKS_FORM, name: 'A' }]);
    s.getState().clearLocalworksForm();
    expect(s.getState().localworks.form).toEqual(EMPTY_LOCALWORKS_FORM);
    expect(s.getState().localworks.results).toHaveLength(1);
  });
  test('menu: sub-menu visibility, mobile login option, sub-menu option, current level', () => {
    const s = createAppStore(data());
    s.getState().setSubMenuOption('main:Hosting');
    s.getState().setSubMenuVisibility(true);
    s.getState().setMobileLoginOptionVisibility(true);
    s.getState().setCurrentLevel(1);
    expect(s.getState().menu).toEqual({
      subMenuVisibility: true,
      mobileLoginOptionVisibility: true,
      subMenuOption: 'main:Hosting',
      currentLevel: 1,
    });
    s.getState().setSubMenuVisibility(false);
    s.getState().setMobileLoginOptionVisibility(false);
    s.getState().setCurrentLevel(-3);
    expect(s.getState().menu).toMatchObject({
      subMenuVisibility: false,
      mobileLoginOptionVisibility: false,
      currentLevel: 0,
    });
  });
  test('strip index advances; navigating flag; ready', () => {
    const s = createAppStore(data());
    s.getState().advanceStrip();
    s.getState().advanceStrip();
    s.getState().setNavigating(true);
    s.getState().setReady();
    expect(s.getState()).toMatchObject({ utility: { stripIndex: 2, navigating: true }, ready: true });
  });
  test("stores are per request: one visitor never sees another one's state", () => {
    const a = createAppStore(data());
    const b = createAppStore(data());
    a.getState().login({ alias: 'a' });
    expect(b.getState().user.known).toBe(false);
  });
});

describe('sign-out return address and cookies', () => {
  test('returns to the current page of this site', () => {
    const href = new URL(logoutHref('https://login.example/', 'https://www.example.test', '/hosting?x=1'));
    expect(href.origin + href.pathname).toBe('https://login.example/logout');
    expect(href.searchParams.get('return')).toBe('https://www.example.test/hosting?x=1');
  });
  test.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'never leaves the site: %s',
    (path) => {
      const back = new URL(
        new URL(logoutHref('https://login.example', 'https://www.example.test', path)).searchParams.get('return')!,
      );
      expect(back.origin).toBe('https://www.example.test');
    },
  );
  test('without PUBLIC_URL, Sign Out returns to the address the visitor used; with it, to PUBLIC_URL', () => {
    const here = 'http://192.0.2.7:3000';
    const unset = publicConfig(loadConfig({}));
    const back = (config: typeof unset) =>
      new URL(logoutHref(config.loginUrl, returnOrigin(config, here), '/hosting')).searchParams.get('return');
    expect(unset.publicUrl).toBe('http://localhost:3000');
    expect(back(unset)).toBe(`${here}/hosting`);
    expect(back(publicConfig(loadConfig({ PUBLIC_URL: 'https://www.example.test' })))).toBe(
      'https://www.example.test/hosting',
    );
  });
  test('readCookie finds one cookie by name', () => {
    expect(readCookie('a=1; promo=SPRING%2D24; b=2', 'promo')).toBe('SPRING-24');
    expect(readCookie('a=1', 'promo')).toBeNull();
  });
});
