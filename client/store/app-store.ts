import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppData } from '../../shared/app-data.ts';
import type { LoginUser } from '../../shared/login-user.ts';
import type { Place } from '../../shared/place.ts';
import type { PromoCode } from '../../shared/promo.ts';

// Per-request store: created for each server render and once in the browser from the serialized data, so no
// visitor's state can leak into another's HTML. Slices are named as in spec 3; transitions follow spec 4.
// Everything a server render reads here is derived from AppData alone; visitor-specific slices (user, cart
// promo from the cookie, viewport) are filled by the client after hydration (see client/store/boot.tsx).

export interface ReadySlice {
  /** True once the client has hydrated; browser-only decisions (clock, viewport) wait for it. */
  ready: boolean;
  setReady: () => void;
}

export interface ConfigSlice {
  config: AppData['config'];
}

/** Spec 3/4 "Promotion": update sets it, clear resets it to none. Seeded from a valid ?p of the page. */
export interface PromotionSlice {
  promotion: PromoCode | null;
  updatePromotion: (code: PromoCode) => void;
  clearPromotion: () => void;
}

export interface UserState {
  /** The signed-in visitor, or null: nobody, or not known yet (see `known`). */
  data: LoginUser | null;
  /** Spec 4: set from the payload's bibUser flag on login. */
  isBibUser: boolean;
  /** Spec 4: the login lookup is still pending; login and logout set it false. */
  isPending: boolean;
  /** Spec 4 "a separate flag turns true on login or logout": the answer of /api/login-info has arrived. */
  known: boolean;
}

/** Spec 4 "User". Server HTML and the first client render always see the initial (unknown) user. */
export interface UserSlice {
  user: UserState;
  login: (payload: LoginUser) => void;
  logout: () => void;
}

export interface HeaderCta {
  text: string;
  href: string;
  /** Runs instead of following href (an in-page action such as scrolling to the plans). */
  onActivate?: () => void;
}

/** Spec 4 "Layout flags" and spec 9 breakpoints. */
export const LAYOUT_EDGES = { mobileMax: 568, tabletMax: 768, websitesMobileMax: 768 } as const;

export interface LayoutFlags {
  /** Width at most 568 px. */
  isMobile: boolean;
  /** Width above 568 and at most 768 px. */
  isTablet: boolean;
  /** The websites page's phone variant: width below 768 px (768 itself is desktop, as its CSS `min-width: 768px`). */
  isWebsitesMobile: boolean;
}

/** The derived flags for a measured width; all false until the client has measured (server and first render). */
export function layoutFlags(width: number | null): LayoutFlags {
  if (width === null) return { isMobile: false, isTablet: false, isWebsitesMobile: false };
  return {
    isMobile: width <= LAYOUT_EDGES.mobileMax,
    isTablet: width > LAYOUT_EDGES.mobileMax && width <= LAYOUT_EDGES.tabletMax,
    isWebsitesMobile: width < LAYOUT_EDGES.websitesMobileMax,
  };
}

/** Spec 3 "clientView": viewport width, derived layout flags, header and footer flags. */
export interface ClientViewState extends LayoutFlags {
  /** null until the client has measured it; layout decisions use CSS media queries until then. */
  viewportWidth: number | null;
  header: { bibView: boolean; cta: HeaderCta | null; bar: HeaderCta | null };
  footer: { bibView: boolean };
}

export interface ClientViewSlice {
  clientView: ClientViewState;
  setViewportWidth: (width: number) => void;
  /** Spec 4: ignored if a call to action is already pinned. */
  setHeaderCta: (cta: HeaderCta) => void;
  unsetHeaderCta: () => void;
  /** The logo-only header's promo call to action (spec 2.3). */
  setHeaderBar: (bar: HeaderCta | null) => void;
  /** Spec 4: sets the header and footer business-relationship flags to the same value. */
  toggleBibView: (on: boolean) => void;
}

/** Spec 3 "Local business place data": the form holds one place. */
export type LocalworksForm = Place;

export const EMPTY_LOCALWORKS_FORM: LocalworksForm = { name: '', address: '', city: '', state: '', zip: '', phone: '' };

export interface LocalworksSlice {
  localworks: { form: LocalworksForm; results: LocalworksForm[] };
  /** Spec 4: merges the payload into the form. */
  updateLocalworksForm: (patch: Partial<LocalworksForm>) => void;
  /** Spec 4: restores the default empty form. */
  clearLocalworksForm: () => void;
  setLocalworksResults: (results: LocalworksForm[]) => void;
}

/** Spec 3 "Promotion code: a string kept in cart state and in a promotion cookie". */
export interface CartSlice {
  cart: { promo: PromoCode | null };
  /** Keeps a code in the cart (and the promotion slice when that is empty); no code changes nothing. */
  setCartPromo: (code: PromoCode | null) => void;
}

