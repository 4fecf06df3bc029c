// Prints the fallback @font-face figures of client/styles/fonts.css (decision 090): run it in Chromium after
// changing the brand face. `npx tsx scripts/font-metrics.ts`
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './build-config.ts';
import { launchChromium } from './chromium.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', { paths: [ROOT] });
/** Copy typical of the site: what the fallback must match in width so lines break in the same places. */
const SAMPLE =
  'Get your business online. Domains, hosting, websites, online stores and business email, with support around ' +
  'the clock. Fast, secure hosting with 99.99% uptime and free email accounts. WordPress installed, updated and secured for you. ' +
  'See hosting plans Domains Hosting Email Professional Services Offers Support Login Get started Add to Cart';
const SIZE = 1000;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const data = readFileSync(FONT).toString('base64');
  await page.setContent(
    `<style>@font-face{font-family:Brand;src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:300 900}</style>`,
  );
  // A string, not a function: tsx would wrap named helpers in a __name() the page does not have.
  const m = (await page.evaluate(`(async () => {
    const size = ${SIZE};
    const sample = ${JSON.stringify(SAMPLE)};
    await document.fonts.load('400 ' + size + 'px Brand');
    const ctx = document.createElement('canvas').getContext('2d');
    const measure = (font) => {
      ctx.font = font;
      const t = ctx.measureText(sample);
      return { width: t.width, ascent: t.fontBoundingBoxAscent / size, descent: t.fontBoundingBoxDescent / size };
    };
    // Arial where installed, else Liberation Sans (metric-compatible with Arial).
    const out = {};
    for (const w of [400, 500, 600, 700, 800]) {
      out['brand' + w] = measure(w + ' ' + size + 'px Brand');
      // Arial has a regular and a bold face only: 400 and 500 fall back to regular, 600 and up to bold.
      out['arial' + w] = measure((w < 600 ? 400 : 700) + ' ' + size + 'px Arial, "Liberation Sans"');
    }
    return out;
  })()`)) as Record<string, { width: number; ascent: number; descent: number }>;
  const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
  for (const w of [400, 500, 600, 700, 800]) {
    const brand = m[`brand${w}`];
    const adjust = brand.width / m[`arial${w}`].width;
    console.log(
      `${path.basename(FONT)} vs Arial, weight ${w}: size-adjust: ${pct(adjust)}; ascent-override: ${pct(brand.ascent / adjust)}; descent-override: ${pct(brand.descent / adjust)}; line-gap-override: 0%`,
    );
  }
} finally {
  await browser.close();
}
