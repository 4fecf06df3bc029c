import { StrictMode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import type { AppData } from '../../shared/app-data.ts';
import { App, type FirstPage } from './app.tsx';
import { AppDataContext } from './data-context.tsx';
import { StoreProvider } from '../store/store-provider.tsx';

/**
 * Everything inside the router, identical on server and client. `first` is the page of the first render, resolved
 * by whoever starts it (server/pages.ts for the cache key, client/entry.tsx to load the page's chunk), so a render
 * never resolves its location again.
 */
export function Root({ data, first }: { data: AppData; first?: FirstPage }) {
  return (
    <StrictMode>
      <AppDataContext.Provider value={data}>
        <StoreProvider data={data}>
          <HelmetProvider>
            <App first={first} />
          </HelmetProvider>
        </StoreProvider>
      </AppDataContext.Provider>
    </StrictMode>
  );
}
