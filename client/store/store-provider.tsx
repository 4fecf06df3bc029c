import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppData } from '../../shared/app-data.ts';
import { createAppStore, type AppState, type AppStore } from './app-store.ts';

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ data, children }: { data: AppData; children: ReactNode }) {
  const [store] = useState(() => createAppStore(data));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStore<T>(selector: (s: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore outside StoreProvider');
  return useStore(store, selector);
}

export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStoreApi outside StoreProvider');
  return store;
}
