// Debian's Chromium (or CHROMIUM_PATH) through playwright-core, for the browser tests and the scripts that draw
// with it (screenshots, thumbnails, visuals, the favicon, font metrics). The flags suit this closed network: no
// sandbox (containers run as root), no GPU, and nothing that phones home or updates itself.
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}
