// Renders the product visuals to PNG at 1x and 2x in Chromium, to look at them: `npx tsx scripts/visuals/render.ts
// [outDir] [id ...]` (default /tmp/visuals). Each picture is shown as an <img>, as on the site.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../build-config.ts';
import { launchChromium } from '../chromium.ts';

const DIR = path.join(ROOT, 'client/components/visuals');
const out = process.argv[2] ?? '/tmp/visuals';
const ids =
  process.argv.length > 3
    ? process.argv.slice(3)
    : (await fs.readdir(DIR)).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4));
await fs.mkdir(out, { recursive: true });
const browser = await launchChromium();
try {
  for (const scale of [1, 2]) {
    const page = await browser.newPage({ viewport: { width: 640, height: 480 }, deviceScaleFactor: scale });
    for (const id of ids) {
      const svg = await fs.readFile(path.join(DIR, `${id}.svg`), 'utf8');
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<body style="margin:0;background:#fff"><img src="${src}" width="640" height="480" style="display:block"></body>`,
      );
      await page.waitForFunction(() => document.images[0]?.complete);
      await page.screenshot({ path: path.join(out, `${id}@${scale}x.png`) });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`rendered ${ids.length} visuals to ${out}`);
