import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppData } from '../../shared/app-data.ts';
import { isValidPromo } from '../../shared/promo.ts';

// Per-request store: created for each server render and once in the browser from the serialized data, so no
// visitor's state can leak into another's HTML. Slices are named as in spec 3.
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
  promotion: string | null;
  updatePromotion: (code: string) => void;
  clearPromotion: () => void;
}

export type AppState = ReadySlice & ConfigSlice & PromotionSlice;
export type AppStore = StoreApi<AppState>;

export function createAppStore(data: AppData): AppStore {
  return createStore<AppState>()((set) => ({
    ready: false,
    setReady: () => set({ ready: true }),
    config: data.config,
    promotion: new URL(data.url, 'http://x').searchParams.get('p'),
    updatePromotion: (code) => set({ promotion: isValidPromo(code) ? code : null }),
    clearPromotion: () => set({ promotion: null }),
  }));
}
