import { StrictMode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import type { AppData } from '../../shared/app-data.ts';
import { App } from './app.tsx';
import { AppDataContext } from './data-context.tsx';
import { Document } from './document.tsx';
import { StoreProvider } from '../store/store-provider.tsx';

/** Everything inside the router, identical on server and client. */
export function Root({ data }: { data: AppData }) {
  return (
    <StrictMode>
      <AppDataContext.Provider value={data}>
        <StoreProvider data={data}>
          <HelmetProvider>
            <Document data={data}>
              <App />
            </Document>
          </HelmetProvider>
        </StoreProvider>
      </AppDataContext.Provider>
    </StrictMode>
  );
}
