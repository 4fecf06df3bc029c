// Debian's Chromium (or CHROMIUM_PATH) through playwright-core, for the browser tests and the scripts that draw
// with it (screenshots, thumbnails, visuals, the favicon, font metrics). The flags suit this closed network: no
// sandbox (containers run as root), no GPU, and nothing that phones home or updates itself.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

const options = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(options);
}

/** The same Chromium behind a WebSocket endpoint, for several processes to share (chromium.connect). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(options);
}
