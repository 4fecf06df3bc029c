// One Chromium for every browser test file: started once before the first file, closed after the last. Each
// file connects to it (harness.ts launchBrowser), so a file pays for a WebSocket connection, not a browser start,
// and its contexts are closed when it disconnects.
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from '../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's endpoint for chromium.connect. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
