// `npx tsx scripts/favicon-ico.ts`: public/favicon.ico from public/favicon.svg, for the clients that still ask for
// /favicon.ico (crawlers, feed readers, old browsers). PNG images inside an ICO container, 16, 32 and 48 px.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-config.ts';
import { launchChromium } from './chromium.ts';

const SIZES = [16, 32, 48];
const svg = readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8');
const browser = await launchChromium();
const pngs: Buffer[] = [];
for (const size of SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace('<svg', `<svg width="${size}" height="${size}"`)}</body></html>`,
  );
  pngs.push(await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data.
const header = Buffer.alloc(6 + 16 * SIZES.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length;
SIZES.forEach((size, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(size % 256, e);
  header.writeUInt8(size % 256, e + 1);
  header.writeUInt16LE(1, e + 4); // colour planes
  header.writeUInt16LE(32, e + 6); // bits per pixel
  header.writeUInt32LE(pngs[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += pngs[i].length;
});
writeFileSync(path.join(ROOT, 'public/favicon.ico'), Buffer.concat([header, ...pngs]));
console.log(`public/favicon.ico: ${offset} bytes`);
