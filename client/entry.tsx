import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_DATA_ID, type AppData } from '../shared/app-data.ts';
import { loadPage } from './app/page-registry.ts';
import { loadLayout } from './app/layouts/index.tsx';
import { Root } from './app/root.tsx';
import { firstResolved } from './app/route-table.ts';
import './styles/index.css';

const data = JSON.parse(document.getElementById(APP_DATA_ID)!.textContent!) as AppData;

// Load the first page's chunk before hydrating, so the first client render equals the server HTML. The server
// resolved the address already: the route table loads with client navigation, not before hydration.
const first = { url: location.pathname + location.search, resolved: firstResolved(data) };
Promise.all([loadPage(first.resolved.page), loadLayout(first.resolved.route.layout)]).then(() => {
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a default-priority hydration renders in one task), so a tap or a
  // scroll during start-up is not kept waiting. The HTML on screen is the server's either way.
  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserRouter>
        <Root data={data} first={first} />
      </BrowserRouter>,
      {
        // A hydration mismatch is a bug: say so loudly (browser tests fail on any console error).
        onRecoverableError: (error) => console.error('Recoverable React error:', error),
      },
    );
  });
  // Prefetching and route-change focus and announcements: after the page is interactive, outside its budget.
  void import('./app/navigation.ts').then((m) => m.install(data));
});
