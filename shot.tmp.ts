import { chromium } from 'playwright-core';
import { register } from 'node:module';
register('./scripts/asset-loader.mjs', import.meta.url);
const { startServer } = await import('./test/browser/harness.ts');
const server = await startServer({});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [1200, 1280, 1440]) {
  const page = await browser.newPage({ viewport: { width: w, height: 700 } });
  await page.goto(server.base + '/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (const b of ['Hosting', 'Professional Services']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: b }).click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/menu-${w}-${b.split(' ')[0]}.png`, clip: { x: 0, y: 0, width: w, height: 500 } });
  }
  await page.close();
}
await browser.close(); await server.close();
