import { PassThrough } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import type { AppData } from '../shared/app-data.ts';
import { Root } from '../client/app/root.tsx';
import type { FirstPage } from '../client/app/app.tsx';
import { loadPage, PAGE_KEYS } from '../client/app/page-registry.ts';
import { LAYOUT_KINDS, loadLayout } from '../client/app/layouts/index.tsx';
import { serverLoadsSettled } from '../client/app/module-registry.ts';
import { loadReactDomServer, renderSettled, renderStarted } from './render-storage.ts';

const { renderToPipeableStream } = loadReactDomServer();

export interface RenderResult {
  status: number;
  html: Buffer;
}

export class RenderError extends Error {}

/** Loads every page and layout module, and the forms they load lazily, so server renders never suspend on a chunk. */
export async function preloadPages(): Promise<void> {
  await Promise.all([...PAGE_KEYS.map((k) => loadPage(k)), ...LAYOUT_KINDS.map((k) => loadLayout(k))]);
  // The pages just evaluated started the loads of their lazily loaded forms.
  await serverLoadsSettled();
}

/**
 * The only module that knows React's stream API (ARCHITECTURE.md principle 4). The whole document is rendered
 * before anything is sent (onAllReady): the HTML is cached and served to everyone, and a complete render makes
 * React emit no inline script, only the external module script.
 */
export function render(
  data: AppData,
  options: { status: number; timeoutMs?: number; onError?: (e: unknown) => void; first?: FirstPage },
): Promise<RenderResult> {
  renderStarted();
  return new Promise<RenderResult>((resolve, reject) => {
    let didError = false;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (c: Buffer) => chunks.push(c));
    sink.on('end', () => resolve({ status: didError ? 500 : options.status, html: Buffer.concat(chunks) }));

    const stream = renderToPipeableStream(
      <StaticRouter location={data.url}>
        <Root data={data} first={options.first} />
      </StaticRouter>,
      {
        bootstrapModules: [data.assets.entry],
        // React 19 outlines a completed Suspense boundary larger than 12,800 bytes behind an inline $RC script,
        // which the CSP blocks (the page then re-renders on the client). Whole pages are sent at once: never outline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          if (didError) {
            reject(new RenderError('render failed'));
            return;
          }
          stream.pipe(sink);
        },
        onShellError(e) {
          clearTimeout(timer);
          options.onError?.(e);
          reject(new RenderError('shell failed'));
        },
        onError(e) {
          didError = true;
          options.onError?.(e);
        },
      },
    );
    // A render that never completes is aborted rather than holding the request (react fixtures/ssr2).
    const timer = setTimeout(() => stream.abort(new RenderError('render timed out')), options.timeoutMs ?? 5000);
  }).finally(renderSettled);
}