/** Small cross-cutting flags: client navigation in progress, the rotating strip's position. */
export interface UtilitySlice {
  utility: { navigating: boolean; stripIndex: number };
  setNavigating: (on: boolean) => void;
  /** Spec 4 "rotating strip index advancing". */
  advanceStrip: () => void;
}

/** Spec 3 "menu state". */
export interface MenuState {
  subMenuVisibility: boolean;
  mobileLoginOptionVisibility: boolean;
  subMenuOption: string | null;
  currentLevel: number;
}

export interface MenuSlice {
  menu: MenuState;
  setSubMenuVisibility: (on: boolean) => void;
  setMobileLoginOptionVisibility: (on: boolean) => void;
  setSubMenuOption: (option: string | null) => void;
  setCurrentLevel: (level: number) => void;
}

export type AppState = ReadySlice &
  ConfigSlice &
  PromotionSlice &
  UserSlice &
  ClientViewSlice &
  LocalworksSlice &
  CartSlice &
  UtilitySlice &
  MenuSlice;
export type AppStore = StoreApi<AppState>;

export const INITIAL_USER: UserState = { data: null, isBibUser: false, isPending: true, known: false };

export function createAppStore(data: AppData): AppStore {
  return createStore<AppState>()((set, get) => ({
    ready: false,
    setReady: () => set({ ready: true }),
    config: data.config,

    // The code of ?p is applied after hydration (client/store/boot.tsx): the cached HTML never carries it.
    promotion: null,
    updatePromotion: (code) => set({ promotion: code }),
    clearPromotion: () => set({ promotion: null }),

    user: INITIAL_USER,
    login: (payload) =>
      set({
        user: {
          data: payload,
          isBibUser: payload.bibUser === true || payload.isBibUser === true,
          isPending: false,
          known: true,
        },
      }),
    logout: () => set({ user: { data: null, isBibUser: false, isPending: false, known: true } }),

    clientView: {
      viewportWidth: null,
      ...layoutFlags(null),
      header: { bibView: false, cta: null, bar: null },
      footer: { bibView: false },
    },
    setViewportWidth: (width) =>
      set((s) =>
        s.clientView.viewportWidth === width
          ? {}
          : { clientView: { ...s.clientView, viewportWidth: width, ...layoutFlags(width) } },
      ),
    setHeaderCta: (cta) =>
      set((s) =>
        s.clientView.header.cta ? {} : { clientView: { ...s.clientView, header: { ...s.clientView.header, cta } } },
      ),
    unsetHeaderCta: () =>
      set((s) => ({ clientView: { ...s.clientView, header: { ...s.clientView.header, cta: null } } })),
    setHeaderBar: (bar) => set((s) => ({ clientView: { ...s.clientView, header: { ...s.clientView.header, bar } } })),
    toggleBibView: (on) =>
      set((s) => ({
        clientView: { ...s.clientView, header: { ...s.clientView.header, bibView: on }, footer: { bibView: on } },
      })),

    localworks: { form: EMPTY_LOCALWORKS_FORM, results: [] },
    updateLocalworksForm: (patch) =>
      set((s) => ({ localworks: { ...s.localworks, form: { ...s.localworks.form, ...patch } } })),
    clearLocalworksForm: () => set((s) => ({ localworks: { ...s.localworks, form: EMPTY_LOCALWORKS_FORM } })),
    setLocalworksResults: (results) => set((s) => ({ localworks: { ...s.localworks, results } })),

    cart: { promo: null },
    setCartPromo: (code) => {
      if (code === null) return;
      set({ cart: { promo: code }, promotion: get().promotion ?? code });
    },

    utility: { navigating: false, stripIndex: 0 },
    setNavigating: (on) => set((s) => ({ utility: { ...s.utility, navigating: on } })),
    advanceStrip: () => set((s) => ({ utility: { ...s.utility, stripIndex: s.utility.stripIndex + 1 } })),

    menu: { subMenuVisibility: false, mobileLoginOptionVisibility: false, subMenuOption: null, currentLevel: 0 },
    setSubMenuVisibility: (on) => set((s) => ({ menu: { ...s.menu, subMenuVisibility: on } })),
    setMobileLoginOptionVisibility: (on) => set((s) => ({ menu: { ...s.menu, mobileLoginOptionVisibility: on } })),
    setSubMenuOption: (option) => set((s) => ({ menu: { ...s.menu, subMenuOption: option } })),
    setCurrentLevel: (level) => set((s) => ({ menu: { ...s.menu, currentLevel: Math.max(0, level) } })),
  }));
}
